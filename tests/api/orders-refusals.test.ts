/**
 * The points of sale's refusals: every refused sale leaves the credentials, the stock, the orders
 * and the ledger as they were.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_INACTIVE, NO_USER } from '../../src/domain/credentials';
import { EMPTY_CART, INSUFFICIENT_FUNDS_MESSAGE } from '../../src/domain/cart';
import { STORE } from '../../src/domain/inventory';
import { users } from '../../server/db/schema';
import { DEMO_STUDENT_INACTIVE_CREDENTIAL, DEMO_STUDENT_NO_CREDENTIAL } from '../../server/demo/seed';
import {
  cafeteriaBody,
  credentialOf,
  EMILIANO,
  MARIANA,
  papeleriaBody,
  productNamed,
  requestsUrl,
  sell,
  setSaldo,
  unchanged,
} from './fixtures';
import { admin, cafe, cashier, openOrdersSchool, paper, t, userOfSync } from './fixtures/orders-school';

openOrdersSchool();

describe('refusals change nothing', () => {
  it('a product of the other store, a disabled one or an unknown id: 400 naming it', async () => {
    const user = await userOfSync(EMILIANO);
    const pen = await paper('Lapicero negro');
    const water = await cafe('Agua en botella 600 ml');
    const lunch = await productNamed(t, 'Almuerzo infantil', STORE.restaurant);
    const energy = await cafe('Bebida energética 250 ml');
    expect(energy.enable).toBe(0);
    const cases: [string, unknown, string][] = [
      [
        'cafeteria',
        cafeteriaBody(user, [
          { id: water.id, count: 1 },
          { id: pen.id, count: 1 },
        ]),
        'El producto Lapicero negro no se vende en cafetería',
      ],
      [
        'cafeteria',
        cafeteriaBody(user, [{ id: lunch.id, count: 1 }]),
        'El producto Almuerzo infantil no se vende en cafetería',
      ],
      [
        'papeleria',
        papeleriaBody(user, [{ id: water.id, count: 1 }]),
        'El producto Agua en botella 600 ml no se vende en papelería',
      ],
      [
        'cafeteria',
        cafeteriaBody(user, [{ id: energy.id, count: 1 }]),
        'El producto Bebida energética 250 ml no está disponible para la venta',
      ],
      ['cafeteria', cafeteriaBody(user, [{ id: 999_999, count: 1 }]), 'El producto 999999 no existe'],
    ];
    for (const [store, body, message] of cases) {
      const res = await unchanged(t, () => sell(cashier, store as 'cafeteria', body));
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({
        code: 0,
        reason: 'validation',
        message,
        errors: { products: message },
      });
    }
  });

  it('not enough stock: 409 out_of_stock naming the product, checked before the balance', async () => {
    const user = await userOfSync(MARIANA);
    const gummies = await cafe('Gomitas 50 g');
    expect(gummies.stock).toBe(0);
    const rice = await cafe('Arroz con pollo');
    // Mariana's $7.500 do not cover the rice either: stock is reported first.
    for (const lines of [
      [{ id: gummies.id, count: 1 }],
      [
        { id: rice.id, count: 1 },
        { id: gummies.id, count: 1 },
      ],
      [{ id: rice.id, count: rice.stock + 1 }],
    ]) {
      const res = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(user, lines)));
      expect(res.status).toBe(409);
      expect(res.body.reason).toBe('out_of_stock');
      expect(res.body.message).toMatch(/^No hay suficientes productos: (Gomitas 50 g|Arroz con pollo)$/);
    }
  });

  it('not enough balance: 409 insufficient_funds with the old message', async () => {
    const user = await userOfSync(MARIANA);
    const rice = await cafe('Arroz con pollo');
    const res = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: rice.id, count: 1 }])),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 0,
      reason: 'insufficient_funds',
      message: INSUFFICIENT_FUNDS_MESSAGE,
      data: null,
    });
    // Exactly the balance is allowed.
    const credential = await credentialOf(t, MARIANA);
    const bread = await cafe('Buñuelo'); // $1.500
    expect(credential.saldo % bread.price).toBe(0);
    const all = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(user, [{ id: bread.id, count: credential.saldo / bread.price }]),
    );
    expect(all.status).toBe(201);
    expect(all.body.data.saldo).toBe(0);
    expect(all.body.message).toBe('Compra realizada. Nuevo saldo disponible $0');
    await setSaldo(admin, credential, 0, 7500);
  });

  it('an inactive credential (or a deactivated holder) is 409 inactive; no credential or no user is 404', async () => {
    const water = await cafe('Agua en botella 600 ml');
    const lines = [{ id: water.id, count: 1 }];
    const camila = await userOfSync(DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc);
    const inactive = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(camila, lines)));
    expect(inactive.status).toBe(409);
    expect(inactive.body).toMatchObject({ reason: 'inactive', message: CREDENTIAL_INACTIVE });
    const santiago = await userOfSync(DEMO_STUDENT_NO_CREDENTIAL.num_doc);
    const pen = await paper('Lapicero negro');
    const none = await unchanged(t, () =>
      sell(cashier, 'papeleria', papeleriaBody(santiago, [{ id: pen.id, count: 1 }])),
    );
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ reason: 'not_found', message: 'El usuario no tiene carnet' });
    const unknown = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(999_999, lines)));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NO_USER);
    const mariana = await credentialOf(t, MARIANA);
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, mariana.id_user_primary));
    try {
      const holder = await unchanged(t, () =>
        sell(cashier, 'cafeteria', cafeteriaBody(mariana.id_user_primary, lines)),
      );
      expect(holder.status).toBe(409);
      expect(holder.body.reason).toBe('inactive');
    } finally {
      await t.db.update(users).set({ active: 1 }).where(eq(users.id, mariana.id_user_primary));
    }
  });

  it('bad input is 400 with a Spanish message per field', async () => {
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const cases: [unknown, string, string][] = [
      [{ products: [{ id: water.id, count: 1 }] }, 'id_user', 'El campo id_user es requerido'],
      [
        { id_user: 'cinco', products: [{ id: water.id, count: 1 }] },
        'id_user',
        'El campo id_user es requerido',
      ],
      [cafeteriaBody(user, []), 'products', EMPTY_CART],
      [{ id_user: user }, 'products', EMPTY_CART],
      [
        cafeteriaBody(user, [{ id: water.id, count: 0 }]),
        'products',
        'La cantidad de cada producto debe ser mayor a 0',
      ],
      [
        cafeteriaBody(user, [{ id: water.id, count: 1.5 }]),
        'products',
        'La cantidad de cada producto debe ser un número entero',
      ],
      [
        cafeteriaBody(user, [{ id: water.id, count: '2' as never }]),
        'products',
        'La cantidad de cada producto debe ser un número entero',
      ],
      [
        cafeteriaBody(user, [{ id: water.id, count: 1001 }]),
        'products',
        'La cantidad de un producto no puede superar 1000',
      ],
      [cafeteriaBody(user, [{ count: 1 } as never]), 'products', 'Cada producto necesita su id'],
      [
        { id_user: 3_000_000_000, products: [{ id: water.id, count: 1 }] },
        'id_user',
        'El campo id_user no corresponde a ningún registro',
      ],
      [
        cafeteriaBody(user, [{ id: water.id, count: 1 }], { comment: 'x'.repeat(501) }),
        'comment',
        'El comentario admite máximo 500 caracteres',
      ],
      [
        cafeteriaBody(user, [{ id: water.id, count: 1 }], { inmediate: 2 }),
        'inmediate',
        'El valor debe ser 1 o 0',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await unchanged(t, () => sell(cashier, 'cafeteria', body));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.reason).toBe('validation');
      expect(res.body.errors?.[field], JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    const paperCase = await unchanged(t, () =>
      sell(cashier, 'papeleria', { id_user: user, products: [{ id: water.id, count: 1 }] }),
    );
    expect(paperCase.body.errors?.idStudent).toBe('El campo idStudent es requerido');
    const notJson = await unchanged(t, () =>
      cashier.call('POST', requestsUrl('cafeteria'), '{"id_user": 1', { 'content-type': 'application/json' }),
    );
    expect(notJson.status).toBe(400);
    const ids = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(3_000_000_000, [{ id: water.id, count: 1 }])),
    );
    expect(ids.status).toBe(400);
  });
});
