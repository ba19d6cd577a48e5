/**
 * The front desk's cash close (issue 34): blind before the count, expected vs counted per method,
 * deductions as money out, a note for a difference, numbered Z-0001… in sequence, never changed,
 * reviewed once by someone else; two closes at once make one; a top-up racing a close lands in
 * exactly one period; all the closes plus the open periods are the ledger's desk movements by method.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASH_CLOSE_MESSAGES, type CashClose, type CashMovement, type OpenPeriod } from '../../src/domain/cashClose';
import { checkBooks } from '../../server/db/books';
import { cashCloseMovements, cashCloses } from '../../server/db/schema';
import { credentialOf, EMILIANO, NICOLAS, staffWith, unchanged, type Api } from './fixtures';
import { MONEY } from './fixtures/unchanged';
import { admin, openMoneySchool, t, url } from './fixtures/money-school';
import type { StaffMember } from './fixtures/client';

openMoneySchool();

const BASE = '/api/admin/cashclose';
const CLOSES = { ...MONEY, closes: cashCloses, covered: cashCloseMovements };
const DESK = ['carnets', 'carnets.recharge', 'carnets.discharge', 'carnets.cashclose'];
const REVIEWER = ['carnets', 'carnets.recharge', 'carnets.cashclose', 'carnets.cashclose.review'];

let emiliano: number;

beforeAll(async () => {
  emiliano = (await credentialOf(t, EMILIANO)).id;
});

// Each test has desk members of its own: their open period and their closes are that test's alone.
const newDesk = (): Promise<StaffMember> => staffWith(t, admin, DESK);
const newReviewer = (): Promise<StaffMember> => staffWith(t, admin, REVIEWER);

const move = async (who: Api, recarga: number, paid: Record<string, string> = {}) => {
  const res = await who.put(url(emiliano), { recarga, ...paid });
  expect(res.status, res.body.message).toBe(200);
};
const close = (who: Api, contado: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  who.post<CashClose>(BASE, { contado, ...extra });

describe('cash close', () => {
  it('is blind before the count, then shows expected vs counted per method, deductions as cash out', async () => {
    const desk = await newDesk();
    await move(desk.api, 20000);
    await move(desk.api, 15000, { metodo_pago: 'transferencia', referencia: 'TRF-1' });
    await move(desk.api, 5000, { metodo_pago: 'tarjeta', referencia: 'VOU-1' });
    await move(desk.api, -3000);
    const open = await desk.api.get<Record<string, unknown>>(`${BASE}/open`);
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual({ movimientos: 4, desde: expect.any(String), ultimo: null });
    // No amount reaches the screen before the count.
    expect(open.raw).not.toMatch(/17000|15000|5000/);

    const res = await close(desk.api, { efectivo: 16000, transferencia: 15000, tarjeta: 5000 }, { denominaciones: { '10000': 1, '5000': 1, '1000': 1 } });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe(CASH_CLOSE_MESSAGES.closed);
    expect(res.body.data).toMatchObject({
      numero: expect.stringMatching(/^Z-\d{4}$/),
      id_staff: desk.id,
      movimientos: 4,
      esperado: { efectivo: 17000, transferencia: 15000, tarjeta: 5000, portal: 0 },
      contado: { efectivo: 16000, transferencia: 15000, tarjeta: 5000 },
      diferencia: { efectivo: -1000, transferencia: 0, tarjeta: 0, total: -1000 },
      denominaciones: { '10000': 1, '5000': 1, '1000': 1 },
      nota: null,
      falta_nota: true,
      revision: null,
    });
    const z = await desk.api.get<CashClose & { detalle: CashMovement[] }>(`${BASE}/${res.body.data.id}`);
    expect(z.body.data.detalle.map((d) => [d.valor, d.metodo_pago])).toEqual([
      [20000, 'efectivo'],
      [15000, 'transferencia'],
      [5000, 'tarjeta'],
      [-3000, 'efectivo'],
    ]);
  });

  it('takes the note of a difference once, from its author only', async () => {
    const desk = await newDesk();
    await move(desk.api, 1000);
    expect((await close(desk.api, { efectivo: 0, transferencia: 0, tarjeta: 0 })).status).toBe(201);
    const [mine] = (await desk.api.get<CashClose[]>(BASE)).body.data;
    expect(mine.falta_nota).toBe(true);
    const other = await staffWith(t, admin, DESK);
    await unchanged(t, async () => {
      expect((await other.api.post(`${BASE}/${mine.id}/nota`, { nota: 'No es mío' })).status).toBe(404);
      const empty = await desk.api.post(`${BASE}/${mine.id}/nota`, { nota: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({ nota: CASH_CLOSE_MESSAGES.noteRequired });
    }, CLOSES);
    const noted = await desk.api.post<CashClose>(`${BASE}/${mine.id}/nota`, { nota: 'Vuelto mal dado a un acudiente' });
    expect(noted.status).toBe(200);
    expect(noted.body.data).toMatchObject({ nota: 'Vuelto mal dado a un acudiente', falta_nota: false });
    const again = await unchanged(t, () => desk.api.post(`${BASE}/${mine.id}/nota`, { nota: 'Otra' }), CLOSES);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ nota: CASH_CLOSE_MESSAGES.noteTaken });
  });

  it('numbers closes in sequence; what comes after a close belongs to the next one', async () => {
    const desk = await newDesk();
    await move(desk.api, 1000);
    expect((await close(desk.api, { efectivo: 1000, transferencia: 0, tarjeta: 0 })).status).toBe(201);
    const [first] = (await desk.api.get<CashClose[]>(BASE)).body.data;
    const empty = await unchanged(t, () => close(desk.api, { efectivo: 0, transferencia: 0, tarjeta: 0 }), CLOSES);
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ reason: 'nothing_to_close', message: CASH_CLOSE_MESSAGES.nothingToClose });
    await move(desk.api, 2000);
    expect((await desk.api.get(`${BASE}/open`)).body.data).toMatchObject({ movimientos: 1, desde: first.hasta, ultimo: first.numero });
    const second = await close(desk.api, { efectivo: 2000, transferencia: 0, tarjeta: 0 }, { nota: 'Sin novedad' });
    expect(second.status).toBe(201);
    expect(Number(second.body.data.numero.slice(2))).toBe(Number(first.numero.slice(2)) + 1);
    expect(second.body.data).toMatchObject({ desde: first.hasta, movimientos: 1, esperado: { efectivo: 2000 }, falta_nota: false, nota: 'Sin novedad' });
    const note = await desk.api.post(`${BASE}/${second.body.data.id}/nota`, { nota: 'x' });
    expect(note.status).toBe(409);
  });

  it('refuses a bad count under its field, changing nothing', async () => {
    const desk = await newDesk();
    await move(desk.api, 1000);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'contado', CASH_CLOSE_MESSAGES.counted],
      [{ contado: { efectivo: 1000, transferencia: 0 } }, 'contado', CASH_CLOSE_MESSAGES.amount],
      [{ contado: { efectivo: -1, transferencia: 0, tarjeta: 0 } }, 'contado', CASH_CLOSE_MESSAGES.amount],
      [{ contado: { efectivo: 10.5, transferencia: 0, tarjeta: 0 } }, 'contado', CASH_CLOSE_MESSAGES.amount],
      [{ contado: { efectivo: '1000', transferencia: 0, tarjeta: 0 } }, 'contado', CASH_CLOSE_MESSAGES.amount],
      [{ contado: { efectivo: 1000, transferencia: 0, tarjeta: 0 }, denominaciones: { '1000': 2 } }, 'denominaciones', CASH_CLOSE_MESSAGES.denominationsSum],
      [{ contado: { efectivo: 1000, transferencia: 0, tarjeta: 0 }, denominaciones: { '3000': 1 } }, 'denominaciones', CASH_CLOSE_MESSAGES.denominations],
      [{ contado: { efectivo: 0, transferencia: 0, tarjeta: 0 }, nota: 'x'.repeat(1001) }, 'nota', CASH_CLOSE_MESSAGES.noteTooLong],
    ];
    await unchanged(t, async () => {
      for (const [body, field, message] of cases) {
        const res = await desk.api.post(BASE, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors?.[field], `${JSON.stringify(body)} ${JSON.stringify(res.body.errors)}`).toBe(message);
      }
    }, CLOSES);
  });

  it('two closes by one person at the same instant make one', async () => {
    const desk = await newDesk();
    await move(desk.api, 4000);
    const answers = await Promise.all([0, 1, 2].map(() => close(desk.api, { efectivo: 5000, transferencia: 0, tarjeta: 0 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    // With one key, a retry answers the first close again.
    await move(desk.api, 1000);
    const key = { 'Idempotency-Key': 'cierre-doble-1', 'content-type': 'application/json' };
    const body = JSON.stringify({ contado: { efectivo: 1000, transferencia: 0, tarjeta: 0 } });
    const keyed = await Promise.all([desk.api.call<CashClose>('POST', BASE, body, key), desk.api.call<CashClose>('POST', BASE, body, key)]);
    expect(keyed.map((a) => a.status)).toEqual([201, 201]);
    expect(keyed[0].body.data.numero).toBe(keyed[1].body.data.numero);
  });

  it('a top-up racing a close lands in exactly one period; closes plus open periods are the ledger by method', async () => {
    const [desk, reviewer] = [await newDesk(), await newReviewer()];
    const racing = Array.from({ length: 8 }, (_, i) =>
      move(desk.api, 1000 + i, i % 2 ? { metodo_pago: 'tarjeta', referencia: `VOU-R${i}` } : {}),
    );
    const closing = close(desk.api, { efectivo: 0, transferencia: 0, tarjeta: 0 }, { nota: 'Cierre en carrera' });
    const [closed] = await Promise.all([closing, ...racing]);
    expect([201, 409]).toContain(closed.status);
    const rows = await t.db.execute(sql`
      select m.id_staff, m.metodo_pago, sum(m.amount)::bigint as ledger,
        count(c.id_movement)::int as covered, count(*)::int as n
      from carnet_movements m left join cash_close_movements c on c.id_movement = m.id
      where m.kind in ('recarga', 'descarga') and m.metodo_pago is not null
      group by 1, 2`);
    const ledger = (rows as unknown as { rows: { id_staff: number; metodo_pago: string; ledger: string }[] }).rows;
    const byStaff = new Map<string, number>();
    for (const r of ledger) byStaff.set(`${r.id_staff}:${r.metodo_pago}`, Number(r.ledger));
    const closes = await t.db.select().from(cashCloses);
    const open = (await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`)).body.data;
    const sums = new Map<string, number>();
    const add = (staff: number, method: string, v: number) => v && sums.set(`${staff}:${method}`, (sums.get(`${staff}:${method}`) ?? 0) + v);
    for (const c of closes) {
      add(c.id_staff, 'efectivo', c.esperado_efectivo);
      add(c.id_staff, 'transferencia', c.esperado_transferencia);
      add(c.id_staff, 'tarjeta', c.esperado_tarjeta);
      add(c.id_staff, 'portal', c.esperado_portal);
    }
    for (const p of open) for (const [method, v] of Object.entries(p.esperado)) add(p.id_staff, method, v);
    expect(sums).toEqual(new Map([...byStaff].filter(([, v]) => v !== 0)));
    // Every desk movement in at most one close (the primary key), and every covered one counted once.
    const [{ dup }] = (await t.db.execute(sql`select count(*)::int as dup from (select id_movement from cash_close_movements group by 1 having count(*) > 1) d`) as unknown as { rows: { dup: number }[] }).rows;
    expect(dup).toBe(0);
    const deskOpen = open.find((p) => p.id_staff === desk.id);
    const after = await close(desk.api, { efectivo: 0, transferencia: 0, tarjeta: 0 }, { nota: 'Lo que quedó' });
    expect(after.status).toBe(deskOpen ? 201 : 409);
    expect((await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`)).body.data.find((p) => p.id_staff === desk.id)).toBeUndefined();
  });

  it('the X report and the review are for supervisors; nobody reviews their own close, and a review is once', async () => {
    const [desk, reviewer] = [await newDesk(), await newReviewer()];
    await move(desk.api, 7000);
    await move(reviewer.api, 3000);
    const x = await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`);
    expect(x.status).toBe(200);
    expect(x.body.data.find((p) => p.id_staff === desk.id)).toMatchObject({ movimientos: 1, esperado: { efectivo: 7000 } });
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
    const own = await reviewer.api.post<CashClose>(BASE, { contado: { efectivo: 3000, transferencia: 0, tarjeta: 0 } });
    const self = await unchanged(t, () => reviewer.api.post(`${BASE}/${own.body.data.id}/review`, { comentario: 'Bien' }), CLOSES);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(CASH_CLOSE_MESSAGES.ownReview);
    const noComment = await reviewer.api.post(`${BASE}/${target.id}/review`, {});
    expect(noComment.body.errors).toEqual({ comentario: CASH_CLOSE_MESSAGES.commentRequired });
    const reviewed = await reviewer.api.post<CashClose>(`${BASE}/${target.id}/review`, { comentario: 'Conteo verificado' });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data.revision).toMatchObject({ comentario: 'Conteo verificado', fecha: expect.any(String) });
    const twice = await unchanged(t, () => reviewer.api.post(`${BASE}/${target.id}/review`, { comentario: 'Otra vez' }), CLOSES);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CASH_CLOSE_MESSAGES.reviewed);
    // Another desk member's close is not theirs to read.
    const other = await staffWith(t, admin, DESK);
    expect((await other.api.get(`${BASE}/${target.id}`)).status).toBe(404);
  });

  it('nobody else gets in, and a close can be neither changed nor deleted, even in the database', async () => {
    const cashier = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    for (const [method, path] of [['GET', BASE], ['POST', BASE], ['GET', `${BASE}/open`], ['GET', `${BASE}/x`], ['GET', `${BASE}/1`]] as const) {
      expect((await cashier.api.call(method, path, method === 'POST' ? '{}' : undefined, { 'content-type': 'application/json' })).status, path).toBe(403);
    }
    const desk = await newDesk();
    await move(desk.api, 1000);
    const any = (await close(desk.api, { efectivo: 1000, transferencia: 0, tarjeta: 0 })).body.data;
    await unchanged(t, async () => {
      expect((await admin.put(`${BASE}/${any.id}`, { contado: { efectivo: 0 } })).status).toBe(404);
      expect((await admin.delete(`${BASE}/${any.id}`)).status).toBe(404);
      await expect(t.db.execute(sql`update cash_closes set contado_efectivo = contado_efectivo + 1 where id = ${any.id}`)).rejects.toThrow();
      await expect(t.db.execute(sql`delete from cash_closes where id = ${any.id}`)).rejects.toThrow();
      await expect(t.db.execute(sql`delete from cash_close_movements where id_cierre = ${any.id}`)).rejects.toThrow();
    }, CLOSES);
  });

  it("shows an approved family transfer in its approver's close under the portal, never counted", async () => {
    const reviewer = await newReviewer();
    const nicolas = (await credentialOf(t, NICOLAS)).id;
    const { topUp } = await import('../../server/money');
    await t.db.transaction((tx) =>
      topUp(tx, t.clock, { credentialId: nicolas, amount: 25000, staffId: reviewer.id, payment: { method: 'portal', reference: 'TRF-PORTAL' } }),
    );
    const res = await close(reviewer.api, { efectivo: 0, transferencia: 0, tarjeta: 0 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ esperado: { portal: 25000, efectivo: 0 }, diferencia: { total: 0 }, falta_nota: false });
    // The books' own check of every close (the one a restore and the benchmarks run).
    expect((await checkBooks(t.db)).filter((b) => b.broken > 0)).toEqual([]);
  });
});
