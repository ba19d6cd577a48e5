/**
 * API test helpers: the real app on a fresh demo database per test file, login, a small
 * `inject` wrapper that parses the envelope, table snapshots to prove a refused write
 * changed nothing, and the list of registered routes.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { PGliteInterface } from '@electric-sql/pglite';
import { openPglite, openPostgres, pgliteDatabase, type Database, type Db } from '../../server/db/client';
import { carnetMovements, carnets, orderLines, orders, products, stockMovements } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import type { Envelope } from '../../src/domain/envelope';
import { adminQuery, databaseUrl } from './global-setup';

export { DEMO_ADMIN, DEMO_CASHIER, DEMO_PASSWORD } from '../../server/db/seed';
export const DEMO_SECRETARY = 'secretaria@colegio.demo';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** PostgreSQL: this file's database, for a second API node on it; null on PGlite. */
  url: string | null;
  close: () => Promise<void>;
}

/**
 * PGlite: the migrated dump is loaded once per worker (~2-3 s) and each file gets a
 * `clone()` of it (~0.7 s). The api projects run with `isolate: false`, so this module,
 * and the loaded instance, survive from one test file to the next in a worker.
 */
let pgliteBase: Promise<PGliteInterface> | null = null;

async function openPgliteCopy(): Promise<Database> {
  if (!inject('pgliteDump')) return openPglite(null); // global-setup could not dump: migrate here
  pgliteBase ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
    await client.waitReady;
    return client;
  })();
  return pgliteDatabase(await (await pgliteBase).clone());
}

async function openTestDatabase(): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  const driver = inject('dbDriver');
  if (driver === 'pglite') return { database: await openPgliteCopy(), url: null, drop: async () => undefined };
  if (driver !== 'pg')
    throw new Error(`global-setup no preparó la base de datos (driver: ${String(driver)})`);
  const url = inject('pgUrl');
  const name = `${inject('pgPrefix')}${randomBytes(4).toString('hex')}`;
  // CREATE DATABASE … TEMPLATE fails while another session is connected to the template
  // (e.g. a concurrent run re-creating it): retry briefly, then report the real error.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE ${inject('pgTemplate')}`);
      break;
    } catch (err) {
      if (attempt >= 5 || !/being accessed by other users/.test((err as Error).message)) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
  return {
    database: await openPostgres(databaseUrl(url, name)),
    url: databaseUrl(url, name),
    drop: async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** The real app (API only) on a fresh database holding the demo school. */
export async function buildTestApp(): Promise<TestApp> {
  const { database, url, drop } = await openTestDatabase();
  await seedDemo(database.db);
  const app = await buildApp(database, { ...loadConfig({}), webRoot: null }, false);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    url,
    close: async () => {
      try {
        // Whatever a file did, every credential's balance must still be the sum of its ledger,
        // every product's stock the sum of its stock movements, and every order agree with its
        // lines, its ledger row and its stock movements.
        await expectLedgerInvariant(database.db);
        await expectStockInvariant(database.db);
        await expectOrderInvariant(database.db);
      } finally {
        await app.close();
        await database.close();
        await drop();
      }
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T> & Record<string, unknown>;
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
}

/** Text that must never reach a client: stack traces, SQL, driver wording, file paths. */
const LEAK =
  /(\n\s+at\s|\bselect\s.+\bfrom\b|\binsert\s+into\b|\bupdate\s+\S+\s+set\b|violates|constraint|duplicate key|syntax error|node_modules|\/work\/|\.ts:\d+|Error:)/i;

export function assertNoLeak(text: string) {
  expect(text, 'la respuesta no debe mostrar SQL, trazas ni rutas de archivos').not.toMatch(LEAK);
}

/**
 * Calls the app with an optional bearer token. Every answer is checked for the class of
 * bugs no test should ever expect: a 500, a non-envelope JSON body under /api, a leak.
 */
export function api(app: FastifyInstance, token?: string | null) {
  const call = async <T = unknown>(
    method: HTTPMethods,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> => {
    const res = await app.inject({
      method,
      url,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload }
          : { payload: payload as object }),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    if (res.statusCode >= 500) throw new Error(`${method} ${url} respondió ${res.statusCode}: ${res.body}`);
    const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
    const body = isJson && res.body ? JSON.parse(res.body) : res.body;
    if (url.startsWith('/api') && !url.startsWith('/api/docs') && method !== 'HEAD') {
      expect(isJson, `${method} ${url} debe responder JSON`).toBe(true);
      expect(body).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
      expect('data' in body, `${method} ${url}: el sobre lleva data`).toBe(true);
      assertNoLeak(body.message);
      if (body.errors) for (const m of Object.values(body.errors)) assertNoLeak(String(m));
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.body };
  };
  return {
    call,
    get: <T = unknown>(url: string) => call<T>('GET', url),
    post: <T = unknown>(url: string, body?: unknown) => call<T>('POST', url, body ?? {}),
    put: <T = unknown>(url: string, body?: unknown) => call<T>('PUT', url, body ?? {}),
    delete: <T = unknown>(url: string) => call<T>('DELETE', url),
  };
}

/** Logs in and returns the token; fails the test with the server's message otherwise. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await api(app).post<{ token: string }>('/api/login', { email, password });
  if (res.status !== 200 || res.body.code !== 1) {
    throw new Error(`No se pudo ingresar como ${email}: ${res.status} ${res.body.message}`);
  }
  return res.body.data.token;
}

/** A list URL with its query: `filter` is sent as JSON, as react-admin does. */
export function listUrl(base: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined) params.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** Every row of a table in a stable order, to compare before and after a refused write. */
export async function snapshot(db: Db, table: PgTable): Promise<Record<string, unknown>[]> {
  const rows = (await db.select().from(table)) as Record<string, unknown>[];
  const key = (r: Record<string, unknown>) =>
    typeof r.id === 'number'
      ? String(r.id).padStart(12, '0')
      : JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export interface RouteInfo {
  method: string;
  url: string;
}

/** Every registered route, read from `printRoutes` (one line per node, methods in brackets). */
export function registeredRoutes(app: FastifyInstance): RouteInfo[] {
  const out: RouteInfo[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│\s]*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = [...m[1]].length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = url;
    for (const method of m[3]?.split(',').map((s) => s.trim()) ?? []) out.push({ method, url });
  }
  return out;
}

/**
 * A concrete URL for a route pattern (`:id` → a number). Routes that name the same segment
 * differently (`/carnets/:document`, `/carnets/:id/edit`) print as `:document|:id`.
 */
export const concreteUrl = (url: string, id = 1) =>
  url.replace(/:[a-zA-Z_]+(\|:[a-zA-Z_]+)*/g, String(id)).replace(/\*$/, 'x');

/** Routes that need no session. */
export const PUBLIC_ROUTES = new Set(['/api/health', '/api/login', '/api/forms/login']);
export const isPublicApiRoute = (url: string) => PUBLIC_ROUTES.has(url) || url.startsWith('/api/docs');

/** A real 1×1 PNG, built byte by byte (signature, IHDR, IDAT, IEND with their CRCs). */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  // zlib stream of one scanline: filter 0 + one red pixel (stored block, no compression).
  const raw = Buffer.from([0x00, 0xff, 0x00, 0x00]);
  const adler = (() => {
    let a = 1;
    let b = 0;
    for (const x of raw) {
      a = (a + x) % 65521;
      b = (b + a) % 65521;
    }
    const out = Buffer.alloc(4);
    out.writeUInt32BE(((b << 16) | a) >>> 0);
    return out;
  })();
  const idat = Buffer.concat([
    Buffer.from([0x78, 0x01, 0x01, raw.length, 0x00, ~raw.length & 0xff, 0xff]),
    raw,
    adler,
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The ledger's invariant (DESIGN §5), as a list of violations: every credential's balance is
 * the sum of its movements and never negative; each movement starts from the balance the
 * previous one left (the first from 0) and happened no earlier than it.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const sums = await db
    .select({
      id: carnets.id,
      saldo: carnets.saldo,
      total: sql<number>`coalesce(sum(${carnetMovements.amount}), 0)::bigint`.mapWith(Number),
      movements: count(carnetMovements.id),
    })
    .from(carnets)
    .leftJoin(carnetMovements, eq(carnetMovements.id_carnet, carnets.id))
    .groupBy(carnets.id);
  for (const c of sums) {
    if (c.saldo !== c.total) problems.push(`carnet ${c.id}: saldo ${c.saldo} ≠ suma de movimientos ${c.total}`);
    if (c.saldo < 0) problems.push(`carnet ${c.id}: saldo negativo ${c.saldo}`);
  }
  const chain = await db
    .select({
      id: carnetMovements.id,
      id_carnet: carnetMovements.id_carnet,
      saldo_previo: carnetMovements.saldo_previo,
      saldo_nuevo: carnetMovements.saldo_nuevo,
      amount: carnetMovements.amount,
      created_at: carnetMovements.created_at,
    })
    .from(carnetMovements)
    .orderBy(carnetMovements.id_carnet, carnetMovements.id);
  let previous: (typeof chain)[number] | undefined;
  for (const m of chain) {
    const first = !previous || previous.id_carnet !== m.id_carnet;
    const expected = first ? 0 : previous!.saldo_nuevo;
    if (m.saldo_previo !== expected) problems.push(`movimiento ${m.id}: saldo_previo ${m.saldo_previo}, se esperaba ${expected}`);
    if (m.saldo_nuevo !== m.saldo_previo + m.amount || m.saldo_nuevo < 0) problems.push(`movimiento ${m.id}: saldos incoherentes`);
    if (!first && m.created_at < previous!.created_at) problems.push(`movimiento ${m.id}: anterior en el tiempo al movimiento ${previous!.id}`);
    previous = m;
  }
  return problems;
}

export async function expectLedgerInvariant(db: Db): Promise<void> {
  expect(await ledgerProblems(db), 'saldo = suma del libro de movimientos, nunca negativo').toEqual([]);
}

/** The credentials and their ledger, to prove a refused request changed nothing. */
export async function moneySnapshot(db: Db) {
  return { carnets: await snapshot(db, carnets), movements: await snapshot(db, carnetMovements) };
}

/**
 * The stock log's invariant (DESIGN §5), as a list of violations: every product's stock is the
 * sum of its movements' quantities and never negative; each movement leaves the stock the
 * previous one left plus its quantity (the first starts from 0), never below zero.
 */
export async function stockProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const sums = await db
    .select({
      id: products.id,
      stock: products.stock,
      total: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::integer`.mapWith(Number),
    })
    .from(products)
    .leftJoin(stockMovements, eq(stockMovements.id_product, products.id))
    .groupBy(products.id);
  for (const p of sums) {
    if (p.stock !== p.total) problems.push(`producto ${p.id}: stock ${p.stock} ≠ suma de movimientos ${p.total}`);
    if (p.stock < 0) problems.push(`producto ${p.id}: stock negativo ${p.stock}`);
  }
  const chain = await db
    .select({
      id: stockMovements.id,
      id_product: stockMovements.id_product,
      quantity: stockMovements.quantity,
      stock_after: stockMovements.stock_after,
    })
    .from(stockMovements)
    .orderBy(stockMovements.id_product, stockMovements.id);
  let previous: (typeof chain)[number] | undefined;
  for (const m of chain) {
    const before = !previous || previous.id_product !== m.id_product ? 0 : previous.stock_after;
    if (m.stock_after !== before + m.quantity || m.stock_after < 0) {
      problems.push(`movimiento de stock ${m.id}: deja ${m.stock_after}, se esperaba ${before + m.quantity}`);
    }
    previous = m;
  }
  return problems;
}

export async function expectStockInvariant(db: Db): Promise<void> {
  expect(await stockProblems(db), 'stock = suma de sus movimientos, nunca negativo').toEqual([]);
}

/**
 * The orders' invariant, as a list of violations: every order has lines; its total is the sum
 * of its lines (each price × count); the ledger rows pointing to it (on the order's own
 * credential) add up to minus its total (none for a free order) and its stock movements take
 * out exactly its lines' counts, product by product; a reversed order (status 4) has both
 * back to zero. No two waiting orders (status 1 or 2) of a store share a turn, and a waiting
 * order has one.
 */
export async function orderProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  // Qualified by hand: in a one-table select Drizzle writes a bare "id", which the subqueries would take as theirs.
  const orderId = sql.raw('"orders"."id"');
  const orderCarnet = sql.raw('"orders"."id_carnet"');
  const rows = await db
    .select({
      id: orders.id,
      store: orders.store,
      status: orders.status,
      turn: orders.turn,
      total: orders.total,
      id_carnet: orders.id_carnet,
      lines: sql<number>`(select count(*) from ${orderLines} l where l.id_order = ${orderId})`.mapWith(Number),
      linesTotal: sql<number>`(select coalesce(sum(l.total), 0) from ${orderLines} l where l.id_order = ${orderId})`.mapWith(Number),
      badLines: sql<number>`(select count(*) from ${orderLines} l where l.id_order = ${orderId} and l.total <> l.price * l.count)`.mapWith(Number),
      paid: sql<number>`(select coalesce(-sum(m.amount), 0) from ${carnetMovements} m where m.id_order = ${orderId})`.mapWith(Number),
      otherCarnet: sql<number>`(select count(*) from ${carnetMovements} m where m.id_order = ${orderId} and m.id_carnet <> ${orderCarnet})`.mapWith(Number),
      stockMismatch: sql<number>`(select count(*) from (
        select l.id_product, sum(l.count) as n from ${orderLines} l where l.id_order = ${orderId} group by l.id_product
      ) sold full join (
        select s.id_product, -sum(s.quantity) as n from ${stockMovements} s
        where s.id_order = ${orderId} group by s.id_product
      ) moved on moved.id_product = sold.id_product
      where (case when ${sql.raw('"orders"."status"')} = 4 then 0 else sold.n end) is distinct from coalesce(moved.n, 0))`.mapWith(Number),
    })
    .from(orders);
  const live = new Map<string, number>();
  for (const o of rows) {
    if (o.lines === 0) problems.push(`pedido ${o.id}: sin líneas`);
    if (o.badLines > 0) problems.push(`pedido ${o.id}: líneas con total ≠ precio × cantidad`);
    if (o.total !== o.linesTotal) problems.push(`pedido ${o.id}: total ${o.total} ≠ suma de líneas ${o.linesTotal}`);
    const owed = o.status === 4 ? 0 : o.total;
    if (owed !== o.paid) problems.push(`pedido ${o.id}: debe ${owed} ≠ −movimientos del carnet ${o.paid}`);
    if (o.otherCarnet > 0) problems.push(`pedido ${o.id}: movimientos de otro carnet`);
    if (o.stockMismatch > 0) problems.push(`pedido ${o.id}: movimientos de stock ≠ líneas`);
    if (o.status === 1 || o.status === 2) {
      if (o.turn === null) problems.push(`pedido ${o.id}: en espera sin turno`);
      else {
        const key = `${o.store}:${o.turn}`;
        if (live.has(key)) problems.push(`pedidos ${live.get(key)} y ${o.id}: mismo turno ${o.turn} en la tienda ${o.store}`);
        live.set(key, o.id);
      }
    }
  }
  return problems;
}

export async function expectOrderInvariant(db: Db): Promise<void> {
  expect(await orderProblems(db), 'pedido = sus líneas = −su movimiento = su salida de stock; turnos únicos').toEqual([]);
}
