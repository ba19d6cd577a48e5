import { describe, expect, it } from 'vitest';
import { POS_STORES, type PosStore } from '../../src/domain/orders';
import { SALE_BODIES } from '../../src/domain/saleBodies';

const draft = {
  userId: 42,
  name: 'Valentina Gómez Rojas',
  saldo: 15_000,
  lines: [
    { id: 7, count: 2, price: 1500 },
    { id: 9, count: 1, price: 3000 },
  ],
  total: 6000,
  comment: 'Sin azúcar',
  enlistment: 1 as const,
  immediate: false,
};

describe('sale bodies: each point of sale’s wire body and the one internal sale', () => {
  it('every store with a point of sale has one', () => {
    expect(Object.keys(SALE_BODIES).sort()).toEqual(Object.keys(POS_STORES).sort());
  });

  it.each(Object.keys(POS_STORES) as PosStore[])(
    '%s: what the screen writes, the server reads back as the same sale',
    (store) => {
      const { schema, toBody, toSale } = SALE_BODIES[store] as (typeof SALE_BODIES)['cafeteria'];
      const body = schema.parse(toBody(draft));
      expect(toSale(body)).toMatchObject({
        userId: 42,
        lines: [
          { id: 7, count: 2 },
          { id: 9, count: 1 },
        ],
        immediate: false,
        comment: 'Sin azúcar',
      });
    },
  );

  it("reads each old client's own spelling, and defaults to handing over on the spot", () => {
    expect(
      SALE_BODIES.cafeteria.toSale(
        SALE_BODIES.cafeteria.schema.parse({ id_user: 5, products: [{ id: 1, count: 1 }], inmediate: '0' }),
      ),
    ).toMatchObject({
      userId: 5,
      immediate: false,
    });
    expect(
      SALE_BODIES.papeleria.toSale(
        SALE_BODIES.papeleria.schema.parse({ idStudent: 6, products: [{ id: 1, count: 1 }] }),
      ),
    ).toMatchObject({
      userId: 6,
      immediate: true,
      dateProgram: null,
    });
  });
});
