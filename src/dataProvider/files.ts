/** Image inputs hold a File; the API takes images as base64 data URLs (spec: "image (base64 on upload)"). */
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('No se pudo leer el archivo'));
    reader.readAsDataURL(file);
  });

interface FileValue {
  rawFile: Blob;
}
const isFileValue = (v: unknown): v is FileValue =>
  !!v && typeof v === 'object' && 'rawFile' in v && (v as FileValue).rawFile instanceof Blob;

/** Replaces `{rawFile}` values by their base64 and drops image values that were not changed. */
export async function encodeFiles(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (isFileValue(value)) out[key] = await readAsDataUrl(value.rawFile);
    else if (value && typeof value === 'object' && 'src' in value && !Array.isArray(value)) continue;
    else out[key] = value;
  }
  return out;
}
