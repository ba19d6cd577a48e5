/**
 * API benchmark: the real server on a fresh embedded database with 5 000 users, driven over
 * loopback HTTP. Prints latency percentiles and throughput; asserts nothing (shared machines
 * are noisy). Run: npm run bench:api [-- --requests 2000 --concurrency 8]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres } from '../server/db/client';
import { seedDemo } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { users } from '../server/db/schema';
import { measureSerialization, recordAnswers } from './serialization';
import { openShop } from './shop';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 2000);
const CONCURRENCY = arg('concurrency', 8);
const USERS = arg('users', 5000);

const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const database = process.env.BENCH_DATABASE_URL
  ? await openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(join(dir, 'data'));
await seedDemo(database.db, { clock: systemClock });
const hash = 'scrypt$16384$8$1$AAAA$AAAA'; // never used to sign in
for (let start = 0; start < USERS; start += 500) {
  await database.db.insert(users).values(
    Array.from({ length: Math.min(500, USERS - start) }, (_, k) => {
      const n = start + k;
      return {
        name: `Usuario ${n} Pérez`,
        email: `u${n}@bench.demo`,
        num_doc: `9${String(n).padStart(8, '0')}`,
        id_rol: 3,
        password_hash: hash,
      };
    }),
  );
}
// A customer and a product for the orders page the serialization measure reads (100 sales).
const shop = await openShop(database.db, 1, { price: 1000, saldo: 1_000_000, stock: 1000 });
const app = await buildApp(database, { ...loadConfig({}), webRoot: null }, false, {
  observers: [recordAnswers],
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

const t0 = performance.now();
const loginResponse = await fetch(`${base}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@colegio.demo', password: 'Demo2026!' }),
});
const loginMs = performance.now() - t0;
const token = ((await loginResponse.json()) as { data: { token: string } }).data.token;
const headers = { authorization: `Bearer ${token}` };

async function measure(label: string, path: (i: number) => string) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t = performance.now();
        const response = await fetch(`${base}/${path(i)}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(
    `${label.padEnd(34)} ${String(REQUESTS).padStart(5)} req  ${(REQUESTS / seconds).toFixed(0).padStart(5)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`,
  );
}

console.log(`database: ${database.driver}, users: ${USERS + 3}, concurrency: ${CONCURRENCY}`);
console.log(`login (scrypt N=16384)             ${loginMs.toFixed(0)} ms`);
await measure('GET admin/users page 1 (10)', () => 'admin/users?page=1&perPage=10');
await measure(
  'GET admin/users deep page sorted',
  (i) => `admin/users?page=${(i % 400) + 1}&perPage=10&sort=email&order=DESC`,
);
await measure(
  'GET admin/users q search',
  (i) => `admin/users?q=${encodeURIComponent(`Usuario ${i % 5000}`)}`,
);
await measure('GET admin/users/{id}/edit', (i) => `admin/users/${(i % 5000) + 4}/edit`);

for (let i = 0; i < 100; i++) {
  const sold = await fetch(`${base}/cafeteria/requests`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      id_user: shop.customers[0].id,
      products: [{ id: shop.items[0].id, count: 1 }],
      inmediate: 1,
    }),
  });
  if (sold.status !== 201) throw new Error(`venta ${i + 1}: HTTP ${sold.status} ${await sold.text()}`);
}

console.log('\nwriting an answer by its schema (fast-json-stringify) against JSON.stringify, same payload:');
await measureSerialization(base, headers, [
  { label: 'GET admin/users (100)', method: 'GET', url: '/api/admin/users', path: 'admin/users?perPage=100' },
  {
    label: 'GET cafeteria/requests (100)',
    method: 'GET',
    url: '/api/cafeteria/requests',
    path: 'cafeteria/requests?perPage=100',
  },
  {
    label: 'POST admin/carnets/reports',
    method: 'POST',
    url: '/api/admin/carnets/reports',
    path: 'admin/carnets/reports',
    body: { fecha_ini: '2020-01-01', fecha_fin: '2030-12-31' },
  },
]);
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
