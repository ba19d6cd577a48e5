/**
 * An Excel workbook (.xlsx) written while its rows arrive, so a year of sales goes out
 * without being held: each batch becomes sheet XML, compressed into the zip as it comes, and
 * the zip's bytes leave after each batch (fflate lays out the zip; Node's zlib, four times
 * faster than deflate in JavaScript, compresses). Strings are written inline (a shared-strings table
 * would have to be held whole); a sheet holds at most Excel's 1 048 576 rows, so longer
 * answers continue on 'Ventas (2)', 'Ventas (3)'…
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { Zip, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';
import type { ColumnKind } from '../../src/domain/reports';
import { offsetMinutes } from '../time';

export const EXCEL_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel's own limit, the title row included. */
export const EXCEL_SHEET_ROWS = 1_048_576;

export interface ExcelColumn {
  key: string;
  title: string;
  kind?: ColumnKind;
}

export interface ExcelOptions {
  /** The first sheet's name; Excel allows 31 characters. */
  sheet: string;
  columns: readonly ExcelColumn[];
  /** Dates and times are written as the school's clock shows them. */
  timezone: string;
  /** Rows per sheet, the title row included (smaller only in tests). */
  sheetRows?: number;
}

// Cell styles, by their index in styles.xml's cellXfs.
const STYLE = { money: 1, datetime: 2, title: 3 } as const;
const WIDTH: Record<ColumnKind, number> = { money: 14, datetime: 17, text: 24 };
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const encoder = new TextEncoder();

// Characters XML 1.0 cannot carry at all, and the five it must escape.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const xmlText = (text: string) => text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A sheet name Excel accepts: no []:*?/\, at most 31 characters, never empty. */
export function sheetName(name: string, part = 1): string {
  const suffix = part > 1 ? ` (${part})` : '';
  const clean = name.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Datos';
  return clean.slice(0, 31 - suffix.length) + suffix;
}

/**
 * A file of the zip compressed by Node's zlib as its parts arrive: each part is deflated on its
 * own up to a sync flush (byte-aligned, not final), the last one to the end of the stream, and
 * the parts one after the other are one deflate stream, as the zip's reader expects.
 */
class DeflatedFile implements ZipInputFile {
  size = 0;
  crc = 0;
  readonly compression = 8;
  ondata?: AsyncFlateStreamHandler;

  constructor(readonly filename: string) {}

  push(data: Uint8Array, final = false) {
    this.size += data.length;
    this.crc = crc32(data, this.crc);
    const deflated = deflateRawSync(data, {
      finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
    this.ondata!(null, deflated, final);
  }
}

/** 'A'…'Z', 'AA'… of a column's index from 0. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Excel's day number of an instant on the school's clock (days since 1899-12-30). */
function serialDays(timezone: string) {
  const offsets = new Map<number, number>();
  return (value: Date): number => {
    const ms = value.getTime();
    // The offset changes at most at an hour's turn: asked of Intl once per hour of data.
    const hour = Math.floor(ms / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) offsets.set(hour, (offset = offsetMinutes(value, timezone)));
    return (ms + offset * 60_000) / 86_400_000 + 25_569;
  };
}

export class ExcelWriter {
  private readonly out: Uint8Array[] = [];
  private readonly zip = new Zip((err, chunk) => {
    if (err) throw err;
    this.out.push(chunk);
  });
  private readonly names: string[] = [];
  private sheet: DeflatedFile | null = null;
  private rowsInSheet = 0;
  private pending = '';
  private readonly serial: (value: Date) => number;
  private readonly sheetRows: number;
  private readonly letters: string[];

  constructor(private readonly options: ExcelOptions) {
    this.serial = serialDays(options.timezone);
    this.sheetRows = options.sheetRows ?? EXCEL_SHEET_ROWS;
    this.letters = options.columns.map((_, i) => columnLetters(i));
  }

  /** Rows keyed as the columns are; a cell the row lacks stays empty. */
  add(rows: readonly Record<string, unknown>[]) {
    for (const row of rows) {
      if (!this.sheet || this.rowsInSheet >= this.sheetRows) this.openSheet();
      this.rowsInSheet++;
      this.pending += this.rowXml(row, this.rowsInSheet);
      // Deflated a megabyte at a time: smaller parts compress less (each starts afresh).
      if (this.pending.length > 1 << 20) this.flush();
    }
    this.flush();
  }

  /** Closes the last sheet (an answer without rows still has its titles) and the workbook. */
  finish() {
    if (!this.sheet) this.openSheet();
    this.closeSheet();
    const { names } = this;
    const file = (path: string, xml: string) => {
      const entry = new DeflatedFile(path);
      this.zip.add(entry);
      entry.push(encoder.encode(XML_HEAD + xml), true);
    };
    const sheets = names.map((_, i) => i + 1);
    file(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
        sheets
          .map(
            (n) =>
              `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        `</Types>`,
    );
    file(
      '_rels/.rels',
      `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    file(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        names
          .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
          .join('') +
        `</sheets></workbook>`,
    );
    file(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PKG_REL}">` +
        sheets
          .map(
            (n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${names.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    );
    file('xl/styles.xml', STYLES);
    this.zip.end();
  }

  /** The zip's bytes written since the last call. */
  take(): Uint8Array[] {
    return this.out.splice(0);
  }

  private openSheet() {
    if (this.sheet) this.closeSheet();
    this.names.push(sheetName(this.options.sheet, this.names.length + 1));
    this.sheet = new DeflatedFile(`xl/worksheets/sheet${this.names.length}.xml`);
    this.zip.add(this.sheet);
    const { columns } = this.options;
    const widths = columns.map(
      (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${WIDTH[c.kind ?? 'text']}" customWidth="1"/>`,
    );
    const titles = columns.map(
      (c, i) =>
        `<c r="${this.letters[i]}1" s="${STYLE.title}" t="inlineStr"><is><t>${xmlText(c.title)}</t></is></c>`,
    );
    this.pending =
      XML_HEAD +
      `<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
      // The title row stays in view while scrolling.
      `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
      `<cols>${widths.join('')}</cols><sheetData><row r="1">${titles.join('')}</row>`;
    this.rowsInSheet = 1;
  }

  private closeSheet() {
    this.pending += '</sheetData></worksheet>';
    this.sheet!.push(encoder.encode(this.pending), true);
    this.pending = '';
    this.sheet = null;
  }

  private flush() {
    if (!this.sheet || !this.pending) return;
    this.sheet.push(encoder.encode(this.pending));
    this.pending = '';
  }

  /** Row `n` (from 1) of the sheet; every cell says where it is, as Excel writes them. */
  private rowXml(row: Record<string, unknown>, n: number): string {
    let xml = `<row r="${n}">`;
    this.options.columns.forEach(
      (column, i) => (xml += this.cellXml(`${this.letters[i]}${n}`, column.kind, row[column.key])),
    );
    return xml + '</row>';
  }

  private cellXml(at: string, kind: ColumnKind | undefined, value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    if (kind === 'datetime') {
      const date = value instanceof Date ? value : new Date(String(value));
      if (!Number.isNaN(date.getTime()))
        return `<c r="${at}" s="${STYLE.datetime}"><v>${this.serial(date)}</v></c>`;
    }
    if (kind === 'money' && Number.isFinite(Number(value)))
      return `<c r="${at}" s="${STYLE.money}"><v>${Number(value)}</v></c>`;
    if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${at}"><v>${value}</v></c>`;
    return `<c r="${at}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
  }
}

// Styles: 0 plain, 1 pesos with thousands (#,##0), 2 day and time, 3 bold titles.
const STYLES =
  `<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts>` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="4">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

/** The workbook's bytes, a batch of rows at a time: nothing waits for the last row but the end of the zip. */
export async function* excelChunks(
  batches: AsyncIterable<readonly Record<string, unknown>[]>,
  options: ExcelOptions,
): AsyncGenerator<Buffer> {
  const writer = new ExcelWriter(options);
  for await (const rows of batches) {
    writer.add(rows);
    const chunks = writer.take();
    if (chunks.length) yield Buffer.concat(chunks);
  }
  writer.finish();
  yield Buffer.concat(writer.take());
}
