/**
 * Importing students from a CSV file (issue 13, item 7): the file's columns, a small RFC 4180
 * reader, and the wire shapes of `POST academic/students/import/preview` and
 * `POST academic/students/import`. Shared by the server (which decides) and the web app
 * (the template, the column list, the downloads).
 *
 * Columns, in the order of the spec's validation (part 2 §5), then the optional ones. The header
 * may use the wire name or the Spanish label, in any case and with or without accents:
 *   type_doc             Tipo de documento      number (1-7), name or abbreviation (TI, CC, RC…)
 *   num_doc              Número de documento
 *   name                 Nombre
 *   fechaNacimiento      Fecha de nacimiento    AAAA-MM-DD or DD/MM/AAAA
 *   email                Correo electrónico
 *   address, phone, cellphone                   Dirección, Teléfono, Celular
 *   productodefault      Producto por defecto   a restaurant product's name (or id)
 *   select_course        Curso                  a course's name; created when new
 *   turno                Horario                a schedule's name (or id)
 *   acudiente_num_doc    Documento del acudiente  the guardian: matched by document, else created
 *   acudiente_type_doc, acudiente_name, acudiente_cellphone, acudiente_email   (optional: a new guardian's data)
 *   latitud, longitud    (optional) the home, a decimal point or comma
 */
import { z } from 'zod';
import { DOCUMENT_TYPES } from './documents';

export interface ImportColumn {
  /** Wire name: the header the template writes. */
  key: string;
  /** The Spanish label, also accepted as header. */
  label: string;
  /** The file must have this column (its value may still be wrong on a row). */
  required: boolean;
  /** Other headers that mean this column. */
  aliases?: readonly string[];
}

export const IMPORT_COLUMNS = [
  { key: 'type_doc', label: 'Tipo de documento', required: true },
  { key: 'num_doc', label: 'Número de documento', required: true },
  { key: 'name', label: 'Nombre', required: true },
  { key: 'fechaNacimiento', label: 'Fecha de nacimiento', required: true },
  { key: 'email', label: 'Correo electrónico', required: true },
  { key: 'address', label: 'Dirección', required: true },
  { key: 'phone', label: 'Teléfono', required: true },
  { key: 'cellphone', label: 'Celular', required: true },
  { key: 'productodefault', label: 'Producto por defecto', required: true },
  { key: 'select_course', label: 'Curso', required: true },
  { key: 'turno', label: 'Horario', required: true },
  { key: 'acudiente_num_doc', label: 'Documento del acudiente', required: true, aliases: ['select_attendant', 'Acudiente'] },
  { key: 'acudiente_type_doc', label: 'Tipo de documento del acudiente', required: false },
  { key: 'acudiente_name', label: 'Nombre del acudiente', required: false },
  { key: 'acudiente_cellphone', label: 'Celular del acudiente', required: false },
  { key: 'acudiente_email', label: 'Correo del acudiente', required: false, aliases: ['Correo electrónico del acudiente'] },
  { key: 'latitud', label: 'Latitud', required: false },
  { key: 'longitud', label: 'Longitud', required: false },
] as const satisfies readonly ImportColumn[];

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

/** A column's position: row problems are listed in this order (the spec's, then the optional columns). */
export const IMPORT_COLUMN_ORDER: readonly string[] = IMPORT_COLUMNS.map((c) => c.key);

/** More rows than this are refused whole: split the file. */
export const MAX_IMPORT_ROWS = 5000;
/**
 * The file's size limit, in bytes: a full 5 000-row file (every column written) is under 2 MB.
 * A larger file is refused by its size before anything reads it (issue 28): its body is cut at
 * the route's limit, and a file string longer than MAX_IMPORT_BASE64 is refused before it is
 * decoded; a file within the size but over MAX_IMPORT_ROWS is told its row count.
 */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;
/** Base64 of the largest file accepted. */
export const MAX_IMPORT_BASE64 = Math.ceil(MAX_IMPORT_BYTES / 3) * 4;
/** The import routes' body limit: the largest file as base64 plus room for the JSON around it. */
export const MAX_IMPORT_BODY = MAX_IMPORT_BASE64 + 64 * 1024;

/** Refusals of the whole file (a row's own problems are listed on the row instead). */
export const IMPORT_MESSAGES = {
  fileRequired: 'El archivo es requerido',
  fileTooBig: `El archivo supera el tamaño máximo de ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
  notBase64: 'El archivo no se pudo leer: envíelo de nuevo',
  badEncoding: (line: number) =>
    `El archivo no está en UTF-8 (fila ${line}): en Excel, guárdelo como "CSV UTF-8 (delimitado por comas)" e intente de nuevo`,
  empty: 'El archivo está vacío',
  noRows: 'El archivo no tiene filas de estudiantes, solo encabezados',
  unclosedQuote: (line: number) => `Hay unas comillas sin cerrar desde la fila ${line}`,
  missingColumns: (names: string[]) => `Faltan columnas en el archivo: ${names.join(', ')}`,
  repeatedColumn: (name: string) => `La columna ${name} está repetida`,
  tooManyRows: (rows: number) =>
    `El archivo tiene ${rows} filas; el máximo por importación es ${MAX_IMPORT_ROWS}. Divídalo en varios archivos`,
  nothingValid: 'Ninguna fila es válida: no se importó nada. Corrija el archivo e intente de nuevo',
  nothingImported: 'No se importó ningún estudiante:',
  imported: (count: number) => `Se importaron ${count} estudiantes`,
  // A row's problems beyond the student form's own messages.
  repeatedInFile: (what: 'numero de documento' | 'email', line: number) => `El ${what} se repite en la fila ${line} del archivo`,
} as const;

/** A column as the file's header names it: "Correo electrónico (email)". */
export const columnName = (column: ImportColumn) => `${column.label} (${column.key})`;

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
    [c.key, c.label, ...(c.aliases ?? [])].map((name) => [normalizeName(name), c.key as ImportColumnKey] as const),
  ),
);

/** The column a header names, or null for a column this import does not know. */
export const matchHeader = (header: string): ImportColumnKey | null => HEADERS.get(normalizeName(header)) ?? null;

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
export function parseCsv(input: string, delimiter = detectDelimiter(input.replace(/^\uFEFF/, ''))): CsvRecord[] {
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
      throw new ImportFileError(IMPORT_MESSAGES.repeatedColumn(columnName(IMPORT_COLUMNS.find((c) => c.key === key)!)));
    }
    positions.push([key, index]);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !positions.some(([k]) => k === c.key));
  if (missing.length) throw new ImportFileError(IMPORT_MESSAGES.missingColumns(missing.map(columnName)));
  if (records.length === 0) throw new ImportFileError(IMPORT_MESSAGES.noRows);
  if (records.length > MAX_IMPORT_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows(records.length));
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

const DOCUMENT_ABBREVIATIONS: Record<string, number> = { cc: 1, nit: 2, pa: 3, pas: 3, pp: 3, ti: 4, rc: 5, nuip: 6, ce: 7 };

/** A document type as a person writes it: its number, its name or its usual abbreviation. */
export function documentTypeOf(value: string): number | null {
  const name = normalizeName(value).replace(/\./g, '');
  if (/^\d+$/.test(name)) return DOCUMENT_TYPES.some((t) => t.id === Number(name)) ? Number(name) : null;
  return DOCUMENT_ABBREVIATIONS[name.replace(/\s/g, '')] ?? DOCUMENT_TYPES.find((t) => normalizeName(t.name) === name)?.id ?? null;
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

// ---------------------------------------------------------------------------------------------
// The wire

/** `carnet`: 1 creates each imported student's credential at once (the default), 0 leaves it for later. */
export const importBodySchema = z.object({
  file: z
    .string({ error: IMPORT_MESSAGES.fileRequired })
    .max(MAX_IMPORT_BASE64, { error: IMPORT_MESSAGES.fileTooBig })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: IMPORT_MESSAGES.notBase64 }),
  carnet: z.union([z.literal(0), z.literal(1), z.boolean()], { error: 'El campo Crear carnet debe ser 1 o 0' }).default(1),
});
export type ImportBody = z.input<typeof importBodySchema>;

/**
 * A row's problem: the column (an import column key), the Spanish message naming it, and for
 * the web app in another language, the rule it breaks with its values (`max`, `min`, `line`).
 */
export const importProblemSchema = z.object({
  field: z.string(),
  message: z.string(),
  rule: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** Whether the row's guardian or course exists (matched) or the import creates it. */
export const importActionSchema = z.enum(['matched', 'created']).nullable();

export const importRowSchema = z.object({
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  problems: z.array(importProblemSchema),
  guardian: importActionSchema,
  course: importActionSchema,
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  guardiansCreated: z.number().int(),
  guardiansMatched: z.number().int(),
  coursesCreated: z.number().int(),
  coursesMatched: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** The preview: every row with its problems, what would be created, and the counts. Nothing written. */
export const importPreviewSchema = z.object({
  delimiter: z.enum([';', ',']),
  ignoredColumns: z.array(z.string()),
  rows: z.array(importRowSchema),
  counts: importCountsSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The import: how many students (and credentials, guardians, courses) were created, and the rows left out. */
export const importResultSchema = z.object({
  created: z.number().int(),
  credentials: z.number().int(),
  guardiansCreated: z.number().int(),
  coursesCreated: z.number().int(),
  delimiter: z.enum([';', ',']),
  invalid: z.array(importRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

// ---------------------------------------------------------------------------------------------
// Files the web app offers

const csvCell = (value: string, delimiter: string) =>
  /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * A CSV file's text (with a BOM so Excel reads it as UTF-8, CRLF line ends): the header, then
 * the rows. Cells are written as they came (a fixed file is imported again as is).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[], delimiter: ';' | ',' = ';'): string {
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
export function invalidRowsCsv(rows: readonly ImportRow[], delimiter: ';' | ',' = ';', messagesHeader = 'errores'): string {
  return toCsv(
    [...IMPORT_COLUMNS.map((c) => c.key), messagesHeader],
    rows.map((row) => [
      ...IMPORT_COLUMNS.map((c) => row.values[c.key] ?? ''),
      row.problems.map((p) => p.message).join('. '),
    ]),
    delimiter,
  );
}
