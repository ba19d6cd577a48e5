/**
 * The figures' captions (SpendingLabels) from a catalog's *Gastos* words (src/i18n/spending.ts),
 * whichever app says them: the portal's `t` or react-admin's `translate`, under its own prefix.
 */
import type { SpendingLabels } from './SpendingFigures';

/** Each caption's key in the catalog's `spending` tree. */
const KEYS = {
  total: 'total',
  purchases: 'purchases',
  empty: 'empty',
  byStore: 'by_store',
  byCategory: 'by_category',
  byDay: 'by_day',
  byMonth: 'by_month',
  byHour: 'by_hour',
  topProducts: 'top_products',
  store: 'store',
  category: 'category',
  day: 'day',
  month: 'month',
  hour: 'hour',
  product: 'product',
  quantity: 'quantity',
  amount: 'amount',
} as const satisfies Record<keyof SpendingLabels, string>;

/** The captions, `say` reading a key of the `spending` tree; `purchases` counts `compras`. */
export function spendingLabels(
  say: (key: string, options?: { smart_count: number }) => string,
  compras: number,
): SpendingLabels {
  const labels = {} as SpendingLabels;
  for (const [label, key] of Object.entries(KEYS) as [keyof SpendingLabels, string][])
    labels[label] = key === 'purchases' ? say(key, { smart_count: compras }) : say(key);
  return labels;
}
