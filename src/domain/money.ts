/** Money is an integer number of pesos, shown as $1.000 (es-CO grouping, no decimals). */
const formatter = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** A count, grouped as the school writes numbers (1.234). */
export const formatCount = (value: number): string => formatter.format(value);

export function formatMoney(pesos: number | bigint | null | undefined): string {
  if (pesos === null || pesos === undefined) return '$0';
  const value = Math.round(typeof pesos === 'bigint' ? Number(pesos) : pesos);
  const sign = value < 0 ? '-' : '';
  return `${sign}$${formatter.format(Math.abs(value))}`;
}

/** A balance change with its sign always shown: +$7.000, -$2.500. */
export const formatSignedMoney = (pesos: number): string =>
  pesos > 0 ? `+${formatMoney(pesos)}` : formatMoney(pesos);
