/**
 * Passwords: their hash (scrypt) and check, a temporary one to read out, and the one password the
 * README publishes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The demo school's staff password, printed in the README. Here, below the areas, because two
 * sides need it: the demo sets it (server/demo/seed.ts) and the sign-in refuses it from the
 * network (server/modules/auth/service/published-password.ts), and a module never imports the demo.
 */
export const DEMO_PASSWORD = 'Demo2026!';

/** scrypt with a random salt; the stored string carries its own parameters. */
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEYLEN = 64;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  // An unusable hash (students' '!') costs the same time, so timing reveals no such account.
  if (scheme !== 'scrypt' || !salt || !key) return dummyVerify(password);
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: +n, r: +r, p: +p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spent on unknown e-mails too, so response time does not reveal which accounts exist. */
let dummyHash: Promise<string> | null = null;
export function dummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash.then((h) => verifyPassword(password, h)).then(() => false);
}

/** A temporary password an administrator can read out: no look-alike characters. */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
