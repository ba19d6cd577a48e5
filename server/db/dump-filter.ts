/**
 * What a backup of the embedded database leaves out of PGlite's dump (a gzipped tar of the whole
 * data folder):
 * - the files of the server that was running on it — its lock (data-dir-lock.ts) and PostgreSQL's
 *   postmaster.pid — which would make a restore on another folder or machine refuse to start;
 * - TLS=auto's authority key, unless BACKUP_INCLUDE_CA_KEY=1: whoever holds it can make
 *   certificates every school device trusts, and backups travel (a USB stick, a cloud folder).
 *   The school copies it once by hand to a safe place; without it a restored server keeps serving
 *   its last certificate (security/auto-certificates.ts).
 * The tar is read header by header (ustar: 512-byte blocks) and copied without those entries.
 */
import { relative } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { tlsFolder } from '../config';
import { authorityFiles } from '../security/tls-files';
import { RUNNING_SERVER_FILES } from './data-dir-lock';

/** The authority key's path inside the data folder, as the tar names it (`tls/ca/ca.key`). */
export const AUTHORITY_KEY_ENTRY = relative('.', authorityFiles(tlsFolder('.')).key)
  .split('\\')
  .join('/');

export interface BackupOptions {
  /** BACKUP_INCLUDE_CA_KEY=1. */
  includeCaKey?: boolean;
}

const BLOCK = 512;
// In libuv's pool, not on the event loop: the daily backup runs inside the serving process.
const gunzipAsync = promisify(gunzip);
const gzipAsync = promisify(gzip);

const text = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The path of the entry whose header is `header` (ustar's prefix joined to its name), without a leading '/'. */
function entryPath(header: Buffer): string {
  const name = text(header, 0, 100);
  const prefix = text(header, 345, 155);
  return (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, '');
}

/** The tar `tar` without the entries whose path is one of `paths`. */
export function tarWithout(tar: Buffer, paths: readonly string[]): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    // Two zero blocks end the archive: keep them and whatever padding follows as they are.
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!paths.includes(entryPath(header))) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(tar.subarray(offset));
  return Buffer.concat(kept);
}

/** The entries a backup leaves out (see the header). */
export const leftOutOfBackups = (options: BackupOptions = {}): string[] => [
  ...RUNNING_SERVER_FILES,
  ...(options.includeCaKey ? [] : [AUTHORITY_KEY_ENTRY]),
];

/** PGlite's gzipped dump without what a backup leaves out (see the header). */
export async function dumpForBackup(dump: Blob, options: BackupOptions = {}): Promise<Blob> {
  const tar = await gunzipAsync(Buffer.from(await dump.arrayBuffer()));
  return new Blob([await gzipAsync(tarWithout(tar, leftOutOfBackups(options)))]);
}
