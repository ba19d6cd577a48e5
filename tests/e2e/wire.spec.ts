/**
 * On the wire (issue 52, item 1), against the real server serving the real build: each built text
 * file goes out as the best copy the client accepts (Brotli, else gzip, else as it is) with
 * `Vary: Accept-Encoding`, and its bytes decode to the file; hashed assets are kept a year, the
 * pages re-validated; API answers over 1 kB are compressed, small ones and event streams are not.
 */
import { request } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startForFile } from './helpers';

const run = startForFile();

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request as a browser sends it, the answer's bytes as they came (nothing decoded). */
function raw(
  path: string,
  headers: Record<string, string> = {},
  {
    method = 'GET',
    body,
    firstBytesOnly = false,
  }: { method?: string; body?: string; firstBytesOnly?: boolean } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${run.baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        // A stream never ends: its first bytes are enough.
        if (firstBytesOnly) req.destroy();
      });
      const done = () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      res.on('end', done);
      res.on('close', done);
    });
    req.on('error', (error) => (firstBytesOnly ? undefined : reject(error)));
    req.end(body);
  });
}

const decode = (answer: Raw): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
};

const dist = (file: string) => readFileSync(join('dist', file));

describe('en el cable', () => {
  it('la página y su JavaScript van comprimidos como el navegador los acepta, y se decodifican al archivo', async () => {
    const page = await raw('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(String(page.headers.vary)).toMatch(/accept-encoding/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decode(page).equals(dist('index.html'))).toBe(true);

    // The page's entry (small since the sign-in frame loads alone) and the largest script.
    const entry = /src="(\/assets\/main-[\w-]+\.js)"/.exec(dist('index.html').toString())?.[1];
    expect(entry).toBeDefined();
    const largest = readdirSync(join('dist', 'assets'))
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => dist(`assets/${b}`).length - dist(`assets/${a}`).length)[0];
    for (const path of [entry!, `/assets/${largest}`]) {
      const file = dist(path.slice(1));
      const brotli = await raw(path, { 'accept-encoding': 'br' });
      const gzip = await raw(path, { 'accept-encoding': 'gzip' });
      const plain = await raw(path);
      expect([brotli, gzip, plain].map((a) => a.headers['content-encoding'])).toEqual([
        'br',
        'gzip',
        undefined,
      ]);
      for (const answer of [brotli, gzip, plain]) {
        expect(decode(answer).equals(file)).toBe(true);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      console.log(
        `${path}: ${(file.length / 1024).toFixed(0)} kB, gzip ${(gzip.body.length / 1024).toFixed(0)} kB, ` +
          `Brotli ${(brotli.body.length / 1024).toFixed(0)} kB en el cable`,
      );
      expect(brotli.body.length).toBeLessThan(file.length / 2);
    }

    // The portal's page, and the service worker, which the build leaves without a copy (compressed as sent).
    const portal = await raw('/familia/', { 'accept-encoding': 'br' });
    expect(decode(portal).equals(dist('familia/index.html'))).toBe(true);
    const worker = await raw('/sw.js', { 'accept-encoding': 'br' });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(decode(worker).equals(dist('sw.js'))).toBe(true);
  });

  it('las respuestas de la API de más de 1 kB van comprimidas; las pequeñas y los flujos de eventos no', async () => {
    const login = await raw(
      '/api/login',
      { 'content-type': 'application/json' },
      { method: 'POST', body: JSON.stringify({ email: 'admin@colegio.demo', password: 'Demo2026!' }) },
    );
    const token = (JSON.parse(login.body.toString()) as { data: { token: string } }).data.token;
    const signedIn = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };

    const users = await raw('/api/admin/users?perPage=100', signedIn);
    expect(users.headers['content-encoding']).toBe('br');
    expect(users.headers['cache-control']).toBe('no-store');
    const list = JSON.parse(decode(users).toString()) as { code: number; data: unknown[] };
    expect(list.code).toBe(1);
    expect(list.data.length).toBeGreaterThan(10);

    const health = await raw('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();

    const stream = await raw('/api/cafeteria/events', signedIn, { firstBytesOnly: true });
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    // Plain text as written: the stream's first line.
    expect(stream.body.toString()).toMatch(/^retry: \d+/);
  });
});
