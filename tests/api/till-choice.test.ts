/**
 * Tills are named things, not browser accidents (src/domain/tillChoice.ts): a browser chooses one
 * of its store's active tills, or whoever holds admin.tills names a new one; nothing else makes a
 * till — not a browser's PUT of a code it made, a roster read nor a late sale. A till unused for
 * TILL_UNUSED_DAYS is marked on the administrator's list, which filters by it.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWANCE, lateSaleRejected, type Till } from '../../src/domain/offline';
import { STORE } from '../../src/domain/stores';
import {
  TILL_GONE,
  TILL_RETIRED,
  TILL_UNUSED_DAYS,
  tillNameTaken,
  type TillChoice,
} from '../../src/domain/tillChoice';
import { products, tillRosterReads, tills } from '../../server/db/schema';
import {
  type Api,
  editRecord,
  listUrl,
  MARIANA,
  schoolWithStaff,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
const TILL_ROWS = { tills };
const newCode = () => randomBytes(16).toString('hex');
const tillCount = async () => (await t.db.select({ n: count() }).from(tills))[0].n;
const DAY = 86_400_000;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
});
afterAll(() => t?.close());

describe('choosing a till', () => {
  it("lists the store's active tills by name, for whoever sells there", async () => {
    const made = await admin.post<TillChoice>('/api/cafeteria/tills', { nombre: 'Barra del patio' });
    expect(made.status, made.body.message).toBe(201);
    const retired = await admin.post<TillChoice>('/api/cafeteria/tills', { nombre: 'Caja vieja' });
    await t.db.update(tills).set({ activa: 0 }).where(eq(tills.codigo, retired.body.data.codigo));
    const res = await cashier.get<TillChoice[]>('/api/cafeteria/tills');
    expect(res.status, res.body.message).toBe(200);
    // The demo school's till, and the new one; not the retired one, not another store's.
    expect(res.body.data.map((till) => till.nombre)).toEqual(['Barra del patio', 'Caja cafetería 1']);
    expect(res.body.data[0]).toEqual({
      codigo: made.body.data.codigo,
      nombre: 'Barra del patio',
      visto_en: null,
    });
    const stationer = (await staffWith(t, admin, ['papeleria', 'papeleria.pos'])).api;
    expect((await stationer.get('/api/cafeteria/tills')).status).toBe(403);
    expect(
      (await stationer.get<TillChoice[]>('/api/papeleria/tills')).body.data.map((x) => x.nombre),
    ).toEqual(['Caja papelería 1']);
  });

  it('creates a named till with a code of its own and the default allowance, only with admin.tills', async () => {
    const refused = await unchanged(
      t,
      () => cashier.post('/api/papeleria/tills', { nombre: 'Caja 2' }),
      TILL_ROWS,
    );
    expect(refused.status).toBe(403);
    const res = await admin.post<TillChoice>('/api/papeleria/tills', { nombre: '  Caja del bloque B  ' });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ nombre: 'Caja del bloque B', visto_en: null });
    expect(res.body.data.codigo).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await t.db.select().from(tills).where(eq(tills.codigo, res.body.data.codigo));
    expect(row).toMatchObject({ store: STORE.papeleria, activa: 1, visto_en: null, ...DEFAULT_ALLOWANCE });
    // The same name at another store is another till.
    expect((await admin.post('/api/restaurant/tills', { nombre: 'Caja del bloque B' })).status).toBe(201);
  });

  it.each([
    ['', 400, 'El campo Nombre es requerido'],
    ['   ', 400, 'El campo Nombre es requerido'],
    ['x'.repeat(61), 400, 'El campo Nombre admite máximo 60 caracteres'],
    [' caja CAFETERÍA 1 ', 409, tillNameTaken('caja CAFETERÍA 1')],
  ])('refuses the name %j under nombre, creating nothing', async (nombre, status, message) => {
    const res = await unchanged(t, () => admin.post('/api/cafeteria/tills', { nombre }), TILL_ROWS);
    expect(res.status).toBe(status);
    expect(res.body.errors?.nombre).toBe(message);
  });

  it('two browsers naming the same till at the same instant make one till', async () => {
    const before = await tillCount();
    const answers = await Promise.all(
      [0, 1].map(() => admin.post('/api/cafeteria/tills', { nombre: 'Caja del kiosco' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await tillCount()).toBe(before + 1);
  });

  it('answers the chosen till its allowance and notes the visit; never creates one for an unknown code', async () => {
    const made = (await admin.post<TillChoice>('/api/cafeteria/tills', { nombre: 'Caja de prueba' })).body
      .data;
    const visit = await cashier.put<Till>(`/api/cafeteria/tills/${made.codigo}`);
    expect(visit.status, visit.body.message).toBe(200);
    expect(visit.body.data).toMatchObject({
      codigo: made.codigo,
      nombre: 'Caja de prueba',
      ...DEFAULT_ALLOWANCE,
    });
    const [seen] = await t.db.select().from(tills).where(eq(tills.codigo, made.codigo));
    expect(Math.abs(seen.visto_en!.getTime() - t.clock.nowMs())).toBeLessThan(60_000);

    const before = await tillCount();
    const unknown = await unchanged(t, () => cashier.put(`/api/cafeteria/tills/${newCode()}`), TILL_ROWS);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(TILL_GONE);
    // A code of another store is unknown here.
    expect((await cashier.put(`/api/papeleria/tills/${made.codigo}`)).status).toBe(404);
    expect(await tillCount()).toBe(before);

    await editRecord(admin, '/api/admin/tills', seen.id, { activa: 0 });
    const retired = await unchanged(t, () => cashier.put(`/api/cafeteria/tills/${made.codigo}`), TILL_ROWS);
    expect(retired.status).toBe(410);
    expect(retired.body.message).toBe(TILL_RETIRED);
  });

  it('a roster read or a late sale naming an unknown code creates no till', async () => {
    const code = newCode();
    const before = await tillCount();
    const reads = (await t.db.select().from(tillRosterReads)).length;
    const roster = await cashier.get(`/api/cafeteria/pos/roster?caja=${code}`);
    expect(roster.status).toBe(200);
    expect(await t.db.select().from(tillRosterReads)).toHaveLength(reads);
    const [product] = await t.db.select().from(products).where(eq(products.store, STORE.cafeteria)).limit(1);
    const sale = await cashier.call<{ estado: string; motivo: string }>(
      'POST',
      '/api/cafeteria/requests/offline',
      {
        caja: code,
        hecha_en: t.clock.now().toISOString(),
        id_user: await userIdByDocument(t, MARIANA),
        products: [{ id: product.id, count: 1 }],
        total: product.price,
      },
      { 'Idempotency-Key': `tarde-${code}` },
    );
    expect(sale.status, sale.body.message).toBe(201);
    expect(sale.body.data).toMatchObject({ estado: 'rechazada', motivo: lateSaleRejected.unknownTill });
    expect(await tillCount()).toBe(before);
  });
});

describe(`the administrator's list: tills unused for ${TILL_UNUSED_DAYS} days`, () => {
  it('marks the active tills last seen (or made and never seen) that long before the server clock, and filters by it', async () => {
    const now = t.clock.nowMs();
    const at = (days: number) => new Date(now - days * DAY);
    const rows = [
      { nombre: 'Sin uso reciente', visto_en: at(TILL_UNUSED_DAYS + 1), created_at: at(90), activa: 1 },
      { nombre: 'Nunca conectada', visto_en: null, created_at: at(TILL_UNUSED_DAYS + 5), activa: 1 },
      { nombre: 'En uso', visto_en: at(TILL_UNUSED_DAYS - 1), created_at: at(90), activa: 1 },
      { nombre: 'Ya retirada', visto_en: at(200), created_at: at(300), activa: 0 },
    ];
    await t.db
      .insert(tills)
      .values(
        rows.map((row) => ({ ...row, codigo: newCode(), store: STORE.restaurant, ...DEFAULT_ALLOWANCE })),
      );
    const names = async (filter: Record<string, unknown>) =>
      (
        await admin.get<{ nombre: string; sin_uso: number }[]>(
          listUrl('/api/admin/tills', { filter: { store: STORE.restaurant, ...filter }, perPage: 100 }),
        )
      ).body.data
        .map((row) => `${row.nombre}: ${row.sin_uso}`)
        .sort();
    expect(await names({ sin_uso: 1 })).toEqual(['Nunca conectada: 1', 'Sin uso reciente: 1']);
    const others = await names({ sin_uso: 0 });
    expect(others).toContain('En uso: 0');
    expect(others).toContain('Ya retirada: 0');
    expect(others).toContain('Caja restaurante 1: 0');
    const bad = await admin.get(listUrl('/api/admin/tills', { filter: { sin_uso: 'quizá' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.filter).toBe(`El filtro Sin uso en ${TILL_UNUSED_DAYS} días debe ser 1 o 0`);
  });
});
