/**
 * Importing students from a CSV file (issue 13, item 7): the preview lists each row's problems
 * in the spec's order and writes nothing; the import writes every valid row in one transaction,
 * creating guardians, courses and credentials, or nothing at all; a bad file is refused whole
 * with a Spanish message naming the row or the columns.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, credentials, guardians, products, shifts, students, users } from '../../server/db/schema';
import { STORE } from '../../src/domain/stores';
import {
  IMPORT_COLUMNS,
  importPreviewSchema,
  importResultSchema,
  IMPORT_MESSAGES,
  MAX_IMPORT_BASE64,
  MAX_IMPORT_BODY,
  MAX_IMPORT_BYTES,
  type ImportPreview,
  type ImportResult,
} from '../../src/domain/studentImport';
import { type Api, DEMO_STUDENT, schoolWithStaff, staffWith, type TestApp, unchanged } from './fixtures';

const PREVIEW = '/api/academic/students/import/preview';
const IMPORT = '/api/academic/students/import';
/** What an import writes. */
const PEOPLE = { users, students, credentials, guardians, courses };

const HEADER = IMPORT_COLUMNS.map((c) => c.key);
type Row = Partial<Record<(typeof HEADER)[number], string>>;

let t: TestApp;
let admin: Api;
let anonymous: Api;
let meal: string;
let shift: string;
let course: string;
let guardian: { id: number; num_doc: string };
/** The schedule's and the meal's ids: a row may name them so (and then is plain ASCII). */
let shiftId: number;
let mealId: number;

beforeAll(async () => {
  ({ t, admin: { api: admin }, anonymous } = await schoolWithStaff({ staff: ['admin'] }));
  [{ name: meal, id: mealId }] = await t.db.select().from(products).where(eq(products.store, STORE.restaurant)).orderBy(asc(products.id)).limit(1);
  [{ name: shift, id: shiftId }] = await t.db.select().from(shifts).orderBy(asc(shifts.id)).limit(1);
  [{ name: course }] = await t.db.select().from(courses).orderBy(asc(courses.id)).limit(1);
  [guardian] = await t.db.select({ id: guardians.id, num_doc: guardians.num_doc }).from(guardians).orderBy(asc(guardians.id)).limit(1);
});
afterAll(() => t?.close());

let seq = 0;
/** A valid row: a new student (unique document and e-mail) with a known guardian, meal, schedule and course. */
function student(overrides: Row = {}): Row {
  seq += 1;
  return {
    type_doc: 'TI',
    num_doc: `10987${String(seq).padStart(5, '0')}`,
    name: `Estudiante Importado ${seq}`,
    fechaNacimiento: '2014-03-15',
    email: `importado${seq}@estudiantes.colegio.demo`,
    address: 'Calle 45 # 27-10',
    phone: '6076340000',
    cellphone: '3105550199',
    productodefault: meal,
    select_course: course,
    turno: shift,
    acudiente_num_doc: guardian.num_doc,
    ...overrides,
  };
}

const quote = (cell: string) => (/[";\r\n,]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
function csv(rows: Row[], { header = HEADER as readonly string[], delimiter = ';' } = {}): string {
  const line = (cells: string[]) => cells.map(quote).join(delimiter);
  return [line([...header]), ...rows.map((row) => line(HEADER.map((key) => row[key] ?? '')))].join('\r\n') + '\r\n';
}
const file = (text: string | Buffer) => (typeof text === 'string' ? Buffer.from(text, 'utf8') : text).toString('base64');

async function preview(text: string | Buffer, carnet?: 0 | 1) {
  const res = await unchanged(t, () => admin.post<ImportPreview>(PREVIEW, { file: file(text), carnet }), PEOPLE);
  if (res.status === 200) importPreviewSchema.parse(res.body.data);
  return res;
}
const messages = (p: ImportPreview, line: number) => p.rows.find((r) => r.line === line)!.problems.map((x) => x.message);

describe('who may import', () => {
  it('needs a session and the students key, and changes nothing otherwise', async () => {
    const body = { file: file(csv([student()])) };
    for (const path of [PREVIEW, IMPORT]) {
      expect((await unchanged(t, () => anonymous.post(path, body), PEOPLE)).status).toBe(401);
    }
    const cashier = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    const guardiansClerk = await staffWith(t, admin, ['academic', 'academic.attendant']);
    for (const who of [cashier, guardiansClerk]) {
      for (const path of [PREVIEW, IMPORT]) {
        expect((await unchanged(t, () => who.api.post(path, body), PEOPLE)).status).toBe(403);
      }
    }
  });
});

describe('the preview', () => {
  it('lists a bad row’s problems in the spec’s order and in its words, and writes nothing', async () => {
    const empty: Row = Object.fromEntries(HEADER.map((key) => [key, ''])) as Row;
    const res = await preview(csv([student(), { ...empty, email: 'sin-arroba', name: '' }, student()]));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.counts).toMatchObject({ rows: 3, valid: 2, invalid: 1 });
    expect(data.delimiter).toBe(';');
    expect(data.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(data.rows[0].problems).toEqual([]);
    expect(messages(data, 3)).toEqual([
      'El campo Tipo de documento es requerido',
      'El campo Número de documento es requerido',
      'El campo Nombre es requerido',
      'El campo Fecha de nacimiento es requerido',
      'El campo Correo electrónico es requerido',
      'El campo Dirección es requerido',
      'El campo Teléfono es requerido',
      'El campo Celular es requerido',
      'El Producto por defecto es requerido',
      'El Curso es requerido',
      'El Horario es requerido',
      'El Acudiente es requerido',
    ]);
    expect(data.rows[1].problems.map((p) => p.field)).toEqual([
      'type_doc',
      'num_doc',
      'name',
      'fechaNacimiento',
      'email',
      'address',
      'phone',
      'cellphone',
      'productodefault',
      'select_course',
      'turno',
      'acudiente_num_doc',
    ]);
  });

  it('names an unknown product or schedule and a value of the wrong type on its row', async () => {
    const res = await preview(
      csv([
        student({ turno: 'Jornada nocturna', productodefault: 'Langosta thermidor' }),
        student({ type_doc: 'XX', fechaNacimiento: '2014-13-45', latitud: 'norte', longitud: '-73,12' }),
      ]),
    );
    expect(res.status).toBe(200);
    expect(messages(res.body.data, 2)).toEqual([
      'El producto por defecto seleccionado no es un producto del restaurante: Langosta thermidor',
      'El horario seleccionado no existe: Jornada nocturna',
    ]);
    expect(messages(res.body.data, 3)).toEqual([
      'El valor del campo Tipo de documento no es una opción válida',
      'El campo Fecha de nacimiento debe ser una fecha (AAAA-MM-DD)',
      'El campo Latitud tiene un tipo de dato inválido',
    ]);
    // A product of another store is no default meal either.
    const [snack] = await t.db.select().from(products).where(eq(products.store, STORE.cafeteria)).limit(1);
    const other = await preview(csv([student({ productodefault: snack.name })]));
    expect(messages(other.body.data, 2)).toEqual([`El producto por defecto seleccionado no es un producto del restaurante: ${snack.name}`]);
  });

  it('reads values as people write them and headers in Spanish, whatever the case and accents', async () => {
    const spanish = ['TIPO DE DOCUMENTO', 'numero de documento', 'Nombre', 'Fecha de Nacimiento', 'correo electronico', 'Direccion', 'telefono', 'Celular', 'Producto por defecto', 'curso', 'HORARIO', 'Documento del acudiente', 'Tipo de documento del acudiente', 'Nombre del acudiente', 'Celular del acudiente', 'Correo del acudiente', 'Latitud', 'Longitud'];
    const rows = [
      student({ type_doc: 'Tarjeta de identidad', fechaNacimiento: '5/3/2014', productodefault: meal.toUpperCase(), select_course: course.toLowerCase(), latitud: '7,1201', longitud: '-73,1198' }),
      student({ type_doc: '4', turno: ` ${shift.toUpperCase()} ` }),
      student({ type_doc: 'R.C.' }),
    ];
    const res = await preview(csv(rows, { header: [...spanish, 'Observaciones'] }));
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((r) => r.problems)).toEqual([[], [], []]);
    expect(res.body.data.ignoredColumns).toEqual(['Observaciones']);
    expect(res.body.data.counts).toMatchObject({ valid: 3, coursesMatched: 1, coursesCreated: 0, guardiansMatched: 1, guardiansCreated: 0 });
  });

  it('finds documents and e-mails already registered, or repeated in the file', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.num_doc, DEMO_STUDENT.num_doc));
    const first = student();
    const res = await preview(
      csv([
        student({ num_doc: DEMO_STUDENT.num_doc }),
        student({ email: demo.email.toUpperCase() }),
        first,
        student({ num_doc: first.num_doc, email: first.email }),
      ]),
    );
    expect(messages(res.body.data, 2)).toEqual(['El numero de documento ya se encuentra registrado']);
    expect(messages(res.body.data, 3)).toEqual(['El email ya se encuentra registrado']);
    expect(messages(res.body.data, 4)).toEqual([]);
    expect(messages(res.body.data, 5)).toEqual([
      'El numero de documento se repite en la fila 4 del archivo',
      'El email se repite en la fila 4 del archivo',
    ]);
  });

  it('matches a guardian by document or creates them (once for siblings), and creates a new course', async () => {
    const newGuardian = { acudiente_num_doc: '63999001', acudiente_name: 'Gloria Prada Gómez', acudiente_cellphone: '3165550000' };
    const res = await preview(
      csv([
        student(),
        student({ ...newGuardian, select_course: 'Transición B' }),
        student({ acudiente_num_doc: '63999001', select_course: 'transicion b' }),
        student({ acudiente_num_doc: '63999002' }),
      ]),
    );
    const rows = res.body.data.rows;
    expect(rows.map((r) => [r.guardian, r.course])).toEqual([
      ['matched', 'matched'],
      ['created', 'created'],
      ['created', 'created'],
      ['created', 'matched'],
    ]);
    // A new guardian needs a name.
    expect(messages(res.body.data, 5)).toEqual(['El campo Nombre del acudiente es requerido']);
    expect(rows[3].problems[0]).toMatchObject({ field: 'acudiente_name', rule: 'required' });
    expect(res.body.data.counts).toMatchObject({ valid: 3, invalid: 1, guardiansCreated: 1, guardiansMatched: 1, coursesCreated: 1, coursesMatched: 1 });
  });

  it('reads quotes, commas, a BOM and LF line ends, and skips empty lines', async () => {
    const a = student({ name: 'Ana "La Nena" Díaz, hija', address: 'Calle 1; casa 2' });
    const b = student();
    const text = `\uFEFF${csv([a, b], { delimiter: ',' }).replace(/\r\n/g, '\n').replace(/\n(?=.)/, '\n\n,,,\n')}`;
    const res = await preview(text);
    expect(res.status).toBe(200);
    expect(res.body.data.delimiter).toBe(',');
    expect(res.body.data.rows.map((r) => [r.line, r.values.name, r.values.address, r.problems.length])).toEqual([
      [4, 'Ana "La Nena" Díaz, hija', 'Calle 1; casa 2', 0],
      [5, b.name, b.address, 0],
    ]);
  });
});

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
    const latin1 = Buffer.from(csv([student(ascii), student({ ...ascii, name: 'José Peña Muñoz' })]), 'latin1');
    expect(await refused({ file: file(latin1) })).toBe(
      'El archivo no está en UTF-8 (fila 3): en Excel, guárdelo como "CSV UTF-8 (delimitado por comas)" e intente de nuevo',
    );
  });

  it('refuses an empty file, one with headers only, missing or repeated columns, or an unclosed quote', async () => {
    expect(await refused({ file: file('\uFEFF\r\n\r\n') })).toBe('El archivo está vacío');
    expect(await refused({})).toBe('El archivo es requerido');
    expect(await refused({ file: file(csv([])) })).toBe('El archivo no tiene filas de estudiantes, solo encabezados');
    const without = HEADER.filter((k) => k !== 'num_doc' && k !== 'turno');
    expect(await refused({ file: file(csv([student()], { header: without })) })).toBe(
      'Faltan columnas en el archivo: Número de documento (num_doc), Horario (turno)',
    );
    expect(await refused({ file: file(csv([student()], { header: [...HEADER.slice(0, -1), 'Nombre'] })) })).toBe(
      'La columna Nombre (name) está repetida',
    );
    expect(await refused({ file: file(`${csv([student()])}4;"1098;Sin cerrar\r\n`) })).toBe('Hay unas comillas sin cerrar desde la fila 3');
    expect(await refused({ file: 'esto no es base64!' })).toBe('El archivo no se pudo leer: envíelo de nuevo');
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
      const res = await unchanged(t, () => admin.call('POST', path, payload, { 'content-type': 'application/json' }), PEOPLE);
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

describe('the import', () => {
  const newStudents = () => t.db.select({ id: users.id, num_doc: users.num_doc }).from(users).where(sql`${users.num_doc} like '10987%'`);

  it('writes the valid rows with their credentials, new guardian and new course, and lists the invalid ones', async () => {
    const rows = [
      student({ latitud: '7,12', longitud: '-73.11' }),
      student({ num_doc: DEMO_STUDENT.num_doc }),
      student({ acudiente_num_doc: '52000111', acudiente_name: 'Rosa Díaz Peña', acudiente_email: 'rosa@familias.colegio.demo', select_course: 'Aceleración' }),
    ];
    const before = (await newStudents()).length;
    const res = await admin.post<ImportResult>(IMPORT, { file: file(csv(rows)) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se importaron 2 estudiantes');
    const result = importResultSchema.parse(res.body.data);
    expect(result).toMatchObject({ created: 2, credentials: 2, guardiansCreated: 1, coursesCreated: 1, delimiter: ';' });
    expect(result.invalid.map((r) => [r.line, r.values.num_doc, r.problems.map((p) => p.message)])).toEqual([
      [3, DEMO_STUDENT.num_doc, ['El numero de documento ya se encuentra registrado']],
    ]);
    expect((await newStudents()).length).toBe(before + 2);

    const [first] = await t.db.select().from(users).where(eq(users.num_doc, rows[0].num_doc!));
    const one = await admin.get<Record<string, unknown>>(`/api/academic/students/${first.id}/edit`);
    expect(one.body.data).toMatchObject({
      type_doc: 4,
      name: rows[0].name,
      email: rows[0].email,
      fechaNacimiento: '2014-03-15',
      latitud: 7.12,
      longitud: -73.11,
      curso: course,
      select_attendant: guardian.id,
      products: meal,
    });
    const [third] = await t.db.select().from(users).where(eq(users.num_doc, rows[2].num_doc!));
    const created = await admin.get<Record<string, unknown>>(`/api/academic/students/${third.id}/edit`);
    expect(created.body.data).toMatchObject({ curso: 'Aceleración', acudiente: 'Rosa Díaz Peña' });
    const [rosa] = await t.db.select().from(guardians).where(eq(guardians.num_doc, '52000111'));
    expect(rosa).toMatchObject({ type_doc: 1, name: 'Rosa Díaz Peña', email: 'rosa@familias.colegio.demo' });
    const carnets = await t.db.select().from(credentials).where(inArray(credentials.id_user_primary, [first.id, third.id]));
    expect(carnets.map((c) => [c.saldo, c.active])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  it('leaves the credentials for later with carnet 0', async () => {
    const rows = [student(), student()];
    const res = await admin.post<ImportResult>(IMPORT, { file: file(csv(rows)), carnet: 0 });
    expect(res.body.data).toMatchObject({ created: 2, credentials: 0 });
    const ids = (await t.db.select({ id: users.id }).from(users).where(inArray(users.num_doc, rows.map((r) => r.num_doc!)))).map((u) => u.id);
    expect(ids).toHaveLength(2);
    expect(await t.db.select().from(credentials).where(inArray(credentials.id_user_primary, ids))).toEqual([]);
  });

  it('checks the file again: a document taken since the preview leaves that row out', async () => {
    const rows = [student(), student(), student()];
    const text = csv(rows);
    expect((await preview(text)).body.data.counts.valid).toBe(3);
    // Someone registers the second student by the form meanwhile.
    const [course1] = await t.db.select().from(courses).limit(1);
    const [shift1] = await t.db.select().from(shifts).limit(1);
    const [meal1] = await t.db.select().from(products).where(eq(products.store, STORE.restaurant)).limit(1);
    const byForm = await admin.post('/api/academic/students', {
      type_doc: 4,
      num_doc: rows[1].num_doc,
      name: 'Registrado por el formulario',
      email: 'formulario@estudiantes.colegio.demo',
      fechaNacimiento: '2014-01-01',
      address: 'Calle 1',
      phone: '6070000000',
      cellphone: '3000000000',
      turno: shift1.id,
      productodefault: meal1.id,
      select_course: course1.id,
      select_attendant: guardian.id,
    });
    expect(byForm.status).toBe(201);
    const res = await admin.post<ImportResult>(IMPORT, { file: file(text) });
    expect(res.body.data.created).toBe(2);
    expect(res.body.data.invalid.map((r) => [r.line, r.problems[0].message])).toEqual([[3, 'El numero de documento ya se encuentra registrado']]);
  });

  it('writes nothing when the database refuses a row half-way', async () => {
    // As when another node registers the same document at the same instant: the unique index
    // refuses the row after the guardian, the course and the earlier rows were written.
    const rows = [
      student({ acudiente_num_doc: '52000222', acudiente_name: 'Nuevo Acudiente', select_course: 'Curso de la falla' }),
      student(),
      student(),
    ];
    await t.db.execute(
      sql.raw(`create function import_test_refuse() returns trigger language plpgsql as $$
        begin
          if new.num_doc = '${rows[2].num_doc}' then
            raise exception 'taken meanwhile' using errcode = 'unique_violation', constraint = 'users_num_doc_unique';
          end if;
          return new;
        end $$`),
    );
    await t.db.execute(sql.raw('create trigger import_test_refuse before insert on users for each row execute function import_test_refuse()'));
    try {
      const res = await unchanged(t, () => admin.post(IMPORT, { file: file(csv(rows)) }), PEOPLE);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('No se importó ningún estudiante: El numero de documento ya se encuentra registrado');
    } finally {
      await t.db.execute(sql.raw('drop trigger import_test_refuse on users'));
      await t.db.execute(sql.raw('drop function import_test_refuse()'));
    }
    // The same file goes in once the obstacle is gone.
    expect((await admin.post<ImportResult>(IMPORT, { file: file(csv(rows)) })).body.data.created).toBe(3);
  });

  it('refuses a file with no valid row, writing nothing', async () => {
    const res = await unchanged(t, () => admin.post<ImportResult>(IMPORT, { file: file(csv([student({ name: '' })])) }), PEOPLE);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ninguna fila es válida: no se importó nada. Corrija el archivo e intente de nuevo');
    expect(res.body.data.invalid[0].problems[0].message).toBe('El campo Nombre es requerido');
  });
});
