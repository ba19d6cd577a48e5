/** A sale's facts for the sale core's check (server/sale/check.ts): one with no problem, changed per case. */
import { STORE } from '../../../src/domain/inventory';
import type { LockedProduct, SaleFacts } from '../../../server/sale';

/** An active credential of an active holder, with money, no cap and no hours. */
export const CREDENTIAL: SaleFacts['credential'] = {
  active: 1,
  holderActive: 1,
  saldo: 50_000,
  lockSaldo: 0,
  weeklyCap: 0,
  saleWindows: [],
};

export const product = (id: number, changes: Partial<LockedProduct> = {}): LockedProduct => ({
  id,
  name: `Producto ${id}`,
  price: 1_000,
  stock: 10,
  store: STORE.cafeteria,
  enable: 1,
  enlistment: 0,
  sellos: [],
  alergenos: [],
  ...changes,
});

/** A sale that has no problem: one unit of product 1 to an active student with money and no cap. */
export function facts(changes: Partial<SaleFacts> = {}, products: LockedProduct[] = [product(1)]): SaleFacts {
  return {
    store: STORE.cafeteria,
    operation: 'sale',
    credential: { ...CREDENTIAL },
    lines: [{ id: 1, count: 1 }],
    products: new Map(products.map((p) => [p.id, p])),
    restricted: new Set(),
    food: { allergies: [], blocked: [], set: 'CO' },
    consumedToday: 0,
    consumedThisWeek: 0,
    saleTime: '10:00',
    ...changes,
  };
}
