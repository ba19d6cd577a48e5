/**
 * Backups hold password hashes and children's data: their files are readable by their owner
 * only (0600), and appear whole or not at all.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const PRIVATE_MODE = 0o600;

/**
 * Writes `file` through `write(tmp)`: `tmp` is a fresh file of mode 0600 next to it (created
 * before any byte is written, so never readable by others), flushed to disk and then renamed
 * over `file` — which replaces a file already there, whatever its mode was. On a failure the
 * temporary file is deleted and `file` is left as it was.
 */
export async function writePrivately(file: string, write: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  closeSync(openSync(tmp, 'wx', PRIVATE_MODE));
  try {
    await write(tmp);
    chmodSync(tmp, PRIVATE_MODE); // the umask may have taken bits away; the writer may have changed it
    const fd = openSync(tmp, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}
