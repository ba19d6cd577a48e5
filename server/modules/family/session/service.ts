/**
 * A guardian's portal session: the activation of the staff's invitation (sets the password, signs
 * in), sign-in (e-mail or document, with the staff's throttle), and signing out. Tokens are stored
 * as their SHA-256; the invitation itself and its revocation are invitations/service.ts.
 */
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  FAMILY_TOKEN_PREFIX,
  FAMILY_WRONG,
  INVITE_INVALID,
  RESET_MINUTES,
  type ActivationInput,
  type FamilyLoginInput,
  type FamilySession,
} from '../../../../src/domain/family';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { familyAccounts, familySessions, guardians } from '../../../db/schema';
import { AppError, badRequest } from '../../../http/errors';
import { dummyVerify, hashPassword, verifyPassword } from '../../../security/passwords';
import { hashToken, newToken } from '../../../security/tokens';
import { assertNotPublishedFromNetwork, beginAttempt } from '../../auth';

/** How long a portal session lasts: a family's phone stays signed in for a school month. */
export const FAMILY_SESSION_DAYS = 30;
const DAY = 86_400_000;

/** Ends every open session of the account (a new password, or the staff's revocation). */
export async function endSessions(tx: Db, accountId: number, now: Date) {
  await tx
    .update(familySessions)
    .set({ revoked_at: now })
    .where(and(eq(familySessions.id_account, accountId), isNull(familySessions.revoked_at)));
}

async function openSession(tx: Db, account: { id: number; name: string }, now: Date): Promise<FamilySession> {
  const token = `${FAMILY_TOKEN_PREFIX}${newToken()}`;
  await tx.insert(familySessions).values({
    token_hash: hashToken(token),
    id_account: account.id,
    created_at: now,
    expires_at: new Date(now.getTime() + FAMILY_SESSION_DAYS * DAY),
  });
  return { token, id: account.id, name: account.name };
}

/**
 * Uses the invitation: its token is cleared in the same UPDATE that sets the password, so of two
 * activations at once one wins and the other finds no invitation. Ends the account's other
 * sessions (a new password), lifts a revocation, and signs in.
 */
export async function activate(
  tx: Db,
  input: ActivationInput,
  client: { fromServer: boolean },
  now: Date,
): Promise<FamilySession> {
  assertNotPublishedFromNetwork(input.password, client.fromServer);
  const live = and(
    eq(familyAccounts.invite_token_hash, hashToken(input.token)),
    gt(familyAccounts.invite_expires_at, now),
  );
  // A link that does not work costs no password hash.
  const [pending] = await tx.select({ id: familyAccounts.id }).from(familyAccounts).where(live);
  if (!pending) throw badRequest(INVITE_INVALID, { token: INVITE_INVALID });
  const hash = await hashPassword(input.password);
  const [account] = await tx
    .update(familyAccounts)
    .set({
      password_hash: hash,
      invite_token_hash: null,
      invite_expires_at: null,
      activated_at: now,
      revoked_at: null,
      revoked_by: null,
      updated_at: now,
    })
    .where(live)
    .returning({ id: familyAccounts.id, guardianId: familyAccounts.id_guardian });
  if (!account) throw badRequest(INVITE_INVALID, { token: INVITE_INVALID });
  await endSessions(tx, account.id, now);
  const [guardian] = await tx
    .select({ name: guardians.name })
    .from(guardians)
    .where(eq(guardians.id, account.guardianId));
  return openSession(tx, { id: account.id, name: guardian.name }, now);
}

/**
 * Signs a guardian in by e-mail (any case) or document number. Two guardians sharing an e-mail
 * each sign in with their own password. A revoked or never activated access is refused like a
 * wrong password, so the answer does not tell which guardians have the portal. Times are read
 * from `clock`, the server's, which the auth hook checks the session against.
 */
export async function familyLogin(
  db: Db,
  input: FamilyLoginInput,
  client: { address: string; fromServer: boolean },
  clock: Clock,
) {
  const usuario = input.usuario.trim();
  // Namespaced: a guardian's document never shares a throttle with a staff e-mail.
  const attempt = await beginAttempt(db, `familia:${usuario.toLowerCase()}`, client.address, clock);
  const candidates = await db
    .select({
      id: familyAccounts.id,
      name: guardians.name,
      hash: familyAccounts.password_hash,
      revoked: familyAccounts.revoked_at,
    })
    .from(familyAccounts)
    .innerJoin(guardians, eq(guardians.id, familyAccounts.id_guardian))
    .where(or(eq(guardians.num_doc, usuario), sql`lower(${guardians.email}) = ${usuario.toLowerCase()}`))
    .orderBy(familyAccounts.id)
    .limit(5);
  let account: (typeof candidates)[number] | undefined;
  let hashed = false;
  for (const candidate of candidates) {
    if (!candidate.hash) continue;
    hashed = true;
    if (await verifyPassword(input.password, candidate.hash)) {
      account = candidate;
      break;
    }
  }
  // No password checked (nobody, or an invitation never used): as slow as a wrong one, so time tells nothing.
  if (!hashed) await dummyVerify(input.password);
  if (!account || account.revoked) throw new AppError(401, FAMILY_WRONG, 'invalid_credentials');
  await attempt.succeeded();
  assertNotPublishedFromNetwork(input.password, client.fromServer);
  return openSession(db, account, clock.now());
}

/** A link to choose a new password, ready to be e-mailed once its transaction commits. */
export interface ResetLink {
  email: string;
  name: string;
  token: string;
}

/**
 * "¿Olvidó su contraseña?": every access of that e-mail or document that is not revoked and has an
 * e-mail gets a fresh single-use link (RESET_MINUTES; the activation page uses it), replacing a
 * pending one. The password in use keeps working until the link is used. Nobody found: no link,
 * and the route answers the same.
 */
export async function requestReset(tx: Db, usuario: string, now: Date): Promise<ResetLink[]> {
  const wanted = usuario.trim();
  const accounts = await tx
    .select({ id: familyAccounts.id, name: guardians.name, email: guardians.email })
    .from(familyAccounts)
    .innerJoin(guardians, eq(guardians.id, familyAccounts.id_guardian))
    .where(
      and(
        or(eq(guardians.num_doc, wanted), sql`lower(${guardians.email}) = ${wanted.toLowerCase()}`),
        isNull(familyAccounts.revoked_at),
        isNotNull(guardians.email),
      ),
    )
    .orderBy(familyAccounts.id)
    .limit(5)
    .for('update', { of: familyAccounts });
  const links: ResetLink[] = [];
  for (const account of accounts) {
    if (!account.email) continue;
    const token = newToken();
    await tx
      .update(familyAccounts)
      .set({
        invite_token_hash: hashToken(token),
        invite_expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000),
        updated_at: now,
      })
      .where(eq(familyAccounts.id, account.id));
    links.push({ email: account.email, name: account.name, token });
  }
  return links;
}

/** The e-mail of a reset link: Spanish, as the school's e-mails are. */
export function resetEmail(link: ResetLink, url: string) {
  return {
    to: link.email,
    subject: 'Nueva contraseña del portal de familias',
    text: `Hola, ${link.name}:\n\nPara crear una nueva contraseña del portal de familias abra este enlace. Sirve una vez y vence en ${RESET_MINUTES} minutos:\n\n${url}\n\nSi usted no la pidió, ignore este correo: su contraseña actual sigue sirviendo.`,
  };
}

export async function familyLogout(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(familySessions).set({ revoked_at: now }).where(eq(familySessions.id, sessionId));
}
