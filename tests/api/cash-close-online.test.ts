/**
 * Mercado Pago's top-ups in the front desk's cash close (issue 54): they belong to no cashier, so the
 * X report shows them as a row of their own under *Portal en línea*, the first close made after them
 * (anyone's) takes them under that method — shown, never counted, never a difference — and no other
 * close takes them again; a refund's take-back goes the same way, as money out.
 */
import { describe, expect, it } from 'vitest';
import type { CashClose, CashMovement, OpenPeriod } from '../../src/domain/cashClose';
import { PAYMENT_METHOD_LABELS } from '../../src/domain/payments';
import { checkBooks } from '../../server/db/books';
import { takeBack, topUp } from '../../server/money';
import { credentialOf, NICOLAS } from './fixtures';
import {
  BASE,
  close,
  move,
  newDesk,
  newReviewer,
  openCashCloseSchool,
  t,
} from './fixtures/cash-close-school';

openCashCloseSchool();

/** A payment at Mercado Pago credited (or, `back`, taken back) as the webhook does: no staff member. */
async function online(amount: number, reference: string, back = false) {
  const credentialId = (await credentialOf(t, NICOLAS)).id;
  const input = { credentialId, amount, staffId: null, payment: { method: 'en_linea' as const, reference } };
  await t.db.transaction((tx) => (back ? takeBack(tx, t.clock, input) : topUp(tx, t.clock, input)));
}

const NOTHING = { efectivo: 0, transferencia: 0, tarjeta: 0 };

describe('online top-ups in the cash close', () => {
  it('are their own X report row, taken once by the next close of anyone, shown and never counted', async () => {
    const [desk, other, reviewer] = [await newDesk(), await newDesk(), await newReviewer()];
    await move(desk.api, 5000);
    await online(30_000, 'MP-1');

    const x = (await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`)).body.data;
    expect(x.find((p) => p.id_staff === null)).toEqual({
      id_staff: null,
      funcionario: PAYMENT_METHOD_LABELS.en_linea,
      desde: expect.any(String),
      movimientos: 1,
      esperado: { efectivo: 0, transferencia: 0, tarjeta: 0, portal: 0, en_linea: 30_000 },
    });
    // The online row comes last, and a staff member's row and detail are their own movements only.
    expect(x.at(-1)?.id_staff).toBeNull();
    expect(x.find((p) => p.id_staff === desk.id)).toMatchObject({
      movimientos: 1,
      esperado: { efectivo: 5000, en_linea: 0 },
    });
    const detail = await reviewer.api.get<CashMovement[]>(`${BASE}/x/${desk.id}`);
    expect(detail.body.data.map((d) => d.metodo_pago)).toEqual(['efectivo']);
    // Whoever closes next takes them: each one's blind count says so.
    expect((await desk.api.get(`${BASE}/open`)).body.data).toMatchObject({ movimientos: 2 });
    expect((await other.api.get(`${BASE}/open`)).body.data).toMatchObject({ movimientos: 1 });

    const first = await close(desk.api, { ...NOTHING, efectivo: 5000 });
    expect(first.status, first.body.message).toBe(201);
    expect(first.body.data).toMatchObject({
      id_staff: desk.id,
      movimientos: 2,
      esperado: { efectivo: 5000, transferencia: 0, tarjeta: 0, portal: 0, en_linea: 30_000 },
      diferencia: { efectivo: 0, transferencia: 0, tarjeta: 0, total: 0 },
      falta_nota: false,
    });
    const z = await desk.api.get<CashClose & { detalle: CashMovement[] }>(`${BASE}/${first.body.data.id}`);
    expect(z.body.data.esperado.en_linea).toBe(30_000);
    expect(z.body.data.detalle.map((d) => [d.valor, d.metodo_pago, d.referencia])).toEqual([
      [5000, 'efectivo', null],
      [30_000, 'en_linea', 'MP-1'],
    ]);
    // Listed in the closes too, as the Z report reads them.
    const listed = (await desk.api.get<CashClose[]>(BASE)).body.data;
    expect(listed.find((c) => c.id === first.body.data.id)?.esperado.en_linea).toBe(30_000);

    // Taken: no online row left, and another staff member's close does not take it again.
    const after = (await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`)).body.data;
    expect(after.find((p) => p.id_staff === null)).toBeUndefined();
    expect((await other.api.get(`${BASE}/open`)).body.data).toMatchObject({ movimientos: 0 });
    const nothing = await close(other.api, NOTHING);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ reason: 'nothing_to_close' });
    await move(other.api, 2000);
    const second = await close(other.api, { ...NOTHING, efectivo: 2000 });
    expect(second.status, second.body.message).toBe(201);
    expect(second.body.data).toMatchObject({
      movimientos: 1,
      esperado: { efectivo: 2000, en_linea: 0 },
      diferencia: { total: 0 },
    });
  });

  it('a close with only online top-ups, and a refund taken back, shows them as money in and out', async () => {
    const [desk, reviewer] = [await newDesk(), await newReviewer()];
    await online(12_000, 'MP-2');
    await online(8_000, 'MP-3');
    await online(8_000, 'MP-3', true);
    const [row] = (await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`)).body.data.filter(
      (p) => p.id_staff === null,
    );
    expect(row).toMatchObject({ movimientos: 3, esperado: { en_linea: 12_000 } });

    // A desk member with nothing of their own closes them, counting nothing: no difference.
    const res = await close(desk.api, NOTHING);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({
      movimientos: 3,
      esperado: { efectivo: 0, en_linea: 12_000 },
      diferencia: { total: 0 },
      falta_nota: false,
    });
    const z = await desk.api.get<CashClose & { detalle: CashMovement[] }>(`${BASE}/${res.body.data.id}`);
    expect(z.body.data.detalle.map((d) => [d.kind, d.valor, d.metodo_pago])).toEqual([
      ['recarga', 12_000, 'en_linea'],
      ['recarga', 8_000, 'en_linea'],
      ['descarga', -8_000, 'en_linea'],
    ]);
    // The books' own check (a restore runs it) holds every close, these included.
    expect((await checkBooks(t.db)).filter((check) => check.broken > 0)).toEqual([]);
  });
});
