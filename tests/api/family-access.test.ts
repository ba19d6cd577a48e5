/**
 * A guardian's way into the families' portal (issue 32, item 1): the staff's invitation (a
 * single-use link valid 7 days, a new one voids the old), activation with the staff's password
 * rules, sign-in by e-mail or document with the staff's throttle, and revocation.
 */
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_PATH,
  FAMILY_TOKEN_PREFIX,
  FAMILY_WRONG,
  INVITE_INVALID,
  type FamilySession,
  type PortalAccess,
} from '../../src/domain/family';
import { familyAccounts, familySessions, guardians } from '../../server/db/schema';
import { DEMO_FAMILIES } from '../../server/demo/demo-families';
import { PUBLISHED_PASSWORD_REFUSED } from '../../server/modules/auth/service/published-password';
import { DEMO_PASSWORD } from '../../server/security/passwords';
import {
  activatedFamily,
  api,
  FAMILY_PASSWORD,
  guardianIdByDocument,
  invite,
  JORGE,
  MARIA,
  schoolWithStaff,
  staffWith,
  unchanged,
  type Api,
  type TestApp,
} from './fixtures';

let t: TestApp;
let admin: Api;
let anonymous: Api;
const FAMILY_TABLES = { familyAccounts, familySessions };

beforeAll(async () => {
  ({
    t,
    anonymous,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'] }));
});
afterAll(() => t?.close());

const activate = (token: string, password = FAMILY_PASSWORD) =>
  anonymous.post<FamilySession>('/api/family/activate', { token, password });
const signIn = (usuario: string, password = FAMILY_PASSWORD, from = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/family/login',
    payload: { usuario, password },
    remoteAddress: from,
  });
const portal = async (guardianId: number) =>
  (await admin.get<PortalAccess>(`/api/academic/attendant/${guardianId}/portal`)).body.data;

/** A guardian no one has invited yet (not María nor Jorge, whom several tests invite): one per test that needs it. */
async function freshGuardian() {
  const [guardian] = await t.db
    .select({ id: guardians.id, name: guardians.name })
    .from(guardians)
    .leftJoin(familyAccounts, eq(familyAccounts.id_guardian, guardians.id))
    .where(and(isNull(familyAccounts.id), notInArray(guardians.num_doc, [MARIA.num_doc, JORGE.num_doc])))
    .orderBy(asc(guardians.id))
    .limit(1);
  return guardian;
}

describe("the demo's families", () => {
  it('sign in with the published password on the server machine only, and see their children', async () => {
    const children: Record<string, number> = {};
    for (const email of DEMO_FAMILIES) {
      const res = await signIn(email, DEMO_PASSWORD);
      expect(res.statusCode, email).toBe(200);
      const list = await api(t.app, res.json().data.token).get<unknown[]>('/api/family/children');
      children[email] = list.body.data.length;
      const remote = await unchanged(t, () => signIn(email, DEMO_PASSWORD, '192.168.1.50'), FAMILY_TABLES);
      expect(remote.statusCode).toBe(403);
      expect(remote.json().message).toBe(PUBLISHED_PASSWORD_REFUSED);
    }
    // One guardian of four fixed students, one of two.
    expect(Object.values(children)).toEqual([4, 2]);
  });
});

describe('the invitation', () => {
  it('is a link to the portal with a token valid 7 days; the guardian sets a password and is signed in', async () => {
    const { id: guardianId, name } = await freshGuardian();
    expect((await portal(guardianId)).estado).toBe('none');
    const before = t.clock.nowMs();
    const invitation = await invite(admin, guardianId);
    // On the address the staff member reached the server by (the machine's network address for localhost).
    expect(invitation.link).toMatch(/^http:\/\/[^/]+\/familia\/#\/activar\?token=[\w-]{43}$/);
    expect(invitation.link.endsWith(`${ACTIVATION_PATH}${invitation.token}`)).toBe(true);
    const days = (Date.parse(invitation.expira) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect((await portal(guardianId)).estado).toBe('invited');

    const res = await activate(invitation.token);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.token.startsWith(FAMILY_TOKEN_PREFIX)).toBe(true);
    expect(res.body.data.name).toBe(name);
    expect((await api(t.app, res.body.data.token).get('/api/family/children')).status).toBe(200);
    expect(await portal(guardianId)).toMatchObject({
      estado: 'active',
      expira: null,
      activado: expect.any(String),
    });
  });

  it('works once: a second use, an expired link, a voided link or a made-up token change nothing', async () => {
    const guardianId = await guardianIdByDocument(t, JORGE.num_doc);
    const first = await invite(admin, guardianId);
    const second = await invite(admin, guardianId);
    for (const token of [first.token, 'no-es-un-enlace']) {
      const res = await unchanged(t, () => activate(token), FAMILY_TABLES);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 0, message: INVITE_INVALID, errors: { token: INVITE_INVALID } });
    }
    expect((await activate(second.token)).status).toBe(200);
    const again = await unchanged(t, () => activate(second.token, 'OtraClave-2026'), FAMILY_TABLES);
    expect(again.status).toBe(400);
    // A fresh link past its 7 days.
    const late = await invite(admin, guardianId);
    await t.db
      .update(familyAccounts)
      .set({ invite_expires_at: new Date(t.clock.nowMs() - 1000) })
      .where(eq(familyAccounts.id_guardian, guardianId));
    const old = await unchanged(t, () => activate(late.token), FAMILY_TABLES);
    expect(old.status).toBe(400);
  });

  it('takes the staff password rules, naming the field', async () => {
    const { token } = await invite(admin, (await freshGuardian()).id);
    for (const password of ['corta', ' con-espacios-al-borde ']) {
      const res = await unchanged(t, () => activate(token, password), FAMILY_TABLES);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('password');
    }
  });

  it('of two activations at the same instant, one signs in', async () => {
    const guardianId = (await freshGuardian()).id;
    const { token } = await invite(admin, guardianId);
    const answers = await Promise.all([
      activate(token, 'Primera-clave-2026'),
      activate(token, 'Segunda-clave-2026'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const sessions = await t.db
      .select()
      .from(familySessions)
      .innerJoin(familyAccounts, eq(familyAccounts.id, familySessions.id_account))
      .where(and(eq(familyAccounts.id_guardian, guardianId), isNull(familySessions.revoked_at)));
    // One live session: the winner's (an activation also ends the sessions opened before it).
    expect(sessions).toHaveLength(1);
  });

  it('needs the guardians key, and a guardian who exists', async () => {
    const cashier = await staffWith(t, admin, ['cafeteria']);
    const guardianId = await guardianIdByDocument(t, MARIA.num_doc);
    const refused = await unchanged(
      t,
      () => cashier.api.post(`/api/academic/attendant/${guardianId}/invite`),
      FAMILY_TABLES,
    );
    expect(refused.status).toBe(403);
    const clerk = await staffWith(t, admin, ['academic', 'academic.attendant']);
    expect((await clerk.api.post(`/api/academic/attendant/${guardianId}/invite`)).status).toBe(200);
    const missing = await clerk.api.post('/api/academic/attendant/999999/invite');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('El acudiente no existe');
  });
});

describe('signing in', () => {
  it('takes the e-mail in any case or the document; a wrong password, a staff account or a stranger are refused alike', async () => {
    await activatedFamily(t, admin, JORGE.num_doc);
    for (const usuario of [JORGE.email, JORGE.email.toUpperCase(), JORGE.num_doc]) {
      const res = await signIn(usuario);
      expect(res.statusCode, usuario).toBe(200);
      expect(res.json().data.token.startsWith(FAMILY_TOKEN_PREFIX)).toBe(true);
    }
    for (const [usuario, password] of [
      [JORGE.num_doc, 'no-es-la-clave'],
      ['admin@colegio.demo', 'Demo2026!'],
      ['nadie@familias.colegio.demo', FAMILY_PASSWORD],
    ]) {
      const res = await unchanged(t, () => signIn(usuario, password), FAMILY_TABLES);
      expect(res.statusCode, usuario).toBe(401);
      expect(res.json()).toMatchObject({ code: 0, message: FAMILY_WRONG });
    }
  });

  it('is throttled as the staff sign-in is: 5 wrong passwords from one address lock that account there', async () => {
    await activatedFamily(t, admin, JORGE.num_doc);
    const from = '10.32.0.1';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(JORGE.num_doc, `mala-${i}`, from)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await signIn(JORGE.num_doc, FAMILY_PASSWORD, from)).statusCode).toBe(429);
    expect((await signIn(JORGE.num_doc, FAMILY_PASSWORD, '10.32.0.2')).statusCode).toBe(200);
  });
});

describe('revoking', () => {
  it('ends every session and the sign-in until a new invitation is used', async () => {
    const { api: family, guardianId } = await activatedFamily(t, admin, MARIA.num_doc);
    const revoked = await admin.delete<PortalAccess>(`/api/academic/attendant/${guardianId}/portal`);
    expect(revoked.status, revoked.body.message).toBe(200);
    expect(revoked.body.data).toMatchObject({ estado: 'revoked', revocado: expect.any(String) });
    expect((await family.get('/api/family/children')).status).toBe(401);
    expect((await signIn(MARIA.num_doc)).statusCode).toBe(401);
    // A new invitation: the old password still does not open it; the new one does once activated.
    const { token } = await invite(admin, guardianId);
    expect((await signIn(MARIA.num_doc)).statusCode).toBe(401);
    expect((await activate(token, 'Nueva-clave-2026')).status).toBe(200);
    expect((await signIn(MARIA.num_doc, 'Nueva-clave-2026')).statusCode).toBe(200);
    expect((await portal(guardianId)).estado).toBe('active');
  });

  it('of a guardian never invited is 404', async () => {
    const res = await unchanged(
      t,
      () => admin.delete('/api/academic/attendant/999999/portal'),
      FAMILY_TABLES,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('El acudiente no tiene acceso al portal');
  });

  it('signing out ends that session only', async () => {
    const { api: family } = await activatedFamily(t, admin, JORGE.num_doc);
    const other = api(t.app, (await signIn(JORGE.num_doc)).json().data.token);
    expect((await family.post('/api/family/logout')).status).toBe(200);
    expect((await family.get('/api/family/children')).status).toBe(401);
    expect((await other.get('/api/family/children')).status).toBe(200);
  });
});
