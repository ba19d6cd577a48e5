/**
 * The inspector's workbook (issue 35): the products carrying a warning seal and what they sold per
 * month of a year. Two sheets of different columns, a few hundred rows at most, so it is built
 * whole with xlsx rather than streamed (http/excel-stream.ts writes one sheet's rows as they come).
 */
import type * as Xlsx from 'xlsx';
import { allergenName, type SealSetId } from '../../../../../src/domain/foodLabels';
import { FOOD_POLICY_MESSAGES } from '../../../../../src/domain/foodPolicy';
import { blockedSealsOf, sealName, type FoodPolicy } from '../../../../../src/domain/foodRules';
import { storeLabel } from '../../../../../src/domain/stores';
import type { MonthSales, SealedProductRow } from '../queries';

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const PRODUCT_TITLES = [
  'Tienda',
  'Categoría',
  'Producto',
  'Precio',
  'Sellos',
  'Alérgenos',
  'Habilitado',
  'Bloqueado por la política',
];
const SALES_TITLES = ['Mes', 'Unidades vendidas', 'Valor vendido'];
/** Pesos with thousands, as the other exports write them. */
const MONEY_FORMAT = '#,##0';
const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** A sheet: the titles, then the rows; its column widths, and pesos written with thousands. */
function sheetOf(
  XLSX: typeof Xlsx,
  titles: string[],
  rows: (string | number)[][],
  widths: number[],
  moneyColumns: number[],
): Xlsx.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([titles, ...rows]);
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  for (let r = 1; r <= rows.length; r++) {
    for (const c of moneyColumns) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as Xlsx.CellObject | undefined;
      if (cell?.t === 'n') cell.z = MONEY_FORMAT;
    }
  }
  return sheet;
}

export async function foodPolicyWorkbook(input: {
  policy: FoodPolicy;
  products: readonly SealedProductRow[];
  sales: readonly MonthSales[];
  year: number;
}): Promise<Buffer> {
  // Loaded when a file is asked for (some 100 ms): the server's start does not pay for it.
  const XLSX = await import('xlsx');
  const set: SealSetId = input.policy.conjunto_sellos;
  const productRows = input.products.map((p) => [
    storeLabel(p.store),
    p.category,
    p.name,
    p.price,
    p.sellos.map((key) => sealName(key, set)).join(', '),
    p.alergenos.map(allergenName).join(', '),
    yesNo(p.enable === 1),
    yesNo(blockedSealsOf(p.sellos, input.policy.sellos_bloqueados).length > 0),
  ]);
  const byMonth = new Map(input.sales.map((s) => [s.month, s]));
  const monthRows = MONTHS.map((name, i) => [
    name,
    byMonth.get(i + 1)?.units ?? 0,
    byMonth.get(i + 1)?.amount ?? 0,
  ]);
  const total = [
    'Total',
    input.sales.reduce((n, s) => n + s.units, 0),
    input.sales.reduce((n, s) => n + s.amount, 0),
  ];

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    sheetOf(XLSX, PRODUCT_TITLES, productRows, [14, 22, 32, 12, 48, 32, 12, 24], [3]),
    FOOD_POLICY_MESSAGES.sheetProducts,
  );
  XLSX.utils.book_append_sheet(
    book,
    sheetOf(XLSX, SALES_TITLES, [...monthRows, total], [14, 18, 16], [2]),
    FOOD_POLICY_MESSAGES.sheetSales(input.year),
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
