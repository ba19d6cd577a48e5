/**
 * The display session's life (`POST /api/display/session`): it replaces its holder's session with one
 * holding only the turn keys, lasting DISPLAY_SESSION_DAYS (up to the school's midnight after them);
 * only a user with a turn key opens one; it ends on logout or when its user is deactivated, and follows
 * its role's keys. What it may read and everything it is refused: displays-session-access.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { roles, sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/security/tokens';
import type { DisplaySession } from '../../src/domain/displays';
import { api, DEMO_CASHIER, DEMO_PASSWORD, login, staffWith, unchanged } from './fixtures';
import { admin, createDisplay, openDisplaysSchool, t, turnCards } from './fixtures/displays-school';

openDisplaysSchool();

const DAY = 86_400_000;

const sessionRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)))
  )[0];

describe('display session', () => {
  it("replaces the caller's session with a display one lasting DISPLAY_SESSION_DAYS, holding only turn keys", async () => {
    const staffToken = await login(t.app, DEMO_CASHIER, DEMO_PASSWORD);
    const before = t.clock.nowMs();
    const display = await createDisplay(api(t.app, staffToken));
    expect(Object.keys(display).sort()).toEqual([
      'expiresAt',
      'id',
      'mustChangePassword',
      'name',
      'permission',
      'scope',
      'token',
    ]);
    expect(display).toMatchObject({ scope: 'display', mustChangePassword: false });
    expect([...display.permission].sort()).toEqual([
      'cafeteria',
      'cafeteria.turns',
      'papeleria',
      'papeleria.turns',
    ]);
    expect(display.token).not.toBe(staffToken);

    // The old session is revoked: 401 from now on.
    expect((await api(t.app, staffToken).get('/api/cafeteria/enlistment/turns')).status).toBe(401);
    expect((await sessionRow(staffToken)).revoked_at).not.toBeNull();

    const row = await sessionRow(display.token);
    expect(row.scope).toBe('display');
    expect(row.user_id).toBe(display.id);
    expect(row.expires_at.toISOString()).toBe(display.expiresAt);
    // Thirty days, up to the school's midnight after them.
    expect(row.expires_at.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(row.expires_at.getTime()).toBeLessThanOrEqual(t.clock.nowMs() + 31 * DAY);
  });

  it('logout from the display revokes it', async () => {
    const display = await createDisplay(api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD)));
    const screen = api(t.app, display.token);
    expect((await screen.post('/api/logout')).status).toBe(200);
    expect((await screen.get('/api/cafeteria/enlistment/turns')).status).toBe(401);
    expect((await sessionRow(display.token)).revoked_at).not.toBeNull();
  });

  it('a user without a turn key gets 403, without a session 401, and nothing changes', async () => {
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos', 'cafeteria.enlistment']);
    await unchanged(
      t,
      async () => {
        const refused = await seller.api.post('/api/display/session', {});
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 0, reason: 'forbidden' });
        expect((await api(t.app).post('/api/display/session', {})).status).toBe(401);
        expect((await api(t.app, 'garbage-token').post('/api/display/session', {})).status).toBe(401);
      },
      { sessions },
    );
    // Their own session still stands.
    expect((await seller.api.get('/api/cafeteria/enlistment')).status).toBe(200);
  });

  it("ends when its user is deactivated, stays ended on reactivation, and follows the role's keys", async () => {
    const hall = await staffWith(t, admin, [
      'restaurant',
      'restaurant.turns',
      'cafeteria',
      'cafeteria.turns',
    ]);
    const display = await createDisplay(hall.api);
    const screen = api(t.app, display.token);
    await turnCards(screen, '/api/restaurant/turnero');

    // The role loses the restaurant display: the display follows at once.
    const [user] = await t.db.select().from(users).where(eq(users.id, hall.id));
    await t.db
      .update(roles)
      .set({ function: ['cafeteria', 'cafeteria.turns'] })
      .where(eq(roles.id, user.id_rol));
    expect((await screen.get('/api/restaurant/turnero')).status).toBe(403);
    await turnCards(screen, '/api/cafeteria/enlistment/turns');

    const removed = await admin.delete(`/api/admin/users/${hall.id}`);
    expect(removed.status, removed.body.message).toBe(200);
    expect((await screen.get('/api/cafeteria/enlistment/turns')).status).toBe(401);
    const back = await admin.put(`/api/admin/usersdel/${hall.id}`);
    expect(back.status, back.body.message).toBe(200);
    expect((await screen.get('/api/cafeteria/enlistment/turns')).status).toBe(401);
  });

  it('DISPLAY_SESSION_DAYS sets its length', async () => {
    const other = await buildApp(
      t.database,
      { ...loadConfig({ DISPLAY_SESSION_DAYS: '2' }), webRoot: null },
      false,
      { clock: t.clock },
    );
    try {
      await other.ready();
      const before = t.clock.nowMs();
      const res = await api(other, await login(other, DEMO_CASHIER, DEMO_PASSWORD)).post<DisplaySession>(
        '/api/display/session',
        {},
      );
      expect(res.status, res.body.message).toBe(200);
      const ends = Date.parse(res.body.data.expiresAt);
      expect(ends).toBeGreaterThanOrEqual(before + 2 * DAY);
      expect(ends).toBeLessThanOrEqual(t.clock.nowMs() + 3 * DAY);
    } finally {
      await other.close();
    }
    expect(() => loadConfig({ DISPLAY_SESSION_DAYS: '0' })).toThrow(/DISPLAY_SESSION_DAYS/);
    expect(loadConfig({}).displaySessionDays).toBe(30);
  });
});
