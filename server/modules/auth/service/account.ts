/**
 * Signing in (with the login throttle of login-throttle.ts), ending a session, and the
 * signed-in user's own profile changes (written in the route's transaction).
 */
import { and, eq, ne } from 'drizzle-orm';
import {
  CURRENT_PASSWORD_WRONG,
  type LoginData,
  type LoginInput,
  type ProfileUpdate,
} from '../../../../src/domain/auth';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { roles, sessions, users } from '../../../db/schema';
import { AppError, conflict, fieldError, pgCode, PG_UNIQUE_VIOLATION } from '../../../http/errors';
import type { Staff } from '../../../http/types';
import { decodeImage, storeImage, type CheckedImage } from '../../../http/images';
import { dummyVerify, hashPassword, verifyPassword } from '../../../security/passwords';
import { hashToken, newToken } from '../../../security/tokens';
import { beginAttempt } from './login-throttle';
import { assertNotPublishedFromNetwork } from './published-password';

const WRONG = 'Usuario o contraseña incorrectos';

/**
 * A new session of `sessionHours` for the e-mail and password, or the refusal (401, 403, 429).
 * `address` is the client's (request.ip): the throttle counts per account and address. The
 * session's start and expiry are read from `clock`, the one the auth hook checks them against.
 */
export async function login(
  db: Db,
  input: LoginInput,
  sessionHours: number,
  client: { address: string; fromServer: boolean },
  clock: Clock,
): Promise<LoginData> {
  const { address } = client;
  const email = input.email.trim().toLowerCase();
  const attempt = await beginAttempt(db, email, address, clock);
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      hash: users.password_hash,
      active: users.active,
      mustChange: users.must_change_password,
      keys: roles.function,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.id_rol))
    .where(eq(users.email, email))
    .limit(1);
  const valid = user ? await verifyPassword(input.password, user.hash) : await dummyVerify(input.password);
  // An inactive user gets the same answer whatever password they type: telling a right
  // password apart would let anyone test a former staff member's passwords.
  if (!user || !valid || user.active !== 1) throw new AppError(401, WRONG, 'invalid_credentials');
  await attempt.succeeded();
  assertNotPublishedFromNetwork(input.password, client.fromServer);
  const token = newToken();
  const now = clock.now();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: user.id,
    created_at: now,
    expires_at: new Date(now.getTime() + sessionHours * 3_600_000),
  });
  const data: LoginData = {
    token,
    id: user.id,
    name: user.name,
    permission: user.keys,
    mustChangePassword: user.mustChange,
  };
  return data;
}

/** Ends the session at `now` (logout). */
export async function endSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, sessionId));
}

/** A profile change checked and ready to write: the user's new values and the photo, decoded; made at `at`. */
export interface ProfileChange {
  values: Partial<typeof users.$inferInsert>;
  image: CheckedImage | null;
  passwordChanged: boolean;
  at: Date;
}

/**
 * The staff member's own data, photo and, with the current one, password, checked before the
 * transaction opens (the current password, the hashing); a refusal writes nothing.
 */
export async function prepareProfileChange(
  db: Db,
  staff: Staff,
  body: ProfileUpdate,
  address: string,
  clock: Clock,
): Promise<ProfileChange> {
  const at = clock.now();
  const values: Partial<typeof users.$inferInsert> = {
    name: body.name,
    email: body.email.trim().toLowerCase(),
    address: body.address || null,
    phone: body.phone || null,
    cellphone: body.cellphone || null,
    updated_at: at,
  };
  const image = body.image ? decodeImage(body.image) : null;
  if (body.password) {
    // A session left open must not be enough to take the account: the current password is
    // asked for every change, the forced one after a reset included (the temporary password
    // the user has just signed in with). A wrong one is a 400 on its field and writes
    // nothing. It counts as a failed sign-in of the account from this address (one throttle
    // for every place a password is guessed), so an open session cannot test passwords.
    const [me] = await db
      .select({ hash: users.password_hash, email: users.email })
      .from(users)
      .where(eq(users.id, staff.id));
    const attempt = await beginAttempt(db, me?.email ?? '', address, clock);
    if (!me || !(await verifyPassword(body.current_password ?? '', me.hash))) {
      throw fieldError('current_password', CURRENT_PASSWORD_WRONG);
    }
    await attempt.succeeded();
    values.password_hash = await hashPassword(body.password);
    values.must_change_password = false;
  }
  return { values, image, passwordChanged: Boolean(body.password), at };
}

/** Writes a checked profile change in the route's transaction `tx`. */
export async function saveProfileChange(
  tx: Db,
  staff: Staff,
  { values, image, passwordChanged, at }: ProfileChange,
): Promise<void> {
  // Stored in the same transaction: a refused update leaves no image behind.
  if (image) values.url = await storeImage(tx, image);
  await tx.update(users).set(values).where(eq(users.id, staff.id));
  if (passwordChanged) {
    // A new password ends the user's other sessions; this one stays.
    await tx
      .update(sessions)
      .set({ revoked_at: at })
      .where(and(eq(sessions.user_id, staff.id), ne(sessions.id, staff.sessionId)));
  }
}

/** A profile write's failure as the user should read it: an e-mail another user has is a 409 on its field. */
export function profileWriteFailure(err: unknown): never {
  if (pgCode(err) === PG_UNIQUE_VIOLATION) {
    const message = 'El email ya se encuentra registrado';
    throw conflict(message, 'duplicate', { email: message });
  }
  throw err;
}
