/** Importing students from a CSV file (issue 13, item 7): a bad file refused whole, or over the size limit, by the preview and the import alike, with a Spanish message naming the row or the columns. */
import { describe, expect, it } from 'vitest';
import {
  MAX_IMPORT_BASE64,
  MAX_IMPORT_BODY,
  MAX_IMPORT_BYTES,
  IMPORT_MESSAGES,
} from '../../src/domain/studentImport';
import { unchanged } from './fixtures';
import {
  admin,
  csv,
  file,
  HEADER,
  IMPORT,
  mealId,
  openImportSchool,
  PEOPLE,
  PREVIEW,
  shiftId,
  student,
  t,
} from './fixtures/import-school';

openImportSchool();

/** The preview and the import refuse `body` alike, writing nothing; the message. */
const refused = async (body: unknown, status = 400) => {
  const res = await unchanged(t, () => admin.post(PREVIEW, body), PEOPLE);
  expect(res.status, res.body.message).toBe(status);
  expect(res.body.code).toBe(0);
  const importing = await unchanged(t, () => admin.post(IMPORT, body), PEOPLE);
  expect(importing.status).toBe(status);
  expect(importing.body.message).toBe(res.body.message);
  return res.body.message;
};

describe('a file refused whole', () => {
  it('says to save a file that is not UTF-8 as "CSV UTF-8", naming the row', async () => {
    const ascii = { turno: String(shiftId), productodefault: String(mealId), select_course: 'Quinto B' };
    const latin1 = Buffer.from(
      csv([student(ascii), student({ ...ascii, name: 'José Peña Muñoz' })]),
      'latin1',
    );
    expect(await refused({ file: file(latin1) })).toBe(
      'El archivo no está en UTF-8 (fila 3): en Excel, guárdelo como "CSV UTF-8 (delimitado por comas)" e intente de nuevo',
    );
  });

  it('refuses an empty file, one with headers only, missing or repeated columns, or an unclosed quote', async () => {
    expect(await refused({ file: file('\uFEFF\r\n\r\n') })).toBe('El archivo está vacío');
    expect(await refused({})).toBe('El archivo es requerido');
    expect(await refused({ file: file(csv([])) })).toBe(
      'El archivo no tiene filas de estudiantes, solo encabezados',
    );
    const without = HEADER.filter((k) => k !== 'num_doc' && k !== 'turno');
    expect(await refused({ file: file(csv([student()], { header: without })) })).toBe(
      'Faltan columnas en el archivo: Número de documento (num_doc), Horario (turno)',
    );
    expect(
      await refused({ file: file(csv([student()], { header: [...HEADER.slice(0, -1), 'Nombre'] })) }),
    ).toBe('La columna Nombre (name) está repetida');
    expect(await refused({ file: file(`${csv([student()])}4;"1098;Sin cerrar\r\n`) })).toBe(
      'Hay unas comillas sin cerrar desde la fila 3',
    );
    expect(await refused({ file: 'esto no es base64!' })).toBe(
      'El archivo no se pudo leer: envíelo de nuevo',
    );
  });

  it('tells a file within the size limit but over 5 000 rows its row count', async () => {
    const row = csv([student()]).split('\r\n')[1];
    const text = `${HEADER.join(';')}\r\n${`${row}\r\n`.repeat(6_000)}`;
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_IMPORT_BYTES);
    expect(await refused({ file: file(text) })).toBe(
      'El archivo tiene 6000 filas; el máximo por importación es 5000. Divídalo en varios archivos',
    );
  }, 90_000);
});

describe('a file over the size limit (issue 28)', () => {
  const TOO_BIG = 'El archivo supera el tamaño máximo de 4 MB';
  /** Both routes refuse the raw body the same way, on the file field, and write nothing. */
  const refusedBySize = async (payload: string, status: number) => {
    for (const path of [PREVIEW, IMPORT]) {
      const res = await unchanged(
        t,
        () => admin.call('POST', path, payload, { 'content-type': 'application/json' }),
        PEOPLE,
      );
      expect(res.status, path).toBe(status);
      expect(res.body).toMatchObject({ code: 0, message: TOO_BIG, errors: { file: TOO_BIG } });
    }
  };

  it('is refused by the length of its base64, before it is decoded: a string of zeros, no CSV at all, gets the size message', async () => {
    expect(IMPORT_MESSAGES.fileTooBig).toBe(TOO_BIG);
    // Within the route's body limit: the schema measures the string. Decoded, it would be
    // refused for its missing columns instead.
    await refusedBySize(JSON.stringify({ file: 'A'.repeat(MAX_IMPORT_BASE64 + 4) }), 400);
    expect(await refused({ file: 'A'.repeat(MAX_IMPORT_BASE64) })).toMatch(/^Faltan columnas en el archivo/);
  }, 90_000);

  it('is refused by the size of the body before it is read whole or parsed (413): broken JSON gets the size message', async () => {
    // An unclosed JSON string one byte over the routes' limit: parsed, it would be 'no es un JSON válido'.
    const broken = `{"file":"${'A'.repeat(MAX_IMPORT_BODY - 8)}`;
    expect(Buffer.byteLength(broken)).toBe(MAX_IMPORT_BODY + 1);
    await refusedBySize(broken, 413);
    const res = await admin.call('POST', PREVIEW, broken, { 'content-type': 'application/json' });
    expect(res.body.reason).toBe('payload_too_large');
  }, 90_000);

  it('refuses 100 000 rows by their size without counting them', async () => {
    const row = csv([student()]).split('\r\n')[1];
    const text = `${HEADER.join(';')}\r\n${`${row}\r\n`.repeat(100_000)}`;
    await refusedBySize(JSON.stringify({ file: file(text) }), 413);
  }, 90_000);
});
