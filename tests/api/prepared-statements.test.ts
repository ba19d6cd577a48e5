/**
 * The money path's prepared statements (server/db/prepared.ts) run on the handle they are given:
 * inside a transaction they see its writes and vanish with its rollback, and the same statement
 * serves the database itself and any number of transactions at once. A Drizzle that moved the
 * fields the helper relies on would run them on another connection: these tests would see it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedSql, preparedStatement } from '../../server/db/prepared';
import { idempotencyKeys } from '../../server/db/schema';
import { buildTestApp, type TestApp } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const claim = preparedStatement('test_claim_key', (db) =>
  db
    .insert(idempotencyKeys)
    .values({ key: sql.placeholder('key'), id_staff: sql.placeholder('staffId'), fingerprint: 'prueba' })
    .returning({ key: idempotencyKeys.key }),
);
const keysLike = preparedSql<{ key: string }>(
  'test_keys_like',
  () =>
    sql`select key from ${idempotencyKeys} where key like ${sql.placeholder('prefix')} || '%' order by key`,
);

const stored = async (prefix: string) =>
  (
    await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} like ${prefix} || '%'`)
      .orderBy(idempotencyKeys.key)
  ).map((row) => row.key);

describe('a prepared statement', () => {
  it('runs in the transaction it is given: its write is seen there and rolled back with it', async () => {
    // Built first on the database itself (the pool, on PostgreSQL), then given a transaction.
    expect(await keysLike.execute(t.db, { prefix: 'tx-a-' })).toEqual([]);
    await claim.execute(t.db, { key: 'tx-a-0', staffId: 1 });
    const rolledBack = new Error('deshacer');
    await expect(
      t.db.transaction(async (tx) => {
        expect(await claim.execute(tx, { key: 'tx-a-1', staffId: 1 })).toEqual([{ key: 'tx-a-1' }]);
        expect(await keysLike.execute(tx, { prefix: 'tx-a-' })).toEqual([
          { key: 'tx-a-0' },
          { key: 'tx-a-1' },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await stored('tx-a-')).toEqual(['tx-a-0']);
  });

  it('runs on the database itself, and in transactions side by side, each with its own writes', async () => {
    await claim.execute(t.db, { key: 'tx-b-0', staffId: 1 });
    await Promise.all(
      [1, 2, 3].map((n) =>
        t.db.transaction(async (tx) => {
          await claim.execute(tx, { key: `tx-b-${n}`, staffId: 1 });
          // Its own write, and the one committed before it began.
          const seen = (await keysLike.execute(tx, { prefix: 'tx-b-' })).map((row) => row.key);
          expect(seen).toContain('tx-b-0');
          expect(seen).toContain(`tx-b-${n}`);
        }),
      ),
    );
    expect(await stored('tx-b-')).toEqual(['tx-b-0', 'tx-b-1', 'tx-b-2', 'tx-b-3']);
    await t.db.delete(idempotencyKeys).where(sql`${idempotencyKeys.key} like 'tx-b-%'`);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'tx-b-0'))).toEqual([]);
  });
});
