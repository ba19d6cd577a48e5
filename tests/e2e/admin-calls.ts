/**
 * The set-up of a browser test through the API, in-process: the demo administrator signed in
 * (`adminCalls`), or a guardian invited by the office and activated (`familyCalls`). Each answers
 * `call`, which expects a status below 300 and answers the envelope's data.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Invitation } from '../../src/domain/family';
import { guardians } from '../../server/db/schema';
import type { Running } from './helpers';

export type Calls = <T>(method: 'GET' | 'POST', url: string, payload?: object) => Promise<T>;

function callsWith(run: Running, token: string): Calls {
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const res = await run.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (JSON.parse(res.body) as { data: T }).data;
  };
}

const tokenOf = (body: string) => (JSON.parse(body) as { data: { token: string } }).data.token;

export async function adminCalls(run: Running): Promise<Calls> {
  const signIn = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@colegio.demo', password: 'Demo2026!' },
  });
  return callsWith(run, tokenOf(signIn.body));
}

/** The guardian of document `numDoc` invited by the office and activated with `password`: her portal's calls. */
export async function familyCalls(run: Running, numDoc: string, password: string): Promise<Calls> {
  const staff = await adminCalls(run);
  const [guardian] = await run.database.db
    .select({ id: guardians.id })
    .from(guardians)
    .where(eq(guardians.num_doc, numDoc));
  const { token } = await staff<Invitation>('POST', `/api/academic/attendant/${guardian.id}/invite`);
  const activated = await run.app.inject({
    method: 'POST',
    url: '/api/family/activate',
    payload: { token, password },
  });
  expect(activated.statusCode, activated.body).toBe(200);
  return callsWith(run, tokenOf(activated.body));
}
