/**
 * No published password reachable from the network (issue 28, item 5): an account holding the
 * README's demo password signs in only from the server's own machine, until it is changed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../server/demo/seed';
import { sessions, users } from '../../server/db/schema';
import {
  accountsWithPublishedPassword,
  PUBLISHED_PASSWORD_REFUSED,
} from '../../server/modules/auth/service/published-password';
import {
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  schoolWithStaff,
  type TestApp,
  unchanged,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await schoolWithStaff({ staff: [] }));
});
afterAll(() => t?.close());

const signIn = async (
  email: string,
  password: string,
  from: string,
  headers: Record<string, string> = {},
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: from,
    headers,
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; message: string; reason?: string; data: { token: string } | null },
  };
};

describe('the demo password', () => {
  it('is refused from another machine, with the way out, and writes no session', async () => {
    const res = await unchanged(t, () => signIn(DEMO_ADMIN, DEMO_PASSWORD, '192.0.2.10'), { sessions });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 0,
      message: PUBLISHED_PASSWORD_REFUSED,
      data: null,
      reason: 'published_password',
    });
  });

  it('is refused through a proxy on the server itself (it forwards someone else)', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '192.0.2.11' },
      { forwarded: 'for=192.0.2.11' },
    ];
    for (const headers of proxied) {
      expect((await signIn(DEMO_ADMIN, DEMO_PASSWORD, '127.0.0.1', headers)).status).toBe(403);
    }
  });

  it("is accepted on the server's own machine", async () => {
    for (const from of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await signIn(DEMO_ADMIN, DEMO_PASSWORD, from);
      expect(res.status, from).toBe(200);
    }
  });

  it('a wrong password from the network is the usual 401 (no hint about the account)', async () => {
    const res = await signIn(DEMO_ADMIN, 'otra-cosa', '192.0.2.12');
    expect(res.status).toBe(401);
    expect(res.body.reason).toBe('invalid_credentials');
  });

  it('once changed in the profile, the account signs in from the network; start-up names those still published', async () => {
    expect(await accountsWithPublishedPassword(t.db, DEMO_STAFF)).toEqual([...DEMO_STAFF]);
    const local = await signIn(DEMO_CASHIER, DEMO_PASSWORD, '127.0.0.1');
    const [me] = await t.db.select().from(users).where(eq(users.email, DEMO_CASHIER));
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: { authorization: `Bearer ${local.body.data!.token}` },
      payload: {
        name: me.name,
        email: me.email,
        password: 'CajaPropia2026!',
        password_confirmation: 'CajaPropia2026!',
        current_password: DEMO_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(DEMO_CASHIER, 'CajaPropia2026!', '192.0.2.13')).status).toBe(200);
    expect(await accountsWithPublishedPassword(t.db, DEMO_STAFF)).toEqual(
      DEMO_STAFF.filter((e) => e !== DEMO_CASHIER),
    );
  });
});
