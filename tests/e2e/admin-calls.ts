/**
 * The office's set-up of a browser test through the API, in-process: signs the demo administrator in
 * and answers `call`, which expects a status below 300 and answers the envelope's data.
 */
import { expect } from 'vitest';
import type { Running } from './helpers';

export async function adminCalls(run: Running) {
  const signIn = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@colegio.demo', password: 'Demo2026!' },
  });
  const headers = {
    authorization: `Bearer ${(JSON.parse(signIn.body) as { data: { token: string } }).data.token}`,
  };
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const res = await run.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (JSON.parse(res.body) as { data: T }).data;
  };
  return call;
}
