/**
 * The alternate request edit's item list (spec part 1 §2, §3, §5): pure rules, used by the
 * edit screen and checked again by the server. Amounts are integer pesos.
 */
import { DUPLICATE_PRODUCT, OVER_BALANCE } from './orders';

export const ITEM_FIELDS_REQUIRED = 'Precio, cantidad y total deben ser números mayores a 0';

export interface EditItem {
  idCategory: number | null;
  idSubCategory: number | null;
  idProduct: number;
  name: string;
  price: number;
  count: number;
  total: number;
}

export const itemsTotal = (items: readonly EditItem[]) => items.reduce((sum, i) => sum + i.total, 0);

/**
 * Adds an item, or replaces the one being edited (`replacing` = its product id). Refused: a
 * missing or non-positive number, a total that is not price × quantity, the same product
 * twice ('Ya has ingresado el producto.') and a sum above what the customer can pay
 * ('No puedes superar el saldo.'): the credential's balance plus what the order already cost,
 * which the edit gives back before charging the new total.
 */
export function putItem(
  items: readonly EditItem[],
  item: EditItem,
  available: number,
  replacing: number | null = null,
): { items: EditItem[]; error: string | null } {
  const numbers = [item.price, item.count, item.total];
  if (
    !numbers.every((n) => Number.isInteger(n)) ||
    item.count < 1 ||
    item.price < 0 ||
    item.total !== item.price * item.count
  ) {
    return { items: [...items], error: ITEM_FIELDS_REQUIRED };
  }
  const others = items.filter((i) => i.idProduct !== replacing);
  if (others.some((i) => i.idProduct === item.idProduct))
    return { items: [...items], error: DUPLICATE_PRODUCT };
  const next =
    replacing === null ? [...others, item] : items.map((i) => (i.idProduct === replacing ? item : i));
  if (itemsTotal(next) > available) return { items: [...items], error: OVER_BALANCE };
  return { items: next, error: null };
}
