/**
 * How many statements the money doors send for one request (issue 31): a sale, a top-up and a
 * lunch scan, each with its Idempotency-Key as the web app sends them. A regression guard on the
 * round trips where money moves, not a timing: the counts are what the doors take now, and a
 * change that adds a statement to the hot path has to say so here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../../server/demo/seed';
import {
  cafeteriaBody,
  credentialOf,
  EMILIANO,
  productNamed,
  schoolWithStaff,
  sell,
  userIdByDocument,
  type Api,
  type TestApp,
} from './fixtures';
import { STORE } from '../../src/domain/inventory';

/** Statements of one request, BEGIN and COMMIT aside (server/db/statement-count.ts). */
const LIMITS = { sale: 5, topUp: 5, scan: 9 };

let t: TestApp;
let admin: Api;

beforeAll(async () => {
  // Without the notifier: the events' delivery runs after the answer, batched across requests, not per request.
  ({
    t,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'], build: { notifier: false } }));
});
afterAll(() => t?.close());

async function statementsOf<T>(request: () => Promise<T>): Promise<{ answer: T; statements: number }> {
  const before = t.database.statements.sent;
  const answer = await request();
  return { answer, statements: t.database.statements.sent - before };
}

describe('the statements of one money request', () => {
  it('a sale of two products, handed over on the spot', async () => {
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const bread = await productNamed(t, 'Pandebono', STORE.cafeteria);
    const userId = await userIdByDocument(t, EMILIANO);
    const body = cafeteriaBody(
      userId,
      [
        { id: water.id, count: 1 },
        { id: bread.id, count: 2 },
      ],
      { inmediate: 1 },
    );
    const { answer, statements } = await statementsOf(() =>
      sell(admin, 'cafeteria', body, 'sale-statements-1'),
    );
    expect(answer.status, answer.body.message).toBe(201);
    console.log(`venta: ${statements} sentencias`);
    expect(statements).toBeLessThanOrEqual(LIMITS.sale);
  });

  it('a top-up', async () => {
    const credential = await credentialOf(t, EMILIANO);
    const { answer, statements } = await statementsOf(() =>
      admin.call(
        'PUT',
        `/api/admin/carnets/${credential.id}`,
        { recarga: 5000 },
        { 'Idempotency-Key': 'topup-statements-1' },
      ),
    );
    expect(answer.status, answer.body.message).toBe(200);
    console.log(`recarga: ${statements} sentencias`);
    expect(statements).toBeLessThanOrEqual(LIMITS.topUp);
  });

  it('a scan at the lunch line', async () => {
    const { answer, statements } = await statementsOf(() =>
      admin.get(`/api/restaurant/requests/${DEMO_STUDENT.num_doc}/registerstarVenta`),
    );
    expect(answer.status, answer.body.message).toBe(200);
    console.log(`almuerzo: ${statements} sentencias`);
    expect(statements).toBeLessThanOrEqual(LIMITS.scan);
  });
});
