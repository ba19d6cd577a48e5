/**
 * The old client's store calls that are gone (issue 51, item 5; src/domain/retiredCalls.ts): each
 * answers 410 with what replaced it in the cashier's words and changes nothing, still behind its
 * store key (401 without a session, 403 without the key), and the description marks it deprecated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retiredCalls, RETIRED_DELETE, RETIRED_REPORT } from '../../src/domain/retiredCalls';
import type { StoreSegment } from '../../src/domain/stores';
import { schoolWithStaff, staffWith, unchanged, type School } from './fixtures';

let school: School<'admin'>;
beforeAll(async () => {
  school = await schoolWithStaff({ staff: ['admin'] });
});
afterAll(() => school?.t.close());

const STORES: readonly StoreSegment[] = ['cafeteria', 'papeleria'];
const urlOf = (store: StoreSegment, path: string) => `/api/${store}/${path.replace(':id', '1')}`;

describe("the old client's store calls that are gone", () => {
  it.each(STORES)('answer what replaced them in %s, and change nothing', async (store) => {
    const { t, admin } = school;
    for (const call of retiredCalls(store)) {
      const res = await unchanged(t, () =>
        admin.api.call(call.method, urlOf(store, call.path), call.method === 'GET' ? undefined : {}),
      );
      expect(res.status, `${call.method} ${call.path}`).toBe(410);
      expect(res.body).toMatchObject({ code: 0, reason: 'retired', message: call.message });
    }
  });

  it('deleting an order or keeping a report says so in words', async () => {
    const res = await school.admin.api.call('DELETE', '/api/cafeteria/requests/14');
    expect(res.body.message).toBe(RETIRED_DELETE);
    expect((await school.admin.api.call('POST', '/api/papeleria/reports', {})).body.message).toBe(
      RETIRED_REPORT,
    );
  });

  it('are behind their store key like the calls that replaced them', async () => {
    const { t, admin, anonymous } = school;
    const stationery = await staffWith(t, admin.api, ['papeleria', 'papeleria.reports']);
    expect((await anonymous.call('GET', '/api/cafeteria/reports')).status).toBe(401);
    expect((await stationery.api.call('GET', '/api/cafeteria/reports')).status).toBe(403);
    expect((await stationery.api.call('DELETE', '/api/papeleria/requests/1')).status).toBe(403);
    expect((await stationery.api.call('GET', '/api/papeleria/reports')).status).toBe(410);
  });

  it('are marked deprecated in the description, with what replaced them', () => {
    const paths = (
      school.t.app.swagger() as {
        paths: Record<string, Record<string, { deprecated?: boolean; summary?: string }>>;
      }
    ).paths;
    for (const store of STORES)
      for (const call of retiredCalls(store)) {
        const operation =
          paths[`/api/${store}/${call.path.replace(':id', '{id}')}`]?.[call.method.toLowerCase()];
        expect(operation?.deprecated, `${call.method} ${call.path}`).toBe(true);
        expect(operation?.summary).toContain(call.instead);
      }
  });
});
