/**
 * Excel export of a list: the columns the list shows, with their labels, references
 * resolved to names, in the interface's language. xlsx is loaded only when someone exports. Default name ExcelOut.xls.
 */
import type { Exporter, FetchRelatedRecords, RaRecord, TranslateFunction } from 'react-admin';
import type { ResourceDef } from '../../domain/resource';
import { cellValue } from './columns';
import { LIST_EXPORT_LIMIT } from '../../domain/envelope';
import type { SealSetId } from '../../domain/foodLabels';
import { domainKeys } from '../../i18n/domain-messages';

export const EXCEL_FILE_NAME = 'ExcelOut.xls';

export async function writeExcel(
  rows: Record<string, unknown>[],
  fileName = EXCEL_FILE_NAME,
  sheet = 'Datos',
) {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), sheet.slice(0, 31));
  XLSX.writeFile(book, fileName, { bookType: fileName.endsWith('.xlsx') ? 'xlsx' : 'biff8' });
}

/** Hands a file to the browser as a download. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * `onCut`: told when the list had more rows than an export fetches (LIST_EXPORT_LIMIT), so the
 * screen can say that the file holds the first ones.
 */
export function excelExporter(
  def: ResourceDef,
  translate: TranslateFunction,
  omit: readonly string[] = [],
  onCut?: () => void,
  /** The school's seal set, for a seal's words (issue 35). */
  seals?: SealSetId,
): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords: FetchRelatedRecords) => {
    const columns = Object.entries(def.fields).filter(([source, f]) => f.list && !omit.includes(source));
    const related: Record<string, Record<string, { name?: string }>> = {};
    for (const [source, field] of columns) {
      if (field.kind === 'reference' && field.reference) {
        related[source] = (await fetchRelatedRecords(records, source, field.reference)) as Record<
          string,
          { name?: string }
        >;
      }
    }
    const rows = records.map((record) => {
      const row: Record<string, unknown> = { ID: record.id };
      for (const [source] of columns) {
        row[translate(domainKeys.field(def.name, source))] = cellValue(
          def,
          source,
          record[source],
          translate,
          related[source],
          seals,
        );
      }
      return row;
    });
    await writeExcel(rows, EXCEL_FILE_NAME, translate(domainKeys.resourceName(def.name), { smart_count: 2 }));
    if (records.length >= LIST_EXPORT_LIMIT) onCut?.();
  };
}
