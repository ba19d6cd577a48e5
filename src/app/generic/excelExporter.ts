/**
 * Excel export of a list: the columns the list shows, with their labels, references
 * resolved to names. xlsx is loaded only when someone exports. Default name ExcelOut.xls.
 */
import type { Exporter, FetchRelatedRecords, RaRecord } from 'react-admin';
import type { ResourceDef } from '../../domain/resource';
import { cellValue } from './columns';

export const EXCEL_FILE_NAME = 'ExcelOut.xls';

export async function writeExcel(rows: Record<string, unknown>[], fileName = EXCEL_FILE_NAME, sheet = 'Datos') {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), sheet.slice(0, 31));
  XLSX.writeFile(book, fileName, { bookType: fileName.endsWith('.xlsx') ? 'xlsx' : 'biff8' });
}

export function excelExporter(def: ResourceDef, omit: readonly string[] = []): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords: FetchRelatedRecords) => {
    const columns = Object.entries(def.fields).filter(([source, f]) => f.list && !omit.includes(source));
    const related: Record<string, Record<string, { name?: string }>> = {};
    for (const [source, field] of columns) {
      if (field.kind === 'reference' && field.reference) {
        related[source] = (await fetchRelatedRecords(records, source, field.reference)) as Record<string, { name?: string }>;
      }
    }
    const rows = records.map((record) => {
      const row: Record<string, unknown> = { ID: record.id };
      for (const [source, field] of columns) row[field.label] = cellValue(field, record[source], related[source]);
      return row;
    });
    await writeExcel(rows, EXCEL_FILE_NAME, def.labelPlural);
  };
}
