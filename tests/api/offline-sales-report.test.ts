/**
 * The offline tills' report *Ventas fuera de línea* (issue 33, key admin.offlinesales): the late
 * sales filtered by days, till, store and outcome, and the totals per till for the same filter. The
 * sales are made as a till sends them.
 */
import { and, eq, gte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { LateSaleResult } from '../../src/domain/offline';
import type { OfflineSaleRow, OfflineSalesTotals } from '../../src/domain/offlineSales';
import { products } from '../../server/db/schema';
import {
  credentialOf,
  editRecord,
  EMILIANO,
  listUrl,
  MARIANA,
  NICOLAS,
  productNamed,
  setSaldo,
  staffWith,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  anonymous,
  CAFE,
  cafe,
  cashier,
  lista,
  openOfflineTillsSchool,
  PAPER,
  paper,
  t,
  TILLS,
} from './fixtures/offline-tills-school';

const SALES = '/api/admin/offline-sales';
let cashierName: string;
let keys = 0;

const minutesAgo = (m: number) => new Date(t.clock.nowMs() - m * 60_000).toISOString();
const lateSale = (store: 'cafeteria' | 'papeleria', caja: string, body: Record<string, unknown>) =>
  cashier.call<LateSaleResult>(
    'POST',
    `/api/${store}/requests/offline`,
    { caja, lista: lista[caja], hecha_en: minutesAgo(20), ...body },
    { 'Idempotency-Key': `admin-offline-${++keys}` },
  );

async function fundTo(doc: string, saldo: number) {
  const c = await credentialOf(t, doc);
  await setSaldo(admin, c, c.saldo, saldo);
}

openOfflineTillsSchool();
beforeAll(async () => {
  cashierName = (await cashier.post<{ name: string }>('/api/profile')).body.data.name;
});

describe('Ventas fuera de línea (admin/offline-sales)', () => {
  let water: { id: number; price: number };
  let pencil: { id: number; price: number };
  const outcomes: Record<string, LateSaleResult> = {};

  beforeAll(async () => {
    water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    [pencil] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.store, STORE.papeleria), gte(products.stock, 5)))
      .orderBy(products.id)
      .limit(1);
    // Known allowances, whatever the tests above left.
    await editRecord(admin, TILLS, cafe.id, {
      nombre: 'Caja del patio',
      max_venta: 20_000,
      sobregiro: 5_000,
    });
    await editRecord(admin, TILLS, paper.id, { activa: 1 });
    await fundTo(NICOLAS, 50_000);
    await fundTo(EMILIANO, 2_000);
    await fundTo(MARIANA, 50_000);
    const sell = async (
      name: string,
      store: 'cafeteria' | 'papeleria',
      caja: string,
      doc: string,
      product: { id: number; price: number },
      count: number,
    ) => {
      const res = await lateSale(store, caja, {
        id_user: await userIdByDocument(t, doc),
        products: [{ id: product.id, count }],
        total: product.price * count,
      });
      expect(res.status, res.body.message).toBe(201);
      outcomes[name] = res.body.data;
    };
    await sell('accepted', 'cafeteria', CAFE, NICOLAS, water, 1);
    // Over the balance within the edited overdraft (5 000), then beyond it.
    await sell('flagged', 'cafeteria', CAFE, EMILIANO, water, Math.ceil(4_000 / water.price));
    await sell('refused', 'cafeteria', CAFE, EMILIANO, water, Math.ceil(12_000 / water.price));
    await sell('paper', 'papeleria', PAPER, MARIANA, pencil, 1);
    expect(outcomes.flagged).toMatchObject({ estado: 'marcada', marcas: ['sobregiro'] });
    expect(outcomes.refused.estado).toBe('rechazada');
    expect(outcomes.paper).toMatchObject({ estado: 'aceptada', marcas: [] });
  });

  it('lists every late sale, newest first, with its till, student, charge and sender', async () => {
    const res = await admin.get<OfflineSaleRow[]>(SALES);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.data.map((r) => r.id)).toEqual([
      outcomes.paper.id,
      outcomes.refused.id,
      outcomes.flagged.id,
      outcomes.accepted.id,
    ]);
    const flagged = res.body.data.find((r) => r.id === outcomes.flagged.id)!;
    const count = Math.ceil(4_000 / water.price);
    expect(flagged).toMatchObject({
      caja: 'Caja del patio',
      id_caja: cafe.id,
      store: STORE.cafeteria,
      num_doc: EMILIANO,
      total: water.price * count,
      cobrado: water.price * count,
      estado: 'marcada',
      marcas: ['sobregiro'],
      motivo: null,
      id_order: outcomes.flagged.id_order,
      enviada_por: cashierName,
    });
    expect(flagged.estudiante).toBeTruthy();
    expect(Date.parse(flagged.recibida_en) - Date.parse(flagged.hecha_en)).toBeGreaterThan(15 * 60_000);
    const refused = res.body.data.find((r) => r.id === outcomes.refused.id)!;
    expect(refused).toMatchObject({ estado: 'rechazada', cobrado: null, id_order: null, marcas: [] });
    expect(refused.motivo).toContain('Saldo insuficiente al sincronizar');
  });

  it('filters by outcome, till, store and the days it arrived, and sorts', async () => {
    const ids = async (query: Record<string, unknown>) => {
      const res = await admin.get<OfflineSaleRow[]>(listUrl(SALES, query));
      expect(res.status, res.body.message).toBe(200);
      return res.body.data.map((r) => r.id).sort((a, b) => a - b);
    };
    const sorted = (...list: LateSaleResult[]) => list.map((o) => o.id).sort((a, b) => a! - b!);
    expect(await ids({ filter: { estado: 'rechazada' } })).toEqual(sorted(outcomes.refused));
    expect(await ids({ filter: { estado: ['aceptada', 'marcada'] } })).toEqual(
      sorted(outcomes.accepted, outcomes.flagged, outcomes.paper),
    );
    expect(await ids({ filter: { id_caja: paper.id } })).toEqual(sorted(outcomes.paper));
    expect(await ids({ filter: { store: STORE.cafeteria, estado: 'aceptada' } })).toEqual(
      sorted(outcomes.accepted),
    );
    expect(await ids({ filter: { from: '2000-01-01', to: '2000-01-31' } })).toEqual([]);
    expect(await ids({ filter: { from: '2000-01-01', to: '2999-12-31' } })).toHaveLength(4);
    const byTill = await admin.get<OfflineSaleRow[]>(
      listUrl(SALES, { sort: 'caja', order: 'ASC', perPage: 1 }),
    );
    expect(byTill.body).toMatchObject({ total: 4, data: [{ caja: 'Caja del patio' }] });
  });

  it('refuses a bad filter or sort with 400', async () => {
    for (const query of [
      { filter: { estado: 'perdida' } },
      { filter: { store: 9 } },
      { filter: { id_caja: 'x' } },
      { filter: { from: '2026-02-10', to: '2026-02-01' } },
      { filter: { codigo: CAFE } },
      { sort: 'clave' },
    ]) {
      const res = await admin.get(listUrl(SALES, query));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.reason).toBe('validation');
    }
    expect((await admin.get(listUrl(`${SALES}/totals`, { filter: { estado: 'perdida' } }))).status).toBe(400);
  });

  it('totals each till by outcome for the same filter', async () => {
    const res = await admin.get<OfflineSalesTotals>(`${SALES}/totals`);
    expect(res.status, res.body.message).toBe(200);
    const { cajas, total } = res.body.data;
    const [patio, papel] = [
      cajas.find((c) => c.id_caja === cafe.id)!,
      cajas.find((c) => c.id_caja === paper.id)!,
    ];
    const flaggedTotal = water.price * Math.ceil(4_000 / water.price);
    const refusedTotal = water.price * Math.ceil(12_000 / water.price);
    expect(patio).toMatchObject({
      caja: 'Caja del patio',
      store: STORE.cafeteria,
      por_estado: {
        aceptada: { ventas: 1, total: water.price },
        marcada: { ventas: 1, total: flaggedTotal },
        rechazada: { ventas: 1, total: refusedTotal },
      },
      cobrado: water.price + flaggedTotal,
    });
    expect(papel.por_estado).toMatchObject({
      aceptada: { ventas: 1, total: pencil.price },
      rechazada: { ventas: 0, total: 0 },
    });
    expect(total).toMatchObject({
      por_estado: {
        aceptada: { ventas: 2 },
        marcada: { ventas: 1 },
        rechazada: { ventas: 1, total: refusedTotal },
      },
      cobrado: water.price + flaggedTotal + pencil.price,
    });
    const refusedOnly = await admin.get<OfflineSalesTotals>(
      listUrl(`${SALES}/totals`, { filter: { estado: 'rechazada' } }),
    );
    expect(refusedOnly.body.data.cajas.map((c) => c.id_caja)).toEqual([cafe.id]);
    expect(refusedOnly.body.data.total).toMatchObject({
      por_estado: { aceptada: { ventas: 0 }, rechazada: { ventas: 1 } },
      cobrado: 0,
    });
  });

  it('answers its key only', async () => {
    for (const path of [SALES, `${SALES}/totals`]) {
      expect((await anonymous.get(path)).status).toBe(401);
      expect((await cashier.get(path)).status).toBe(403);
      const tillsOnly = (await staffWith(t, admin, ['admin', 'admin.tills'])).api;
      expect((await tillsOnly.get(path)).status).toBe(403);
      const reader = (await staffWith(t, admin, ['admin', 'admin.offlinesales'])).api;
      expect((await reader.get(path)).status).toBe(200);
    }
  });
});
