/**
 * The server's VAPID key pair (RFC 8292, issue 55): the push services accept a family's notice
 * only when it is signed with the key the browser subscribed with. Made at the first start in
 * DATA_DIR/vapid.json, readable by the server's user only (0600), and read at every start after:
 * a new pair would silence every device until its family allowed notices again. The file lands
 * whole and once (written aside, then linked in: two servers starting together on one folder end
 * with one pair). Without a data folder (the tests' databases in memory) the pair lives in this
 * process's memory.
 */
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  /** Base64url of the uncompressed P-256 point (65 bytes): the browser's `applicationServerKey`. */
  publicKey: string;
  /** Base64url of the private scalar (32 bytes). */
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';
const PRIVATE = 0o600;

let inMemory: VapidKeys | null = null;

function parse(text: string, file: string): VapidKeys {
  try {
    const keys = JSON.parse(text) as Partial<VapidKeys>;
    if (
      typeof keys.publicKey === 'string' &&
      Buffer.from(keys.publicKey, 'base64url').length === 65 &&
      typeof keys.privateKey === 'string' &&
      Buffer.from(keys.privateKey, 'base64url').length === 32
    )
      return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  } catch {
    // said below
  }
  throw new Error(
    `Las claves de los avisos al teléfono (${file}) están dañadas. Restáurelas desde una copia; ` +
      'si las borra, el servidor hará otras y cada familia deberá activar de nuevo los avisos en sus teléfonos.',
  );
}

/** The pair in `dir` (DATA_DIR), made there the first time; `null`: this process's own, in memory. */
export function vapidKeys(dir: string | null): VapidKeys {
  if (dir === null) return (inMemory ??= webpush.generateVAPIDKeys());
  const file = join(dir, VAPID_FILE);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(webpush.generateVAPIDKeys()), { mode: PRIVATE });
    chmodSync(temporary, PRIVATE); // whatever the umask
    try {
      linkSync(temporary, file); // fails if another server made it meanwhile: that one is kept
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  // A restored or copied file may have come looser: the private key is the server's alone.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, PRIVATE);
  return parse(readFileSync(file, 'utf8'), file);
}

/**
 * The VAPID subject, whom a push service may write to about this server's pushes: PUSH_SUBJECT,
 * else PUBLIC_URL when it is https, else a mailto: of SMTP_FROM's address.
 */
export function vapidSubject(subject: string, publicUrl: string, smtpFrom: string): string {
  if (subject) return subject;
  if (publicUrl.startsWith('https:')) return new URL(publicUrl).origin;
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(smtpFrom)?.[1] ?? /^[^<>\s]+@[^<>\s]+$/.exec(smtpFrom.trim())?.[0];
  return `mailto:${address ?? 'avisos@colegio.local'}`;
}

/** '' (none given) or a mailto: or https: address, the two kinds a push service takes. */
export const isVapidSubject = (text: string) =>
  text === '' || /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(text);
