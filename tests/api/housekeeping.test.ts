/**
 * Housekeeping (issue 17 item 6): ended sessions, old idempotency keys, spent own-QR codes and
 * finished login failures are purged in batches; everything still in use stays, and the money
 * tables are not touched. On PostgreSQL, a node finding another one purging leaves it the round.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../server/db/client';
import {
  idempotencyKeys,
  loginAttempts,
  ownCodes,
  sessions,
  tillRosterReads,
  tills,
} from '../../server/db/schema';
import { housekeepingRound, purgeOldRows } from '../../server/plugins/housekeeping';
import { MONEY, schoolWithStaff, type TestApp, unchanged } from './fixtures';

let t: TestApp;
let adminId: number;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(t.clock.nowMs() - ms);

beforeAll(async () => {
  ({
    t,
    admin: { id: adminId },
  } = await schoolWithStaff({ staff: ['admin'] }));
});
afterAll(() => t?.close());

describe('housekeeping', () => {
  it('purges what has ended and keeps what is still in use, without touching the money tables', async () => {
    const session = (token: string, expires: Date, revoked: Date | null = null) => ({
      token_hash: token,
      user_id: adminId,
      expires_at: expires,
      revoked_at: revoked,
    });
    await t.db
      .insert(sessions)
      .values([
        session('hk-expired-long-ago', ago(31 * 24 * HOUR)),
        session('hk-revoked-long-ago', new Date(t.clock.nowMs() + HOUR), ago(31 * 24 * HOUR)),
        session('hk-expired-yesterday', ago(24 * HOUR)),
        session('hk-live', new Date(t.clock.nowMs() + HOUR)),
      ]);
    const key = (k: string, at: Date) => ({
      key: k,
      id_staff: adminId,
      fingerprint: 'POST /api/x 0',
      status: 200,
      response: {},
      created_at: at,
    });
    await t.db
      .insert(idempotencyKeys)
      .values([key('hk-old-key', ago(73 * HOUR)), key('hk-recent-key', ago(HOUR))]);
    await t.db
      .insert(ownCodes)
      .values({ id_user: adminId, code_hash: 'hk-spent-code', issued_at: ago(120_000) });
    await t.db.insert(loginAttempts).values([
      { key: 'hk-old@colegio.demo', count: 2, window_started_at: ago(HOUR) },
      { key: 'hk-recent@colegio.demo', count: 2, window_started_at: ago(60_000) },
      {
        key: 'hk-locked@colegio.demo',
        count: 5,
        window_started_at: ago(HOUR),
        locked_until: new Date(t.clock.nowMs() + 60_000),
      },
    ]);

    const [till] = await t.db
      .insert(tills)
      .values({
        codigo: 'ab'.repeat(16),
        store: 1,
        nombre: 'Caja de limpieza',
        max_venta: 1,
        max_total: 1,
        max_horas: 1,
        sobregiro: 0,
        created_at: t.clock.now(),
      })
      .returning({ id: tills.id });
    const recentRead = ago(HOUR);
    await t.db.insert(tillRosterReads).values([
      { id_till: till.id, read_at: ago(31 * 24 * HOUR) },
      { id_till: till.id, read_at: recentRead },
    ]);

    const counts = await unchanged(t, () => purgeOldRows(t.db, t.clock.now()), MONEY);
    expect(counts).toMatchObject({
      sessions: 2,
      idempotencyKeys: 1,
      ownCodes: 1,
      loginAttempts: 1,
      tillRosterReads: 1,
    });
    // A till's recent roster still judges its late sales.
    expect(
      (await t.db.select().from(tillRosterReads).where(eq(tillRosterReads.id_till, till.id))).map(
        (r) => r.read_at,
      ),
    ).toEqual([recentRead]);
    const left = await t.db
      .select({ token: sessions.token_hash })
      .from(sessions)
      .where(
        inArray(sessions.token_hash, [
          'hk-expired-long-ago',
          'hk-revoked-long-ago',
          'hk-expired-yesterday',
          'hk-live',
        ]),
      );
    expect(left.map((s) => s.token).sort()).toEqual(['hk-expired-yesterday', 'hk-live']);
    expect(
      (
        await t.db
          .select()
          .from(idempotencyKeys)
          .where(inArray(idempotencyKeys.key, ['hk-old-key', 'hk-recent-key']))
      ).map((k) => k.key),
    ).toEqual(['hk-recent-key']);
    expect(await t.db.select().from(ownCodes).where(eq(ownCodes.id_user, adminId))).toEqual([]);
    const emails = (await t.db.select().from(loginAttempts)).map((f) => f.key).sort();
    expect(emails).toEqual(expect.arrayContaining(['hk-locked@colegio.demo', 'hk-recent@colegio.demo']));
    expect(emails).not.toContain('hk-old@colegio.demo');
    // The admin's own session still opens the API.
    expect((await purgeOldRows(t.db, t.clock.now())).sessions).toBe(0);
  });

  it('purges in batches of 1 000 until nothing old is left', async () => {
    await t.db.insert(idempotencyKeys).values(
      Array.from({ length: 2500 }, (_, i) => ({
        key: `hk-batch-${i}`,
        id_staff: adminId,
        fingerprint: 'x',
        created_at: ago(100 * HOUR),
      })),
    );
    expect((await housekeepingRound(t.db, t.clock.now()))?.idempotencyKeys).toBe(2500);
  });

  // A second node needs a second connection to the same database: PostgreSQL only (skipped on PGlite).
  it.runIf(inject('dbDriver') === 'pg')(
    'leaves the round to another node that is purging (PostgreSQL)',
    async () => {
      const other = await openPostgres(t.url!);
      try {
        await other.db.transaction(async (tx) => {
          await tx.execute('select pg_advisory_xact_lock(727010)');
          expect(await housekeepingRound(t.db, t.clock.now())).toBeNull();
        });
        expect(await housekeepingRound(t.db, t.clock.now())).not.toBeNull();
      } finally {
        await other.close();
      }
    },
  );
});
