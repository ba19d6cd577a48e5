/**
 * How the offline sales report shows a row's values, on screen and in its Excel: the store, the
 * outcome and the flags in the interface's language, money as pesos, times in school time.
 */
import { useTranslate, type Exporter, type TranslateFunction } from 'react-admin';
import { formatMoney } from '../../../domain/money';
import type { OfflineSaleRow } from '../../../domain/offlineSales';
import { storeById } from '../../../domain/stores';
import { domainKeys } from '../../../i18n/domain-messages';
import { formatDateTime } from '../../../kit/generic/columns';
import { EXCEL_FILE_NAME, writeExcel } from '../../../kit/generic/excelExporter';
import { LIST_EXPORT_LIMIT } from '../../../domain/envelope';

export const storeText = (translate: TranslateFunction, id: number) => {
  const store = storeById(id);
  return store ? translate(domainKeys.store(store.segment, 'label')) : String(id);
};

export function StoreName({ id }: { id: number }) {
  const translate = useTranslate();
  return <>{storeText(translate, id)}</>;
}

export const stateText = (translate: TranslateFunction, row: Pick<OfflineSaleRow, 'estado'>) =>
  translate(`admin.offline_sales.states.${row.estado}`);

export const flagsText = (translate: TranslateFunction, row: Pick<OfflineSaleRow, 'marcas'>) =>
  row.marcas.map((flag) => translate(`admin.offline_sales.flags.${flag}`)).join(', ');

/** How a refused sale was settled: 'Descartada por Ana Díaz: el colegio asume el costo'. */
export const resolutionText = (
  translate: TranslateFunction,
  row: Pick<OfflineSaleRow, 'resolucion' | 'resuelta_por' | 'nota'>,
) =>
  row.resolucion
    ? translate('admin.offline_sales.resolve.by', {
        resolution: translate(`admin.offline_sales.resolutions.${row.resolucion}`),
        name: row.resuelta_por ?? '—',
      }) + (row.nota ? `: ${row.nota}` : '')
    : '';

/** The report's columns in order, each with its text for a row (the screen draws some richer). */
export const COLUMNS: readonly [
  keyof OfflineSaleRow,
  (translate: TranslateFunction, row: OfflineSaleRow) => string | number,
][] = [
  ['recibida_en', (_, row) => formatDateTime(row.recibida_en)],
  ['hecha_en', (_, row) => formatDateTime(row.hecha_en)],
  ['caja', (translate, row) => row.caja ?? translate('admin.offline_sales.unknown_till')],
  ['store', (translate, row) => storeText(translate, row.store)],
  ['estudiante', (_, row) => row.estudiante ?? ''],
  ['num_doc', (_, row) => row.num_doc ?? ''],
  ['total', (_, row) => row.total],
  ['cobrado', (_, row) => row.cobrado ?? ''],
  ['estado', stateText],
  ['marcas', flagsText],
  ['motivo', (_, row) => row.motivo ?? ''],
  ['id_order', (_, row) => row.id_order ?? ''],
  ['enviada_por', (_, row) => row.enviada_por ?? ''],
  ['resolucion', resolutionText],
];

export const columnLabel = (key: string) => `admin.offline_sales.columns.${key}`;
/** Each column's catalog key, by the row's key. */
export const LABELS = Object.fromEntries(COLUMNS.map(([key]) => [key, columnLabel(key)])) as Record<
  (typeof COLUMNS)[number][0],
  string
>;

/** The list's Excel (the rows the filter finds, up to LIST_EXPORT_LIMIT); `onCut` when there were more. */
export const offlineSalesExporter =
  (translate: TranslateFunction, onCut: () => void): Exporter =>
  async (records) => {
    const rows = (records as OfflineSaleRow[]).map((row) =>
      Object.fromEntries(COLUMNS.map(([key, text]) => [translate(columnLabel(key)), text(translate, row)])),
    );
    await writeExcel(rows, EXCEL_FILE_NAME, translate('admin.offline_sales.sheet'));
    if (records.length >= LIST_EXPORT_LIMIT) onCut();
  };

/** Pesos, or a dash where nothing was charged. */
export const moneyOrDash = (value: number | null) => (value === null ? '—' : formatMoney(value));
