/**
 * A receipt chosen or photographed on the phone, ready to send as a data URL: a photo is redrawn
 * at most RECEIPT_SIDE pixels a side as a JPEG (a 12-megapixel photo becomes a few hundred kB);
 * a PDF goes as it is. Too large, or neither: null and the reason's message key.
 */
import { MAX_RECEIPT_BYTES } from '../../domain/transferRules';

const RECEIPT_SIDE = 1600;

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

async function shrinkPhoto(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, RECEIPT_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}

/** The size in bytes of a base64 data URL's content. */
const dataUrlBytes = (url: string) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4);

export async function receiptFrom(
  file: File,
): Promise<{ dataUrl: string } | { problem: 'receipt_type' | 'receipt_too_big' }> {
  let dataUrl: string;
  if (file.type === 'application/pdf') dataUrl = await readAsDataUrl(file);
  else if (file.type.startsWith('image/')) {
    try {
      dataUrl = await shrinkPhoto(file);
    } catch {
      return { problem: 'receipt_type' };
    }
  } else return { problem: 'receipt_type' };
  return dataUrlBytes(dataUrl) > MAX_RECEIPT_BYTES ? { problem: 'receipt_too_big' } : { dataUrl };
}
