/** Importing students from a CSV file (issue 13, item 7): who may import, and the preview that lists each row's problems in the spec's order and writes nothing. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, users } from '../../server/db/schema';
import { STORE } from '../../src/domain/stores';
import type { ImportPreview } from '../../src/domain/studentImport';
import { DEMO_STUDENT, staffWith, unchanged } from './fixtures';
import {
  anonymous,
  admin,
  course,
  csv,
  file,
  HEADER,
  IMPORT,
  meal,
  openImportSchool,
  PEOPLE,
  preview,
  PREVIEW,
  type Row,
  shift,
  student,
  t,
} from './fixtures/import-school';

openImportSchool();

const messages = (p: ImportPreview, line: number) =>
  p.rows.find((r) => r.line === line)!.problems.map((x) => x.message);

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
    expect(messages(other.body.data, 2)).toEqual([
      `El producto por defecto seleccionado no es un producto del restaurante: ${snack.name}`,
    ]);
  });

  it('reads values as people write them and headers in Spanish, whatever the case and accents', async () => {
    const spanish = [
      'TIPO DE DOCUMENTO',
      'numero de documento',
      'Nombre',
      'Fecha de Nacimiento',
      'correo electronico',
      'Direccion',
      'telefono',
      'Celular',
      'Producto por defecto',
      'curso',
      'HORARIO',
      'Documento del acudiente',
      'Tipo de documento del acudiente',
      'Nombre del acudiente',
      'Celular del acudiente',
      'Correo del acudiente',
      'Latitud',
      'Longitud',
    ];
    const rows = [
      student({
        type_doc: 'Tarjeta de identidad',
        fechaNacimiento: '5/3/2014',
        productodefault: meal.toUpperCase(),
        select_course: course.toLowerCase(),
        latitud: '7,1201',
        longitud: '-73,1198',
      }),
      student({ type_doc: '4', turno: ` ${shift.toUpperCase()} ` }),
      student({ type_doc: 'R.C.' }),
    ];
    const res = await preview(csv(rows, { header: [...spanish, 'Observaciones'] }));
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((r) => r.problems)).toEqual([[], [], []]);
    expect(res.body.data.ignoredColumns).toEqual(['Observaciones']);
    expect(res.body.data.counts).toMatchObject({
      valid: 3,
      coursesMatched: 1,
      coursesCreated: 0,
      guardiansMatched: 1,
      guardiansCreated: 0,
    });
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
    const newGuardian = {
      acudiente_num_doc: '63999001',
      acudiente_name: 'Gloria Prada Gómez',
      acudiente_cellphone: '3165550000',
    };
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
    expect(res.body.data.counts).toMatchObject({
      valid: 3,
      invalid: 1,
      guardiansCreated: 1,
      guardiansMatched: 1,
      coursesCreated: 1,
      coursesMatched: 1,
    });
  });

  it('reads quotes, commas, a BOM and LF line ends, and skips empty lines', async () => {
    const a = student({ name: 'Ana "La Nena" Díaz, hija', address: 'Calle 1; casa 2' });
    const b = student();
    const text = `\uFEFF${csv([a, b], { delimiter: ',' })
      .replace(/\r\n/g, '\n')
      .replace(/\n(?=.)/, '\n\n,,,\n')}`;
    const res = await preview(text);
    expect(res.status).toBe(200);
    expect(res.body.data.delimiter).toBe(',');
    expect(
      res.body.data.rows.map((r) => [r.line, r.values.name, r.values.address, r.problems.length]),
    ).toEqual([
      [4, 'Ana "La Nena" Díaz, hija', 'Calle 1; casa 2', 0],
      [5, b.name, b.address, 0],
    ]);
  });
});
