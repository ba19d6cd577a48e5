/**
 * Importing students from a CSV file (issue 13, item 7): the file's columns, its limits, the
 * refusals of a whole file, and the wire shapes of `POST academic/students/import/preview` and
 * `POST academic/students/import` (reading and writing the file itself: ./studentImportCsv).
 * Shared by the server (which decides) and the web app (the template, the column list, the downloads).
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
 *   alergias             (optional, issue 35) the allergens by name or key, separated by ',', ';', '/' or 'y':
 *                        'Maní, leche'; a usual other name works too ('soja', 'cacahuate', 'nueces', 'lácteos')
 *   alergias_nota        Otras alergias e indicaciones (optional)
 */
import { z } from 'zod';

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
  {
    key: 'acudiente_num_doc',
    label: 'Documento del acudiente',
    required: true,
    aliases: ['select_attendant', 'Acudiente'],
  },
  { key: 'acudiente_type_doc', label: 'Tipo de documento del acudiente', required: false },
  { key: 'acudiente_name', label: 'Nombre del acudiente', required: false },
  { key: 'acudiente_cellphone', label: 'Celular del acudiente', required: false },
  {
    key: 'acudiente_email',
    label: 'Correo del acudiente',
    required: false,
    aliases: ['Correo electrónico del acudiente'],
  },
  { key: 'latitud', label: 'Latitud', required: false },
  { key: 'longitud', label: 'Longitud', required: false },
  { key: 'alergias', label: 'Alergias', required: false },
  {
    key: 'alergias_nota',
    label: 'Otras alergias e indicaciones',
    required: false,
    aliases: ['Indicaciones de alergia'],
  },
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
  repeatedInFile: (what: 'numero de documento' | 'email', line: number) =>
    `El ${what} se repite en la fila ${line} del archivo`,
  unknownAllergen: (value: string, allergens: string) =>
    `La alergia «${value}» no es un alérgeno de la lista: ${allergens}`,
} as const;

/** A column as the file's header names it: "Correo electrónico (email)". */
export const columnName = (column: ImportColumn) => `${column.label} (${column.key})`;

// ---------------------------------------------------------------------------------------------
// The wire

/** `carnet`: 1 creates each imported student's credential at once (the default), 0 leaves it for later. */
export const importBodySchema = z.object({
  file: z
    .string({ error: IMPORT_MESSAGES.fileRequired })
    .max(MAX_IMPORT_BASE64, { error: IMPORT_MESSAGES.fileTooBig })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: IMPORT_MESSAGES.notBase64 }),
  carnet: z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: 'El campo Crear carnet debe ser 1 o 0' })
    .default(1),
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
