/** The data folder kept private (server/db/private-folder.ts, issue 50 item 3). */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { keepFolderPrivate, madePrivate, tidyRestoredFolder } from '../../server/db/private-folder';

const root = mkdtempSync(join(tmpdir(), 'private-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const mode = (path: string) => statSync(path).mode & 0o777;

describe('keepFolderPrivate', () => {
  it('creates a missing folder (and its parents) 0700, and says nothing changed', () => {
    const dir = join(root, 'new', 'data');
    expect(keepFolderPrivate(dir)).toBeNull();
    expect(mode(dir)).toBe(0o700);
  });

  it('makes a folder others could read 0700, answering the mode it had; a second start finds it private', () => {
    const dir = join(root, 'open');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    expect(keepFolderPrivate(dir)).toBe(0o755);
    expect(mode(dir)).toBe(0o700);
    expect(keepFolderPrivate(dir)).toBeNull();
    expect(madePrivate(dir, 0o755)).toBe(
      `La carpeta de datos ${dir} tenía permisos 0755: ahora 0700, solo el usuario del servidor puede leerla`,
    );
  });
});

describe('tidyRestoredFolder', () => {
  it("drops the copied server's lock, makes the folder 0700 and the TLS keys 0600, and keeps the rest", () => {
    const dir = join(root, 'restored');
    mkdirSync(join(dir, 'tls', 'ca'), { recursive: true });
    chmodSync(dir, 0o777);
    for (const name of [LOCK_FILE, `${LOCK_FILE}.takeover`, 'postmaster.pid', 'PG_VERSION']) {
      writeFileSync(join(dir, name), 'x');
    }
    for (const file of ['tls/ca/ca.key', 'tls/server.key', 'tls/server.crt']) {
      writeFileSync(join(dir, file), 'x');
      chmodSync(join(dir, file), 0o666);
    }
    tidyRestoredFolder(dir);
    expect(mode(dir)).toBe(0o700);
    for (const name of [LOCK_FILE, `${LOCK_FILE}.takeover`, 'postmaster.pid']) {
      expect(existsSync(join(dir, name)), name).toBe(false);
    }
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    expect(mode(join(dir, 'tls/ca/ca.key'))).toBe(0o600);
    expect(mode(join(dir, 'tls/server.key'))).toBe(0o600);
    expect(existsSync(join(dir, 'tls/server.crt'))).toBe(true);
  });
});
