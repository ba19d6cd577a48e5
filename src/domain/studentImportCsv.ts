/**
 * The students' CSV file (issue 13, item 7): a small RFC 4180 reader that turns the file's bytes
 * into rows by column (./studentImport names the columns), the human values a person writes in
 * them (a document type's abbreviation, a DD/MM/AAAA date, a decimal comma), and the files the
 * web app offers (the template, the rows left out).
 */
import { DOCUMENT_TYPES } from './documents';
import { ALLERGEN_KEYS, ALLERGENS, type AllergenKey } from './foodLabels';
import {
  columnName,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  type ImportColumn,
  type ImportColumnKey,
  type ImportRow,
} from './studentImport';

// ---------------------------------------------------------------------------------------------
// Reading the file

/** The whole file is refused: the message says why, naming the row or the columns. */
export class ImportFileError extends Error {}

/** Case, accents, spaces and underscores do not matter in a header or a looked-up name. */
export const normalizeName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

const HEADERS = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((c: ImportColumn) =>
    [c.key, c.label, ...(c.aliases ?? [])].map(
      (name) => [normalizeName(name), c.key as ImportColumnKey] as const,
    ),
  ),
);

/** The column a header names, or null for a column this import does not know. */
export const matchHeader = (header: string): ImportColumnKey | null =>
  HEADERS.get(normalizeName(header)) ?? null;

/**
 * The delimiter of the header line: Excel in Spanish writes ';' (the comma is the decimal
 * separator there), most other tools ','. Whichever appears more outside quotes wins.
 */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/** A record of the file: its row number (1 is the header, as a spreadsheet numbers them) and cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180: fields separated by the delimiter, records by CRLF or LF (a lone CR too); a
 * quoted field may hold the delimiter, line breaks and doubled quotes. A leading UTF-8 BOM is
 * dropped. Blank records (an empty line, or only delimiters as Excel writes an empty row) are
 * left out but still counted, so row numbers match the spreadsheet's.
 */
export function parseCsv(
  input: string,
  delimiter = detectDelimiter(input.replace(/^\uFEFF/, '')),
): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let quotedFrom = 0;
  let quoted = false;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) records.push({ line, cells });
    cells = [];
    cell = '';
    line++;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && cell === '') {
      quoted = true;
      quotedFrom = line;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else cell += ch;
  }
  if (quoted) throw new ImportFileError(IMPORT_MESSAGES.unclosedQuote(quotedFrom));
  // The last record may lack its line break.
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/**
 * UTF-8 bytes to text; other encodings (Excel's "CSV (delimitado por comas)" is Windows-1252)
 * are refused, naming the first row with a byte that is not UTF-8.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    const at = lenient.indexOf('\uFFFD');
    const line = lenient.slice(0, Math.max(at, 0)).split(/\r\n|\r|\n/).length;
    throw new ImportFileError(IMPORT_MESSAGES.badEncoding(line));
  }
}

/** The file as rows of raw values by column. */
export interface StudentFile {
  delimiter: ';' | ',';
  /** Headers this import does not know, left out (a typo in an optional column shows here). */
  ignoredColumns: string[];
  rows: { line: number; values: Partial<Record<ImportColumnKey, string>> }[];
}

/**
 * Reads the file's bytes: UTF-8, not empty, every required column present once, at most
 * MAX_IMPORT_ROWS rows. Throws ImportFileError with the Spanish reason otherwise.
 */
export function readStudentFile(bytes: Uint8Array): StudentFile {
  const text = decodeUtf8(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ImportFileError(IMPORT_MESSAGES.empty);
  const delimiter = detectDelimiter(text);
  const [header, ...records] = parseCsv(text, delimiter);
  if (!header) throw new ImportFileError(IMPORT_MESSAGES.empty);
  const positions: [ImportColumnKey, number][] = [];
  const ignoredColumns: string[] = [];
  header.cells.forEach((name, index) => {
    const key = matchHeader(name);
    if (!key) {
      if (name.trim()) ignoredColumns.push(name.trim());
      return;
    }
    if (positions.some(([k]) => k === key)) {
      throw new ImportFileError(
        IMPORT_MESSAGES.repeatedColumn(columnName(IMPORT_COLUMNS.find((c) => c.key === key)!)),
      );
    }
    positions.push([key, index]);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !positions.some(([k]) => k === c.key));
  if (missing.length) throw new ImportFileError(IMPORT_MESSAGES.missingColumns(missing.map(columnName)));
  if (records.length === 0) throw new ImportFileError(IMPORT_MESSAGES.noRows);
  if (records.length > MAX_IMPORT_ROWS)
    throw new ImportFileError(IMPORT_MESSAGES.tooManyRows(records.length));
  return {
    delimiter,
    ignoredColumns,
    rows: records.map(({ line, cells }) => ({
      line,
      values: Object.fromEntries(positions.map(([key, index]) => [key, (cells[index] ?? '').trim()])),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Human values

const DOCUMENT_ABBREVIATIONS: Record<string, number> = {
  cc: 1,
  nit: 2,
  pa: 3,
  pas: 3,
  pp: 3,
  ti: 4,
  rc: 5,
  nuip: 6,
  ce: 7,
};

/** A document type as a person writes it: its number, its name or its usual abbreviation. */
export function documentTypeOf(value: string): number | null {
  const name = normalizeName(value).replace(/\./g, '');
  if (/^\d+$/.test(name)) return DOCUMENT_TYPES.some((t) => t.id === Number(name)) ? Number(name) : null;
  return (
    DOCUMENT_ABBREVIATIONS[name.replace(/\s/g, '')] ??
    DOCUMENT_TYPES.find((t) => normalizeName(t.name) === name)?.id ??
    null
  );
}

/** AAAA-MM-DD as is; DD/MM/AAAA (or with '-' or '.') turned into it; anything else as written. */
export function isoDateOf(value: string): string {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : value;
}

/** A coordinate with a decimal point or comma; empty is none; anything else stays text (and is refused). */
export function decimalOf(value: string): number | string | undefined {
  if (value === '') return undefined;
  const normalized = value.replace(',', '.');
  return /^[-+]?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : value;
}

/** Other names people give an allergen (normalized): the school's list may say 'soja' or 'lácteos'. */
const ALLERGEN_SYNONYMS: Record<string, AllergenKey> = {
  soja: 'soya',
  cacahuate: 'mani',
  cacahuete: 'mani',
  'frutos secos': 'frutos_secos',
  nueces: 'frutos_secos',
  lacteos: 'leche',
  lactosa: 'leche',
  ajonjoli: 'sesamo',
  huevos: 'huevo',
};
const ALLERGEN_BY_NAME = new Map<string, AllergenKey>([
  ...ALLERGENS.flatMap((a) => [[normalizeName(a.id), a.id] as const, [normalizeName(a.name), a.id] as const]),
  ...Object.entries(ALLERGEN_SYNONYMS),
]);
/** Written for "no allergies". */
const NO_ALLERGY = new Set(['ninguna', 'ninguno', 'no', 'n/a', 'na', '-']);

/**
 * A cell of allergies ('Maní, leche y huevo'): the allergens' keys in the list's order, each once,
 * and what it could not read. Empty or 'Ninguna' is none.
 */
export function allergensOf(value: string): { keys: AllergenKey[]; unknown: string[] } {
  if (NO_ALLERGY.has(normalizeName(value.trim()))) return { keys: [], unknown: [] };
  const found = new Set<AllergenKey>();
  const unknown: string[] = [];
  for (const part of value
    .split(/[,;/|]|\s+y\s+/i)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const key = ALLERGEN_BY_NAME.get(normalizeName(part));
    if (key) found.add(key);
    else unknown.push(part);
  }
  return { keys: ALLERGEN_KEYS.filter((k) => found.has(k)), unknown };
}

// ---------------------------------------------------------------------------------------------
// Files the web app offers

const csvCell = (value: string, delimiter: string) =>
  /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * A CSV file's text (with a BOM so Excel reads it as UTF-8, CRLF line ends): the header, then
 * the rows. Cells are written as they came (a fixed file is imported again as is).
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  delimiter: ';' | ',' = ';',
): string {
  const lines = [header, ...rows].map((cells) => cells.map((c) => csvCell(c, delimiter)).join(delimiter));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The template: the columns' wire names, no rows (Spanish Excel opens ';' in columns). */
export const templateCsv = () =>
  toCsv(
    IMPORT_COLUMNS.map((c) => c.key),
    [],
  );

/** The rows left out, to fix and import again: the same columns plus their messages. */
export function invalidRowsCsv(
  rows: readonly ImportRow[],
  delimiter: ';' | ',' = ';',
  messagesHeader = 'errores',
): string {
  return toCsv(
    [...IMPORT_COLUMNS.map((c) => c.key), messagesHeader],
    rows.map((row) => [
      ...IMPORT_COLUMNS.map((c) => row.values[c.key] ?? ''),
      row.problems.map((p) => p.message).join('. '),
    ]),
    delimiter,
  );
}
