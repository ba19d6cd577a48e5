/**
 * TLS=auto and the backups of the embedded database (issue 50 item 2), from the real server:
 * its daily backup leaves the local authority's key out (whoever holds it makes certificates every
 * school device trusts), BACKUP_INCLUDE_CA_KEY=1 keeps it in; a restore without it starts at once
 * with the restored certificate, private files, and a log line saying what to copy back.
 * PGlite only: it runs once, in the api:pglite project.
 */
import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { backup, restore } from '../../server/db/backup';
import { AUTHORITY_KEY_ENTRY } from '../../server/db/dump-filter';
import { loadConfig } from '../../server/config';
import { get, onPglite, openTlsServer, start, stop, tempDir, waitHealthy } from './fixtures/tls-server';

openTlsServer();
const runFile = promisify(execFile);

/** The entries of a gzipped tar as GNU tar lists them, without a leading '/'. */
const entries = async (file: string) =>
  (await runFile('tar', ['-tzf', file])).stdout.split('\n').map((line) => line.replace(/^\/+/, ''));
const mode = (path: string) => statSync(path).mode & 0o777;

describe.runIf(onPglite)('TLS=auto in the backups', () => {
  it('the daily backup leaves the authority key out; restored, the server starts at once and says what to copy back', async () => {
    expect(AUTHORITY_KEY_ENTRY).toBe('tls/ca/ca.key');
    expect(loadConfig({}).backupIncludeCaKey).toBe(false);
    expect(loadConfig({ BACKUP_INCLUDE_CA_KEY: '1' }).backupIncludeCaKey).toBe(true);

    const dataDir = join(tempDir(), 'data');
    const first = await start({ DATA_DIR: dataDir, TLS: 'auto' });
    const ca = readFileSync(join(dataDir, 'tls/ca/ca.crt'), 'utf8');
    await waitHealthy(first, ca);
    await expect.poll(() => first.stdout(), { timeout: 60_000 }).toContain('Respaldo diario escrito');
    const [name] = readdirSync(`${dataDir}-backups`).filter(
      (f) => f.endsWith('.tar.gz') && !f.startsWith('.'),
    );
    const daily = join(`${dataDir}-backups`, name);
    const listed = await entries(daily);
    expect(listed).toEqual(
      expect.arrayContaining(['PG_VERSION', 'tls/ca/ca.crt', 'tls/server.crt', 'tls/server.key']),
    );
    expect(listed).not.toContain('tls/ca/ca.key');
    await stop(first.child);

    // Asked for (BACKUP_INCLUDE_CA_KEY=1), the key is in.
    const withKey = join(tempDir(), 'with-key.tar.gz');
    await backup({ dataDir, includeCaKey: true }, withKey);
    expect(await entries(withKey)).toContain('tls/ca/ca.key');
    expect(mode(withKey)).toBe(0o600);

    // Restored on another folder: private, no key, and it serves the restored certificate at once.
    const moved = join(tempDir(), 'moved');
    await restore({ dataDir: moved }, daily);
    expect(mode(moved)).toBe(0o700);
    expect(existsSync(join(moved, 'tls/ca/ca.key'))).toBe(false);
    expect(mode(join(moved, 'tls/server.key'))).toBe(0o600);
    const second = await start({ DATA_DIR: moved, TLS: 'auto' });
    await waitHealthy(second, ca);
    const status = JSON.parse((await get(`https://127.0.0.1:${second.port}/api/tls`, { ca })).body);
    expect(status.data.fingerprint).toBe(new X509Certificate(ca).fingerprint256); // the devices' authority
    expect(second.stdout()).toMatch(
      /Falta la clave de la autoridad local \(.*tls\/ca\/ca\.key\); los respaldos no la llevan/,
    );
    await stop(second.child);
    expect(second.child.exitCode).toBe(0);
  }, 240_000);
});
