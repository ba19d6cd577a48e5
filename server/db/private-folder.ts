/**
 * The data folder (DATA_DIR) holds every child's record, the guardians, the password hashes and the
 * TLS keys: only the server's own user may enter it. PGlite writes its files with the process's
 * umask (0666 under a permissive one), so the folder's own mode is what keeps them private.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RUNNING_SERVER_FILES } from './data-dir-lock';

export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Creates `dir` as 0700, or makes an existing one 0700 when others may enter or read it. Answers
 * the mode it had when it changed it (for the start-up log), null when it was private already.
 */
export function keepFolderPrivate(dir: string): number | null {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  chmodSync(dir, PRIVATE_FOLDER_MODE);
  return mode;
}

/** The start-up log's line when `keepFolderPrivate` changed `dir`. */
export const madePrivate = (dir: string, mode: number) =>
  `La carpeta de datos ${dir} tenía permisos ${mode.toString(8).padStart(4, '0')}: ahora 0700, solo el usuario del servidor puede leerla`;

/**
 * A restored data folder before it is renamed in: without the lock of the server whose folder was
 * copied (it would refuse the next start, on another folder or machine), 0700, and its TLS keys
 * (DATA_DIR/tls) 0600, whatever mode the backup's extraction gave them.
 */
export function tidyRestoredFolder(folder: string): void {
  for (const name of RUNNING_SERVER_FILES) rmSync(join(folder, name), { force: true });
  chmodSync(folder, PRIVATE_FOLDER_MODE);
  const tls = join(folder, 'tls');
  if (!existsSync(tls)) return;
  for (const entry of readdirSync(tls, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.key')) chmodSync(join(entry.parentPath, entry.name), 0o600);
  }
}
