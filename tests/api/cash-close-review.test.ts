/**
 * The cash close's supervision (issue 34): the X report of the open periods and the review are for
 * supervisors, nobody reviews their own close and a review is once; nobody else gets in, and a
 * close is never changed nor deleted, even in the database.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CASH_CLOSE_MESSAGES,
  type CashClose,
  type CashMovement,
  type OpenPeriod,
} from '../../src/domain/cashClose';
import { staffWith, unchanged } from './fixtures';
import {
  admin,
  BASE,
  close,
  CLOSES,
  DESK,
  move,
  newDesk,
  newReviewer,
  openCashCloseSchool,
  t,
} from './fixtures/cash-close-school';

openCashCloseSchool();

describe('cash close supervision', () => {
  it('the X report and the review are for supervisors; nobody reviews their own close, and a review is once', async () => {
    const [desk, reviewer] = [await newDesk(), await newReviewer()];
    await move(desk.api, 7000);
    await move(reviewer.api, 3000);
    const x = await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`);
    expect(x.status).toBe(200);
    expect(x.body.data.find((p) => p.id_staff === desk.id)).toMatchObject({
      movimientos: 1,
      esperado: { efectivo: 7000 },
    });
    const detail = await reviewer.api.get<CashMovement[]>(`${BASE}/x/${desk.id}`);
    expect(detail.body.data.map((d) => d.valor)).toEqual([7000]);
    expect((await desk.api.get(`${BASE}/x`)).status).toBe(403);
    expect((await desk.api.get(`${BASE}/x/${desk.id}`)).status).toBe(403);

    expect((await close(desk.api, { efectivo: 7000, transferencia: 0, tarjeta: 0 })).status).toBe(201);
    const mineAll = (await desk.api.get<CashClose[]>(BASE)).body.data;
    expect(mineAll.every((c) => c.id_staff === desk.id)).toBe(true);
    const everyone = (await reviewer.api.get<CashClose[]>(`${BASE}?id_staff=${desk.id}`)).body.data;
    expect(everyone.map((c) => c.id)).toEqual(mineAll.map((c) => c.id));
    const target = mineAll[0];
    expect((await desk.api.post(`${BASE}/${target.id}/review`, { comentario: 'Bien' })).status).toBe(403);
    const own = await reviewer.api.post<CashClose>(BASE, {
      contado: { efectivo: 3000, transferencia: 0, tarjeta: 0 },
    });
    const self = await unchanged(
      t,
      () => reviewer.api.post(`${BASE}/${own.body.data.id}/review`, { comentario: 'Bien' }),
      CLOSES,
    );
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(CASH_CLOSE_MESSAGES.ownReview);
    const noComment = await reviewer.api.post(`${BASE}/${target.id}/review`, {});
    expect(noComment.body.errors).toEqual({ comentario: CASH_CLOSE_MESSAGES.commentRequired });
    const reviewed = await reviewer.api.post<CashClose>(`${BASE}/${target.id}/review`, {
      comentario: 'Conteo verificado',
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data.revision).toMatchObject({
      comentario: 'Conteo verificado',
      fecha: expect.any(String),
    });
    const twice = await unchanged(
      t,
      () => reviewer.api.post(`${BASE}/${target.id}/review`, { comentario: 'Otra vez' }),
      CLOSES,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CASH_CLOSE_MESSAGES.reviewed);
    // Another desk member's close is not theirs to read.
    const other = await staffWith(t, admin, DESK);
    expect((await other.api.get(`${BASE}/${target.id}`)).status).toBe(404);
  });

  it('nobody else gets in, and a close can be neither changed nor deleted, even in the database', async () => {
    const cashier = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    for (const [method, path] of [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}/open`],
      ['GET', `${BASE}/x`],
      ['GET', `${BASE}/1`],
    ] as const) {
      expect(
        (
          await cashier.api.call(method, path, method === 'POST' ? '{}' : undefined, {
            'content-type': 'application/json',
          })
        ).status,
        path,
      ).toBe(403);
    }
    const desk = await newDesk();
    await move(desk.api, 1000);
    const any = (await close(desk.api, { efectivo: 1000, transferencia: 0, tarjeta: 0 })).body.data;
    await unchanged(
      t,
      async () => {
        expect((await admin.put(`${BASE}/${any.id}`, { contado: { efectivo: 0 } })).status).toBe(404);
        expect((await admin.delete(`${BASE}/${any.id}`)).status).toBe(404);
        await expect(
          t.db.execute(
            sql`update cash_closes set contado_efectivo = contado_efectivo + 1 where id = ${any.id}`,
          ),
        ).rejects.toThrow();
        await expect(t.db.execute(sql`delete from cash_closes where id = ${any.id}`)).rejects.toThrow();
        await expect(
          t.db.execute(sql`delete from cash_close_movements where id_cierre = ${any.id}`),
        ).rejects.toThrow();
      },
      CLOSES,
    );
  });
});
