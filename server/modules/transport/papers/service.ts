/**
 * The papers' Excel: one sheet of a few rows per bus and driver, written whole with the reports'
 * writer (http/excel-stream.ts), in the summary's order; dates stay 'YYYY-MM-DD' text, as a
 * permit's day in the access reports.
 */
import { excelRowOf, PAPERS_EXCEL, type PapersSummary } from '../../../../src/domain/transportPapers';
import { ExcelWriter } from '../../../http/excel-stream';

export function papersWorkbook(summary: PapersSummary, timezone: string): Buffer {
  const writer = new ExcelWriter({
    sheet: PAPERS_EXCEL.sheet,
    columns: PAPERS_EXCEL.columns.map((c) => ({ key: c.key, title: c.label })),
    timezone,
  });
  writer.add(summary.papeles.map(excelRowOf));
  writer.finish();
  return Buffer.concat(writer.take());
}
