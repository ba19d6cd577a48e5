/** The restaurant's lunch line (issue 14 item 1-2): a second helping (otra porción), sold on purpose with its own key, as its own order, once per request. */
import { describe, expect, it } from 'vitest';
import { EXTRA_NEEDS_MEAL, type ScanResult } from '../../src/domain/restaurant';
import { type Api, credentialOf, setSaldo, staffWith, unchanged } from './fixtures';
import {
  admin,
  anonymous,
  line,
  mealOf,
  openLunchLineSchool,
  restaurantOrdersOf,
  scan,
  t,
} from './fixtures/lunch-line-school';

openLunchLineSchool();

/** A demo student no other test here serves. */
const SAMUEL = '1098765437';

describe('a second helping (otra porción)', () => {
  const extra = (who: Api, read: string, key?: string) =>
    who.call<ScanResult>(
      'POST',
      `/api/restaurant/requests/${read}/otraPorcion`,
      {},
      key ? { 'idempotency-key': key } : {},
    );

  it('needs its own key: the lunch line alone may not sell it', async () => {
    expect((await unchanged(t, () => extra(line, SAMUEL))).status).toBe(403);
    expect((await extra(anonymous, SAMUEL)).status).toBe(401);
  });

  it('is refused before the meal of the service, then sold on purpose as its own order, once per request', async () => {
    const server = (
      await staffWith(t, admin, [
        'restaurant',
        'restaurant.requests',
        'restaurant.extra',
        'restaurant.reversion',
      ])
    ).api;
    const credential = await credentialOf(t, SAMUEL);
    await setSaldo(admin, credential, credential.saldo, 100_000);
    const meal = await mealOf(SAMUEL);
    const price = Number(meal.price);

    const early = await unchanged(t, () => extra(server, SAMUEL));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: EXTRA_NEEDS_MEAL, reason: 'no_meal' });

    const first = await scan(server, SAMUEL);
    expect(first.body.data.repeated).toBe(false);
    const second = await extra(server, SAMUEL, 'otra-porcion-1');
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data.mensaje).toContain('Otra porción registrada para');
    expect(second.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(second.body.data.saldo).toBe(100_000 - 2 * price);
    // The same request again (a retry) charges nothing more.
    const retry = await extra(server, SAMUEL, 'otra-porcion-1');
    expect(retry.body.data.orderId).toBe(second.body.data.orderId);
    expect((await credentialOf(t, SAMUEL)).saldo).toBe(100_000 - 2 * price);
    expect(await restaurantOrdersOf(SAMUEL)).toHaveLength(2);

    // A scan still names the meal, not the helping.
    const again = await scan(server, SAMUEL);
    expect(again.body.data).toMatchObject({ repeated: true, orderId: first.body.data.orderId });
    // With the meal reversed, the helping does not count as the meal: the student may scan again.
    expect((await server.post('/api/restaurant/reversion', { id: first.body.data.orderId })).status).toBe(
      200,
    );
    const fresh = await scan(server, SAMUEL);
    expect(fresh.body.data.repeated).toBe(false);
    expect(fresh.body.data.saldo).toBe(100_000 - 2 * price);
  });
});
