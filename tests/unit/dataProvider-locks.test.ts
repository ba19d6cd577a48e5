/** The data provider's calls of the lock screens. */
import { describe, expect, it } from 'vitest';
import { setupMswServer } from './support/msw';
import { answerAll, ok, provider, rejection } from './support/dataProvider';

setupMswServer();

describe('dataProvider: the lock screens', () => {
  const record = {
    id: 1,
    id_user_primary: 7,
    name: 'Ana',
    num_doc: '1',
    code: 'CRN',
    url: null,
    saldo: 15000,
    lockSaldo: 5000,
    countproducts: 1,
  };
  const product = {
    id: 3,
    name: 'Gaseosa',
    price: 2800,
    url: null,
    store: 1,
    id_category: 1,
    id_subcategory: null,
  };

  it('restrictionGrid returns the page and the envelope total', async () => {
    answerAll(ok([record], { total: 40 }));
    expect(await provider().restrictionGrid({ page: 1, perPage: 12 })).toEqual({ data: [record], total: 40 });
  });

  it('saveRestrictions returns the record, the products and the message', async () => {
    answerAll(ok({ record, products: [product] }, { message: 'Restricciones guardadas' }));
    expect(await provider().saveRestrictions({ id_user: 7, products: [3], saldo: 5000 })).toEqual({
      record,
      products: [product],
      message: 'Restricciones guardadas',
    });
  });

  it("a refused save rejects with the server's Spanish message and field errors", async () => {
    const refusal = {
      code: 0,
      message: 'El menor monto a bloquear es $1.000',
      data: null,
      reason: 'validation',
      errors: { saldo: 'El menor monto a bloquear es $1.000' },
    };
    answerAll(refusal, 400);
    const error = await rejection(provider().saveRestrictions({ id_user: 7, products: [], saldo: 999 }));
    expect(error.message).toBe('El menor monto a bloquear es $1.000');
    expect(error.status).toBe(400);
    expect(error.body).toEqual(refusal);
  });

  it('restrictedProducts and restrictionRecord unwrap the data', async () => {
    answerAll(ok([product]));
    expect(await provider().restrictedProducts(7)).toEqual([product]);
    answerAll(ok(record));
    expect(await provider().restrictionRecord('CRNX')).toEqual(record);
  });
});
