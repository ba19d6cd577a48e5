/**
 * Sign-in throttling that holds (issue 28, item 2): bursts sent at once, per account and
 * client address, per address over all accounts, locks that failures never clear, the
 * profile's current password, and inactive users. Each test uses its own client addresses.
 */
import { eq, inArray } from 'drizzle-orm';
import { DEMO_STAFF } from '../../server/demo/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, users } from '../../server/db/schema';
import { accountKey } from '../../server/modules/auth/service/login-throttle';
import { hashPassword } from '../../server/security/passwords';
import {
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_SECRETARY,
  schoolWithStaff,
  snapshot,
  type TestApp,
  unchanged,
} from './fixtures';

let t: TestApp;
/** The staff's own password: the demo's published one is refused from other machines (published-password tests). */
const PASSWORD = 'ClavePropia2026!';
beforeAll(async () => {
  ({ t } = await schoolWithStaff({ staff: [] }));
  await t.db
    .update(users)
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where(inArray(users.email, [...DEMO_STAFF]));
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  body: { code: number; message: string; reason?: string; data: unknown; errors?: Record<string, string> };
}

const signIn = async (email: string, password: string, from: string): Promise<Answer> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: from,
  });
  return { status: res.statusCode, body: res.json() };
};

const statuses = (answers: Answer[]) => {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
};

const LOCKED = /^Demasiados intentos fallidos\. Intente de nuevo en \d+ minutos?\.$/;

describe('an account from one client address', () => {
  it('checks only 5 of 20 wrong passwords sent at once; the right one is then refused with the minutes left', async () => {
    const from = '10.1.0.1';
    const burst = await unchanged(
      t,
      () => Promise.all(Array.from({ length: 20 }, (_, i) => signIn(DEMO_SECRETARY, `mala-${i}`, from))),
      { sessions },
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 15 });
    const locked = burst.find((a) => a.status === 429)!;
    expect(locked.body).toMatchObject({ code: 0, reason: 'too_many_attempts', data: null });
    expect(locked.body.message).toMatch(LOCKED);
    const right = await signIn(DEMO_SECRETARY, PASSWORD, from);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Demasiados intentos fallidos. Intente de nuevo en 5 minutos.');
  });

  it('locks that account from that address only: the same account from another machine signs in', async () => {
    const attacker = '10.2.0.1';
    await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(DEMO_ADMIN, `mala-${i}`, attacker)));
    expect((await signIn(DEMO_ADMIN, PASSWORD, attacker)).status).toBe(429);
    const office = await signIn(DEMO_ADMIN, PASSWORD, '10.2.0.2');
    expect(office.status).toBe(200);
    expect(office.body.code).toBe(1);
  });

  it('a running lock is neither cleared nor extended by the failures it refuses', async () => {
    const from = '10.3.0.1';
    await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(DEMO_SECRETARY, `mala-${i}`, from)));
    const [before] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, accountKey(DEMO_SECRETARY, from)));
    expect(before.locked_until).not.toBeNull();
    for (let i = 0; i < 5; i++) expect((await signIn(DEMO_SECRETARY, `otra-${i}`, from)).status).toBe(429);
    const [after] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, accountKey(DEMO_SECRETARY, from)));
    expect(after).toEqual(before);
    expect((await signIn(DEMO_SECRETARY, PASSWORD, from)).status).toBe(429);
  });

  it('the window ends the lock, and the count starts again', async () => {
    const from = '10.4.0.1';
    await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(DEMO_SECRETARY, `mala-${i}`, from)));
    const key = accountKey(DEMO_SECRETARY, from);
    const past = new Date(t.clock.nowMs() - 6 * 60_000);
    await t.db
      .update(loginAttempts)
      .set({ window_started_at: past, locked_until: new Date(t.clock.nowMs() - 60_000) })
      .where(eq(loginAttempts.key, key));
    expect((await signIn(DEMO_SECRETARY, 'mala-otra-vez', from)).status).toBe(401);
    const [row] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
    expect(row).toMatchObject({ count: 1, locked_until: null });
    expect((await signIn(DEMO_SECRETARY, PASSWORD, from)).status).toBe(200);
  });

  it('a right password forgets the failures before it', async () => {
    const from = '10.5.0.1';
    for (let i = 0; i < 4; i++) expect((await signIn(DEMO_SECRETARY, `mala-${i}`, from)).status).toBe(401);
    expect((await signIn(DEMO_SECRETARY, PASSWORD, from)).status).toBe(200);
    const again = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signIn(DEMO_SECRETARY, `mala-b-${i}`, from)),
    );
    expect(statuses(again)).toEqual({ 401: 5 });
  });
});

describe('a client address over all accounts', () => {
  it('checks at most 20 of 60 wrong sign-ins over 60 accounts sent at once, then refuses even a right one', async () => {
    const from = '10.6.0.1';
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(`persona-${i}@colegio.demo`, 'adivinada', from)),
    );
    expect(statuses(burst)).toEqual({ 401: 20, 429: 40 });
    expect(burst.find((a) => a.status === 429)!.body.message).toMatch(LOCKED);
    expect((await signIn(DEMO_ADMIN, PASSWORD, from)).status).toBe(429);
    // Another machine is not affected.
    expect((await signIn(DEMO_ADMIN, PASSWORD, '10.6.0.2')).status).toBe(200);
  });

  it('successful sign-ins do not count', async () => {
    const from = '10.7.0.1';
    for (let i = 0; i < 25; i++)
      expect((await signIn(DEMO_ADMIN, PASSWORD, from)).status, `ingreso ${i}`).toBe(200);
    // At once too (attempts still being checked count: 4 per account, under its 5).
    const burst = await Promise.all(
      [DEMO_ADMIN, DEMO_SECRETARY, DEMO_CASHIER, DEMO_ADMIN, DEMO_SECRETARY, DEMO_CASHIER].flatMap(
        (email) => [signIn(email, PASSWORD, from), signIn(email, PASSWORD, from)],
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 12 });
    for (let i = 0; i < 5; i++) expect((await signIn(DEMO_ADMIN, PASSWORD, from)).status).toBe(200);
  });
});

describe('every sign-in request', () => {
  it('is limited to 60 a minute per client address, right or wrong: then 429 in Spanish', async () => {
    const from = '10.10.0.1';
    // Bodies the schema refuses: counted by the limit, never hashed.
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'x' },
        remoteAddress: from,
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 60).every((s) => s === 400)).toBe(true);
    const limited = await signIn(DEMO_ADMIN, PASSWORD, from);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 0,
      reason: 'too_many_attempts',
      message: 'Demasiadas peticiones. Intente de nuevo en un momento.',
    });
    expect((await signIn(DEMO_ADMIN, PASSWORD, '10.10.0.2')).status).toBe(200);
  });
});

describe('inactive users', () => {
  it('get the same answer whatever password they type, and it counts as a failure', async () => {
    const email = 'inactiva@colegio.demo';
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ADMIN));
    await t.db.insert(users).values({
      name: 'Usuaria Inactiva',
      email,
      num_doc: '99887766',
      password_hash: await hashPassword('Correcta2026!'),
      id_rol: admin.id_rol,
      active: 0,
    });
    const from = '10.8.0.1';
    const right = await signIn(email, 'Correcta2026!', from);
    const wrong = await signIn(email, 'Incorrecta', from);
    const nobody = await signIn('nadie@colegio.demo', 'Incorrecta', from);
    for (const a of [right, wrong, nobody]) {
      expect(a.status).toBe(401);
      expect(a.body).toEqual({
        code: 0,
        message: 'Usuario o contraseña incorrectos',
        data: null,
        reason: 'invalid_credentials',
      });
    }
    const [row] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, accountKey(email, from)));
    expect(row.count).toBe(2);
  });
});

describe("the profile's current password", () => {
  it('counts wrong current passwords like failed sign-ins: 5 of a burst are checked, then 429', async () => {
    const from = '10.9.0.1';
    const login = await signIn(DEMO_SECRETARY, PASSWORD, from);
    const { token } = login.body.data as { token: string };
    const [me] = await t.db.select().from(users).where(eq(users.email, DEMO_SECRETARY));
    const change = (current: string) =>
      t.app
        .inject({
          method: 'PUT',
          url: '/api/profile/update',
          remoteAddress: from,
          headers: { authorization: `Bearer ${token}` },
          payload: {
            name: me.name,
            email: me.email,
            password: 'NuevaClave2026!',
            password_confirmation: 'NuevaClave2026!',
            current_password: current,
          },
        })
        .then((res) => ({ status: res.statusCode, body: res.json() }) as Answer);
    const before = await snapshot(t.db, users);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`mala-${i}`)));
    expect(statuses(burst)).toEqual({ 400: 5, 429: 7 });
    expect(burst.find((a) => a.status === 400)!.body.errors?.current_password).toBe(
      'La contraseña actual no es correcta',
    );
    // Even the right current password waits for the lock to end; nothing was written.
    expect((await change(PASSWORD)).status).toBe(429);
    expect(await snapshot(t.db, users)).toEqual(before);
  });
});
