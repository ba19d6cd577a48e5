import { describe, expect, it } from 'vitest';
import { ITEM_FIELDS_REQUIRED, itemsTotal, putItem, type EditItem } from '../../src/domain/orderEdit';
import { DUPLICATE_PRODUCT, editedLines, OVER_BALANCE } from '../../src/domain/orders';

const item = (idProduct: number, price: number, count: number, extra: Partial<EditItem> = {}): EditItem => ({
  idCategory: 1,
  idSubCategory: null,
  idProduct,
  name: `P${idProduct}`,
  price,
  count,
  total: price * count,
  ...extra,
});

describe('the alternate request edit items', () => {
  it('adds an item and sums the totals', () => {
    const { items, error } = putItem([item(1, 1000, 2)], item(2, 500, 3), 10_000);
    expect(error).toBeNull();
    expect(items.map((i) => i.idProduct)).toEqual([1, 2]);
    expect(itemsTotal(items)).toBe(3500);
  });

  it("refuses the same product twice: 'Ya has ingresado el producto.'", () => {
    const before = [item(1, 1000, 2)];
    expect(putItem(before, item(1, 1000, 1), 10_000)).toEqual({ items: before, error: DUPLICATE_PRODUCT });
  });

  it("refuses a sum above the balance (what the customer can pay): 'No puedes superar el saldo.'", () => {
    const before = [item(1, 1000, 2)];
    expect(putItem(before, item(2, 1000, 3), 4999)).toEqual({ items: before, error: OVER_BALANCE });
    expect(putItem(before, item(2, 1000, 3), 5000).error).toBeNull();
  });

  it('replaces the item being edited, in its place, still checking duplicates and the balance', () => {
    const before = [item(1, 1000, 2), item(2, 500, 1)];
    const edited = putItem(before, item(1, 1000, 4), 10_000, 1);
    expect(edited.error).toBeNull();
    expect(edited.items.map((i) => [i.idProduct, i.count])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(putItem(before, item(2, 1000, 1), 10_000, 1).error).toBe(DUPLICATE_PRODUCT);
    expect(putItem(before, item(1, 1000, 20), 10_000, 1).error).toBe(OVER_BALANCE);
  });

  it('requires whole numbers and total = price × quantity', () => {
    for (const bad of [
      item(1, 1000, 0),
      item(1, 1000, 1.5),
      item(1, 1000, 2, { total: 1000 }),
      item(1, Number.NaN, 1),
    ]) {
      expect(putItem([], bad, 100_000).error).toBe(ITEM_FIELDS_REQUIRED);
    }
  });
});

describe('editedLines', () => {
  it('reads idProduct or id and reports the first repeated product', () => {
    expect(
      editedLines({
        products: [
          { idProduct: 3, count: 1 },
          { id: 4, count: 2 },
        ],
      }),
    ).toEqual({
      lines: [
        { id: 3, count: 1 },
        { id: 4, count: 2 },
      ],
      duplicate: null,
    });
    expect(
      editedLines({
        products: [
          { idProduct: 3, count: 1 },
          { id: 3, count: 2 },
        ],
      }).duplicate,
    ).toBe(3);
  });
});
