/**
 * A list's Excel (built in the browser): the columns the list shows with their Spanish titles,
 * and a word to the screen when the list had more rows than an export fetches.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchRelatedRecords, RaRecord } from 'react-admin';

const written: { rows: Record<string, unknown>[]; sheet: string; file: string }[] = [];
vi.mock('xlsx', () => ({
  utils: {
    book_new: () => ({ sheets: [] as unknown[] }),
    json_to_sheet: (rows: Record<string, unknown>[]) => ({ rows }),
    book_append_sheet: (
      book: { sheets: unknown[] },
      sheet: { rows: Record<string, unknown>[] },
      name: string,
    ) => book.sheets.push({ ...sheet, name }),
  },
  writeFile: (book: { sheets: { rows: Record<string, unknown>[]; name: string }[] }, file: string) =>
    written.push({ rows: book.sheets[0].rows, sheet: book.sheets[0].name, file }),
}));

const { excelExporter } = await import('../../src/kit/generic/excelExporter');
const { LIST_EXPORT_LIMIT } = await import('../../src/domain/envelope');
const { schoolsResource } = await import('../../src/domain/resources/schools');
const { i18nProvider } = await import('../../src/app/i18n');

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const noRelated: FetchRelatedRecords = async () => ({});
const schools = (n: number): RaRecord[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Colegio ${i + 1}` }));

beforeEach(() => {
  written.length = 0;
});

describe('excelExporter', () => {
  it('writes ExcelOut.xls with the titles of the columns the list shows', async () => {
    const cut = vi.fn();
    await excelExporter(schoolsResource, translate, [], cut)(
      schools(2),
      noRelated,
      {} as never,
      'admin/schools',
    );
    expect(written).toHaveLength(1);
    expect(written[0].file).toBe('ExcelOut.xls');
    expect(written[0].rows[0]).toMatchObject({ ID: 1 });
    expect(Object.keys(written[0].rows[0]).length).toBeGreaterThan(1);
    expect(cut).not.toHaveBeenCalled();
  });

  it('says the file holds the first rows when the list reached the export limit', async () => {
    const cut = vi.fn();
    await excelExporter(schoolsResource, translate, [], cut)(
      schools(LIST_EXPORT_LIMIT),
      noRelated,
      {} as never,
      'admin/schools',
    );
    expect(written[0].rows).toHaveLength(LIST_EXPORT_LIMIT);
    expect(cut).toHaveBeenCalledTimes(1);
  });
});
