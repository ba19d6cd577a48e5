/**
 * The front desk's cash close (issue 34): blind before the count, expected vs counted per method,
 * deductions as money out, a note for a difference, numbered Z-0001… in sequence, a family's
 * transfer under the portal. Two closes at once and a top-up racing a close are in
 * cash-close-concurrency.test.ts, the supervisors' X report and review in cash-close-review.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CASH_CLOSE_MESSAGES, type CashClose, type CashMovement } from '../../src/domain/cashClose';
import { checkBooks } from '../../server/db/books';
import { credentialOf, NICOLAS, staffWith, unchanged } from './fixtures';
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

    const res = await close(
      desk.api,
      { efectivo: 16000, transferencia: 15000, tarjeta: 5000 },
      { denominaciones: { '10000': 1, '5000': 1, '1000': 1 } },
    );
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
    await unchanged(
      t,
      async () => {
        expect((await other.api.post(`${BASE}/${mine.id}/nota`, { nota: 'No es mío' })).status).toBe(404);
        const empty = await desk.api.post(`${BASE}/${mine.id}/nota`, { nota: '  ' });
        expect(empty.status).toBe(400);
        expect(empty.body.errors).toEqual({ nota: CASH_CLOSE_MESSAGES.noteRequired });
      },
      CLOSES,
    );
    const noted = await desk.api.post<CashClose>(`${BASE}/${mine.id}/nota`, {
      nota: 'Vuelto mal dado a un acudiente',
    });
    expect(noted.status).toBe(200);
    expect(noted.body.data).toMatchObject({ nota: 'Vuelto mal dado a un acudiente', falta_nota: false });
    const again = await unchanged(
      t,
      () => desk.api.post(`${BASE}/${mine.id}/nota`, { nota: 'Otra' }),
      CLOSES,
    );
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ nota: CASH_CLOSE_MESSAGES.noteTaken });
  });

  it('numbers closes in sequence; what comes after a close belongs to the next one', async () => {
    const desk = await newDesk();
    await move(desk.api, 1000);
    expect((await close(desk.api, { efectivo: 1000, transferencia: 0, tarjeta: 0 })).status).toBe(201);
    const [first] = (await desk.api.get<CashClose[]>(BASE)).body.data;
    const empty = await unchanged(
      t,
      () => close(desk.api, { efectivo: 0, transferencia: 0, tarjeta: 0 }),
      CLOSES,
    );
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({
      reason: 'nothing_to_close',
      message: CASH_CLOSE_MESSAGES.nothingToClose,
    });
    await move(desk.api, 2000);
    expect((await desk.api.get(`${BASE}/open`)).body.data).toMatchObject({
      movimientos: 1,
      desde: first.hasta,
      ultimo: first.numero,
    });
    const second = await close(
      desk.api,
      { efectivo: 2000, transferencia: 0, tarjeta: 0 },
      { nota: 'Sin novedad' },
    );
    expect(second.status).toBe(201);
    expect(Number(second.body.data.numero.slice(2))).toBe(Number(first.numero.slice(2)) + 1);
    expect(second.body.data).toMatchObject({
      desde: first.hasta,
      movimientos: 1,
      esperado: { efectivo: 2000 },
      falta_nota: false,
      nota: 'Sin novedad',
    });
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
      [
        { contado: { efectivo: '1000', transferencia: 0, tarjeta: 0 } },
        'contado',
        CASH_CLOSE_MESSAGES.amount,
      ],
      [
        { contado: { efectivo: 1000, transferencia: 0, tarjeta: 0 }, denominaciones: { '1000': 2 } },
        'denominaciones',
        CASH_CLOSE_MESSAGES.denominationsSum,
      ],
      [
        { contado: { efectivo: 1000, transferencia: 0, tarjeta: 0 }, denominaciones: { '3000': 1 } },
        'denominaciones',
        CASH_CLOSE_MESSAGES.denominations,
      ],
      [
        { contado: { efectivo: 0, transferencia: 0, tarjeta: 0 }, nota: 'x'.repeat(1001) },
        'nota',
        CASH_CLOSE_MESSAGES.noteTooLong,
      ],
    ];
    await unchanged(
      t,
      async () => {
        for (const [body, field, message] of cases) {
          const res = await desk.api.post(BASE, body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(res.body.errors?.[field], `${JSON.stringify(body)} ${JSON.stringify(res.body.errors)}`).toBe(
            message,
          );
        }
      },
      CLOSES,
    );
  });

  it("shows an approved family transfer in its approver's close under the portal, never counted", async () => {
    const reviewer = await newReviewer();
    const nicolas = (await credentialOf(t, NICOLAS)).id;
    const { topUp } = await import('../../server/money');
    await t.db.transaction((tx) =>
      topUp(tx, t.clock, {
        credentialId: nicolas,
        amount: 25000,
        staffId: reviewer.id,
        payment: { method: 'portal', reference: 'TRF-PORTAL' },
      }),
    );
    const res = await close(reviewer.api, { efectivo: 0, transferencia: 0, tarjeta: 0 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      esperado: { portal: 25000, efectivo: 0 },
      diferencia: { total: 0 },
      falta_nota: false,
    });
    // The books' own check of every close (the one a restore and the benchmarks run).
    expect((await checkBooks(t.db)).filter((b) => b.broken > 0)).toEqual([]);
  });
});
