/**
 * How a front-desk movement was paid (issue 34): `metodo_pago` and `referencia` on `PUT admin/carnets/{id}`,
 * cash by default, a reference for the others, the portal never typed in; written on the ledger row,
 * which the database itself holds to the rule. Every refusal names its field and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Credential } from '../../src/domain/credentials';
import { PAYMENT_MESSAGES } from '../../src/domain/payments';
import { credentialMovements } from '../../server/db/schema';
import { STORE } from '../../src/domain/inventory';
import {
  cafeteriaBody,
  credentialOf,
  DEMO_STUDENT,
  movementsOf,
  productNamed,
  sell,
  staffWith,
  unchanged,
} from './fixtures';
import { admin, cashier, MATEO, openMoneySchool, t, url } from './fixtures/money-school';
import { RECEIPT_NOT_FOUND, type DeskReceipt } from '../../src/domain/receipts';

openMoneySchool();

const lastMovement = async (credentialId: number) => (await movementsOf(t, credentialId)).at(-1)!;

describe('payment method of top-ups and deductions', () => {
  it('is cash when not told, with no reference', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    expect((await admin.put<Credential>(url(valentina.id), { recarga: 2000 })).status).toBe(200);
    expect(await lastMovement(valentina.id)).toMatchObject({
      kind: 'recarga',
      paymentMethod: 'efectivo',
      paymentReference: null,
    });
  });

  it('records a transfer and a card payment with their references, trimmed; cash may carry one too', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    const paid = [
      [{ metodo_pago: 'transferencia', referencia: '  TRF-99812 ' }, 'transferencia', 'TRF-99812'],
      [{ metodo_pago: 'tarjeta', referencia: 'VOU-0042' }, 'tarjeta', 'VOU-0042'],
      [{ metodo_pago: 'efectivo', referencia: 'Recibo talonario 17' }, 'efectivo', 'Recibo talonario 17'],
      [{ metodo_pago: 'efectivo', referencia: '   ' }, 'efectivo', null],
    ] as const;
    for (const [body, method, reference] of paid) {
      const res = await admin.put<Credential>(url(valentina.id), { recarga: 1000, ...body });
      expect(res.status, res.body.message).toBe(200);
      expect(await lastMovement(valentina.id)).toMatchObject({
        paymentMethod: method,
        paymentReference: reference,
      });
    }
  });

  it('records how a deduction went back to the family', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    const res = await admin.put(url(valentina.id), {
      recarga: -1500,
      metodo_pago: 'transferencia',
      referencia: 'DEV-3',
    });
    expect(res.status).toBe(200);
    expect(await lastMovement(valentina.id)).toMatchObject({
      kind: 'descarga',
      amount: -1500,
      paymentMethod: 'transferencia',
      paymentReference: 'DEV-3',
    });
  });

  it('refuses a missing reference, the portal, an unknown method and a long reference, under their fields', async () => {
    const mateo = await credentialOf(t, MATEO);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ recarga: 5000, metodo_pago: 'transferencia' }, 'referencia', PAYMENT_MESSAGES.referenceRequired],
      [
        { recarga: 5000, metodo_pago: 'tarjeta', referencia: '   ' },
        'referencia',
        PAYMENT_MESSAGES.referenceRequired,
      ],
      [
        { recarga: -500, metodo_pago: 'tarjeta', referencia: null },
        'referencia',
        PAYMENT_MESSAGES.referenceRequired,
      ],
      // Cash typed in as the portal would hide it from the desk's close.
      [{ recarga: 5000, metodo_pago: 'portal', referencia: 'TRF-1' }, 'metodo_pago', PAYMENT_MESSAGES.portal],
      [{ recarga: 5000, metodo_pago: 'cheque', referencia: 'CH-1' }, 'metodo_pago', PAYMENT_MESSAGES.method],
      [{ recarga: 5000, metodo_pago: 3 }, 'metodo_pago', PAYMENT_MESSAGES.method],
      [
        { recarga: 5000, metodo_pago: 'tarjeta', referencia: 'x'.repeat(101) },
        'referencia',
        PAYMENT_MESSAGES.referenceTooLong,
      ],
      [
        { recarga: 5000, metodo_pago: 'tarjeta', referencia: 42 },
        'referencia',
        PAYMENT_MESSAGES.referenceRequired,
      ],
    ];
    await unchanged(t, async () => {
      for (const [body, field, message] of cases) {
        const res = await admin.put(url(mateo.id), body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toMatchObject({ code: 0, reason: 'validation' });
        expect(res.body.errors?.[field], JSON.stringify(body)).toBe(message);
      }
    });
  });

  it('asks nothing of a call that moves no money', async () => {
    const mateo = await credentialOf(t, MATEO);
    const res = await admin.put(url(mateo.id), { active: 1, metodo_pago: 'transferencia' });
    expect(res.status).toBe(200);
  });

  it('prints the receipt of a top-up or a deduction, numbered by its ledger row, to the desk only', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    const res = await admin.put<Credential & { id_movimiento: number }>(url(valentina.id), {
      recarga: 100000,
      metodo_pago: 'tarjeta',
      referencia: 'VOU-777',
    });
    const id = res.body.data.id_movimiento;
    expect(id).toBe((await lastMovement(valentina.id)).id);
    const receipt = await admin.get<DeskReceipt>(`/api/admin/carnets/receipts/${id}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.data).toEqual({
      numero: id,
      colegio: expect.any(String),
      kind: 'recarga',
      estudiante: DEMO_STUDENT.name,
      documento: DEMO_STUDENT.num_doc,
      curso: expect.any(String),
      valor: 100000,
      metodo_pago: 'tarjeta',
      referencia: 'VOU-777',
      saldo: res.body.data.saldo,
      funcionario: 'Administrador Demo',
      fecha: expect.any(String),
    });
    // No code of the credential on a paper the family takes home.
    expect(receipt.raw).not.toContain(valentina.code);
    // A sale's ledger row is no desk movement: it has no receipt here.
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const bought = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(valentina.id_user_primary, [{ id: water.id, count: 1 }]),
    );
    expect(bought.status, bought.body.message).toBe(201);
    const sale = (await movementsOf(t, valentina.id)).find((m) => m.kind === 'compra');
    expect((await admin.get(`/api/admin/carnets/receipts/${sale!.id}`)).status).toBe(404);
    const missing = await admin.get('/api/admin/carnets/receipts/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(RECEIPT_NOT_FOUND);
    expect((await cashier.get(`/api/admin/carnets/receipts/${id}`)).status).toBe(403);
    // Closing one's own cash reads no one else's receipts.
    const closer = await staffWith(t, admin, ['carnets', 'carnets.cashclose']);
    expect((await closer.api.get(`/api/admin/carnets/receipts/${id}`)).status).toBe(403);
  });

  it('the database refuses a desk row without its method, the portal taking money out, or a card without reference', async () => {
    const mateo = await credentialOf(t, MATEO);
    const row = { id_carnet: mateo.id, saldo_previo: mateo.saldo };
    await unchanged(t, async () => {
      for (const bad of [
        { ...row, kind: 'recarga' as const, amount: 1000, saldo_nuevo: mateo.saldo + 1000 },
        {
          ...row,
          kind: 'descarga' as const,
          amount: -1,
          saldo_nuevo: mateo.saldo - 1,
          paymentMethod: 'portal' as const,
          paymentReference: 'x',
        },
        {
          ...row,
          kind: 'recarga' as const,
          amount: 1000,
          saldo_nuevo: mateo.saldo + 1000,
          paymentMethod: 'tarjeta' as const,
        },
        {
          ...row,
          kind: 'compra' as const,
          amount: -1,
          saldo_nuevo: mateo.saldo - 1,
          paymentMethod: 'efectivo' as const,
        },
      ]) {
        await expect(t.db.insert(credentialMovements).values(bad)).rejects.toThrow();
      }
    });
  });
});
