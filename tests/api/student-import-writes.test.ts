/** Importing students from a CSV file (issue 13, item 7): the import writes every valid row in one transaction, creating guardians, courses and credentials, or nothing at all. */
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, credentials, guardians, products, shifts, students, users } from '../../server/db/schema';
import { STORE } from '../../src/domain/stores';
import { importResultSchema, type ImportResult } from '../../src/domain/studentImport';
import { DEMO_STUDENT, unchanged } from './fixtures';
import {
  admin,
  course,
  csv,
  file,
  guardian,
  IMPORT,
  meal,
  openImportSchool,
  PEOPLE,
  preview,
  student,
  t,
} from './fixtures/import-school';

openImportSchool();

describe('the import', () => {
  const newStudents = () =>
    t.db
      .select({ id: users.id, num_doc: users.num_doc })
      .from(users)
      .where(sql`${users.num_doc} like '10987%'`);

  it('writes the valid rows with their credentials, new guardian and new course, and lists the invalid ones', async () => {
    const rows = [
      student({ latitud: '7,12', longitud: '-73.11' }),
      student({ num_doc: DEMO_STUDENT.num_doc }),
      student({
        acudiente_num_doc: '52000111',
        acudiente_name: 'Rosa Díaz Peña',
        acudiente_email: 'rosa@familias.colegio.demo',
        select_course: 'Aceleración',
      }),
    ];
    const before = (await newStudents()).length;
    const res = await admin.post<ImportResult>(IMPORT, { file: file(csv(rows)) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se importaron 2 estudiantes');
    const result = importResultSchema.parse(res.body.data);
    expect(result).toMatchObject({
      created: 2,
      credentials: 2,
      guardiansCreated: 1,
      coursesCreated: 1,
      delimiter: ';',
    });
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
    const credentialRows = await t.db
      .select()
      .from(credentials)
      .where(inArray(credentials.id_user_primary, [first.id, third.id]));
    expect(credentialRows.map((c) => [c.saldo, c.active])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  it('leaves the credentials for later with carnet 0', async () => {
    const rows = [student(), student()];
    const res = await admin.post<ImportResult>(IMPORT, { file: file(csv(rows)), carnet: 0 });
    expect(res.body.data).toMatchObject({ created: 2, credentials: 0 });
    const ids = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.num_doc,
            rows.map((r) => r.num_doc!),
          ),
        )
    ).map((u) => u.id);
    expect(ids).toHaveLength(2);
    expect(await t.db.select().from(credentials).where(inArray(credentials.id_user_primary, ids))).toEqual(
      [],
    );
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
    expect(res.body.data.invalid.map((r) => [r.line, r.problems[0].message])).toEqual([
      [3, 'El numero de documento ya se encuentra registrado'],
    ]);
  });

  it('writes nothing when the database refuses a row half-way', async () => {
    // As when another node registers the same document at the same instant: the unique index
    // refuses the row after the guardian, the course and the earlier rows were written.
    const rows = [
      student({
        acudiente_num_doc: '52000222',
        acudiente_name: 'Nuevo Acudiente',
        select_course: 'Curso de la falla',
      }),
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
    await t.db.execute(
      sql.raw(
        'create trigger import_test_refuse before insert on users for each row execute function import_test_refuse()',
      ),
    );
    try {
      const res = await unchanged(t, () => admin.post(IMPORT, { file: file(csv(rows)) }), PEOPLE);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'No se importó ningún estudiante: El numero de documento ya se encuentra registrado',
      );
    } finally {
      await t.db.execute(sql.raw('drop trigger import_test_refuse on users'));
      await t.db.execute(sql.raw('drop function import_test_refuse()'));
    }
    // The same file goes in once the obstacle is gone.
    expect((await admin.post<ImportResult>(IMPORT, { file: file(csv(rows)) })).body.data.created).toBe(3);
  });

  it('reads the allergies by name in the usual spellings, and leaves out a row naming one the list lacks', async () => {
    const rows = [
      student({ alergias: 'Maní, lácteos y huevos', alergias_nota: 'Lleva autoinyector' }),
      student({ alergias: 'soja; GLUTEN' }),
      student({ alergias: 'Ninguna' }),
      student({ alergias: 'Maní, kiwi' }),
    ];
    const res = await admin.post<ImportResult>(IMPORT, { file: file(csv(rows)) });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.created).toBe(3);
    expect(res.body.data.invalid.map((r) => [r.line, r.problems])).toEqual([
      [
        5,
        [
          {
            field: 'alergias',
            message:
              'La alergia «kiwi» no es un alérgeno de la lista: Gluten, Crustáceos, Huevo, Pescado, Maní, Soya, Leche, Frutos de cáscara, Apio, Mostaza, Sésamo, Sulfitos, Altramuces, Moluscos',
            rule: 'unknown_allergen',
            params: { value: 'kiwi' },
          },
        ],
      ],
    ]);
    const written = await t.db
      .select({ num_doc: users.num_doc, alergias: students.alergias, nota: students.alergias_nota })
      .from(users)
      .innerJoin(students, eq(students.id_user, users.id))
      .where(
        inArray(
          users.num_doc,
          rows.map((r) => r.num_doc!),
        ),
      );
    expect(Object.fromEntries(written.map((w) => [w.num_doc, [w.alergias, w.nota]]))).toEqual({
      [rows[0].num_doc!]: [['huevo', 'mani', 'leche'], 'Lleva autoinyector'],
      [rows[1].num_doc!]: [['gluten', 'soya'], null],
      [rows[2].num_doc!]: [[], null],
    });
  });

  it('refuses a file with no valid row, writing nothing', async () => {
    const res = await unchanged(
      t,
      () => admin.post<ImportResult>(IMPORT, { file: file(csv([student({ name: '' })])) }),
      PEOPLE,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Ninguna fila es válida: no se importó nada. Corrija el archivo e intente de nuevo',
    );
    expect(res.body.data.invalid[0].problems[0].message).toBe('El campo Nombre es requerido');
  });
});
