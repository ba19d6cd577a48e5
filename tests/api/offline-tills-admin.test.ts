/**
 * The offline tills' administrator screen *Cajas* (issue 33): the generic CRUD of `tillsResource`,
 * edited by admin.tills, never created nor deleted there (tills are made at a point of sale:
 * till-choice.test.ts, which also checks the list's mark of unused tills). The report of *Ventas fuera de línea* is in
 * offline-sales-report.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { Till } from '../../src/domain/offline';
import { tillsResource } from '../../src/domain/resources';
import { tills } from '../../server/db/schema';
import { editRecord, listUrl, staffWith, unchanged } from './fixtures';
import {
  admin,
  anonymous,
  CAFE,
  cafe,
  cashier,
  openOfflineTillsSchool,
  paper,
  t,
  TILLS,
} from './fixtures/offline-tills-school';

const TILL_ROWS = { tills };

openOfflineTillsSchool();

describe('Cajas (admin/tills)', () => {
  it("lists the school's tills, in the wire names of a till", async () => {
    const list = await admin.get<Record<string, unknown>[]>(listUrl(TILLS, { sort: 'nombre', order: 'ASC' }));
    expect(list.status, list.body.message).toBe(200);
    // The demo school's three and the two the cashier's browsers use.
    expect(list.body.total).toBe(5);
    // The café's till as it stands (another test of this file may have renamed it), read as the till reads it.
    const till = (await cashier.put<Till>(`/api/cafeteria/tills/${CAFE}`)).body.data;
    const row = list.body.data.find((r) => r.id === cafe.id)!;
    expect(row).toMatchObject({
      nombre: till.nombre,
      store: STORE.cafeteria,
      max_venta: till.max_venta,
      max_horas: till.max_horas,
      sobregiro: till.sobregiro,
      activa: 1,
      sin_uso: 0,
    });
    expect(Date.parse(String(row.visto_en))).toBeGreaterThan(t.clock.nowMs() - 60_000);
    const byStore = await admin.get<Record<string, unknown>[]>(
      listUrl(TILLS, { filter: { store: STORE.papeleria } }),
    );
    expect(byStore.body.data.map((r) => r.id)).toContain(paper.id);
    expect(byStore.body.data.map((r) => r.store)).toEqual([STORE.papeleria, STORE.papeleria]);
  });

  it('saves a new name and allowance, which the till reads on its next visit', async () => {
    const res = await editRecord<Record<string, unknown>>(admin, TILLS, cafe.id, {
      nombre: 'Caja del patio',
      max_venta: 20_000,
      max_total: 900_000,
      max_horas: 6,
      sobregiro: 5_000,
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('Actualizado');
    const again = await cashier.put<Till>(`/api/cafeteria/tills/${CAFE}`);
    expect(again.body.data).toMatchObject({
      id: cafe.id,
      nombre: 'Caja del patio',
      max_venta: 20_000,
      max_total: 900_000,
      max_horas: 6,
      sobregiro: 5_000,
    });
    // Its store is the one it was made at, whatever an edit sends.
    await editRecord(admin, TILLS, cafe.id, { store: STORE.papeleria });
    expect((await t.db.select().from(tills).where(eq(tills.id, cafe.id)))[0].store).toBe(STORE.cafeteria);
  });

  it.each([
    ['max_horas', 73, 'El campo Horas sin conexión no puede ser mayor a 72'],
    ['max_horas', -1, 'El campo Horas sin conexión debe ser mayor o igual a 0'],
    ['max_venta', -1, 'El campo Máximo por venta debe ser mayor o igual a 0'],
    ['sobregiro', 1500.5, 'El campo Sobregiro debe ser un número entero'],
    ['max_total', 'mucho', 'El campo Máximo total debe ser un número entero'],
    ['max_total', null, 'El campo Máximo total es requerido'],
    ['nombre', '', 'El campo Nombre es requerido'],
  ])('refuses %s = %j with its Spanish message, changing nothing', async (field, value, message) => {
    const res = await unchanged(t, () => editRecord(admin, TILLS, cafe.id, { [field]: value }), TILL_ROWS);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it('refuses an edit that leaves out a field of the allowance', async () => {
    const res = await unchanged(
      t,
      () =>
        admin.put(`${TILLS}/${cafe.id}`, { nombre: 'Sin tope', max_venta: 1, max_total: 1, max_horas: 1 }),
      TILL_ROWS,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.sobregiro).toBe('El campo Sobregiro es requerido');
  });

  it('is neither created nor deleted here: 409 with the reason, nothing changes', async () => {
    const created = await unchanged(
      t,
      () =>
        admin.post(TILLS, {
          nombre: 'A mano',
          store: 1,
          max_venta: 1,
          max_total: 1,
          max_horas: 1,
          sobregiro: 0,
        }),
      TILL_ROWS,
    );
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(tillsResource.refuses?.create);
    const removed = await unchanged(t, () => admin.delete(`${TILLS}/${paper.id}`), TILL_ROWS);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(tillsResource.refuses?.remove);
    // No create form either.
    expect((await admin.get(`${TILLS}/create`)).status).toBe(404);
  });

  it('is deactivated instead, and answers its key only', async () => {
    expect((await editRecord(admin, TILLS, paper.id, { activa: 0 })).status).toBe(200);
    expect((await t.db.select().from(tills).where(eq(tills.id, paper.id)))[0].activa).toBe(0);
    expect((await anonymous.get(TILLS)).status).toBe(401);
    expect((await anonymous.put(`${TILLS}/${cafe.id}`, { nombre: 'x' })).status).toBe(401);
    const clerk = (await staffWith(t, admin, ['admin', 'admin.users'])).api;
    for (const res of [
      await clerk.get(TILLS),
      await clerk.get(`${TILLS}/${cafe.id}/edit`),
      await clerk.post(TILLS, {}),
      await clerk.delete(`${TILLS}/${cafe.id}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(
      (await unchanged(t, () => editRecord(clerk, TILLS, cafe.id, { nombre: 'Ajena' }, admin), TILL_ROWS))
        .status,
    ).toBe(403);
    // Whoever reads the report lists the tills to filter by, and changes none.
    const reader = (await staffWith(t, admin, ['admin', 'admin.offlinesales'])).api;
    expect((await reader.get(TILLS)).status).toBe(200);
    expect(
      (await unchanged(t, () => editRecord(reader, TILLS, cafe.id, { nombre: 'Ajena' }, admin), TILL_ROWS))
        .status,
    ).toBe(403);
  });
});
