/** A start-up refusal about HTTPS (bad certificate files, an unusable TLS folder): main.ts prints its Spanish message and exits with 1. */
export class TlsSetupError extends Error {
  override name = 'TlsSetupError';
}

/** What a file-system error means to the person starting the server. */
export function fileProblem(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no existe';
  if (code === 'EACCES' || code === 'EPERM') return 'no hay permiso para leerlo o escribirlo';
  if (code === 'EISDIR') return 'es una carpeta, no un archivo';
  return (err as Error).message;
}
