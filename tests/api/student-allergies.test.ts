/**
 * A student's allergies (issue 35): `alergias` (allergen keys) and `alergias_nota` on the student
 * form, the record, the list and the file; refused keys named under their field, changing nothing;
 * only the students' key writes them. The demo has allergic students and the school's alternative
 * meal. The families' portal's read and change of them: student-allergies-portal.test.ts.
 */
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FamilyAllergies } from '../../src/domain/family';
import { ALLERGEN_KEYS } from '../../src/domain/foodLabels';
import type { StudentFile } from '../../src/domain/academic';
import { STORE } from '../../src/domain/inventory';
import { DEMO_ALTERNATIVE_MEAL } from '../../server/demo/demo-allergies';
import { DEMO_FAMILIES } from '../../server/demo/demo-families';
import { foodPolicy, guardians, products, students } from '../../server/db/schema';
import { DEMO_PASSWORD, editRecord, staffWith, unchanged } from './fixtures';
import {
  admin,
  allergiesUrl,
  emiliano,
  historyOf,
  openAllergiesSchool,
  S,
  type Student,
  t,
  TABLES,
} from './fixtures/student-allergies-school';

let form: Record<string, unknown>;

openAllergiesSchool();
beforeAll(async () => {
  const base = await admin.get<Record<string, unknown>>(`${S}/${emiliano}/edit`);
  form = base.body.data;
});

describe("the student's form", () => {
  it('offers the allergens (none by default) and the note', async () => {
    const res = await admin.get<{
      fields: {
        source: string;
        type: string;
        options?: { id: string }[];
        defaultValue?: unknown;
        maxLength?: number;
      }[];
    }>(`${S}/create`);
    const field = (source: string) => res.body.data.fields.find((f) => f.source === source);
    expect(field('alergias')).toMatchObject({ type: 'multiselect', label: 'Alergias', defaultValue: [] });
    expect(field('alergias')?.options?.map((o) => o.id)).toEqual(ALLERGEN_KEYS);
    expect(field('alergias_nota')).toMatchObject({
      type: 'textarea',
      label: 'Otras alergias e indicaciones',
      maxLength: 500,
    });
  });

  it('creates and updates them in the list order, each once, and the record, list and file read them back', async () => {
    const created = await admin.post<Student>(S, {
      ...form,
      id: undefined,
      num_doc: '1098799001',
      email: 'alergias.uno@estudiantes.colegio.demo',
      alergias: ['leche', 'mani', 'leche'],
      alergias_nota: '  Lleva adrenalina en la maleta  ',
    });
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.data).toMatchObject({
      alergias: ['mani', 'leche'],
      alergias_nota: 'Lleva adrenalina en la maleta',
    });
    const id = created.body.data.id;
    // A new student's allergies are their first record, not a change.
    expect(await historyOf(id)).toEqual([]);

    const edited = await editRecord<Student>(admin, S, id, {
      alergias: ['sesamo', 'gluten'],
      alergias_nota: '',
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data).toMatchObject({ alergias: ['gluten', 'sesamo'], alergias_nota: null });
    expect((await admin.get<Student>(`${S}/${id}/edit`)).body.data).toMatchObject({
      alergias: ['gluten', 'sesamo'],
      alergias_nota: null,
    });
    const listed = await admin.get<Student[]>(`${S}?q=1098799001`);
    expect(listed.body.data.map((s) => s.alergias)).toEqual([['gluten', 'sesamo']]);
    const file = await admin.get<StudentFile>(`${S}/${id}/file`);
    expect(file.body.data).toMatchObject({ alergias: ['gluten', 'sesamo'], alergias_nota: null });

    // Left out of an edit they stay; the staff's change is on the history with the names.
    expect(
      (
        await editRecord(admin, S, id, {
          alergias: undefined,
          alergias_nota: undefined,
          name: 'Alergias Uno',
        })
      ).status,
    ).toBe(200);
    expect((await admin.get<Student>(`${S}/${id}/edit`)).body.data.alergias).toEqual(['gluten', 'sesamo']);
    expect((await historyOf(id)).map((e) => [e.kind, e.detail, e.staff]).sort()).toEqual([
      ['alergias', 'Maní, Leche → Gluten, Sésamo', 'Administrador Demo'],
      ['alergias_nota', 'Lleva adrenalina en la maleta → Sin indicaciones', 'Administrador Demo'],
    ]);
  });

  it.each([
    [['cacahuate'], 'El campo Alergias no admite «cacahuate»: no es una de sus opciones'],
    [['mani', 7], 'El campo Alergias no admite «7»: no es una de sus opciones'],
    ['mani', 'El campo Alergias tiene un tipo de dato inválido'],
  ])('refuses %j under alergias, changing nothing', async (alergias, message) => {
    const res = await unchanged(t, () => editRecord(admin, S, emiliano, { alergias }), TABLES);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, reason: 'validation', message, errors: { alergias: message } });
  });

  it('refuses a note over 500 characters under alergias_nota', async () => {
    const res = await unchanged(
      t,
      () => editRecord(admin, S, emiliano, { alergias_nota: 'x'.repeat(501) }),
      TABLES,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      alergias_nota: 'El campo Otras alergias e indicaciones admite máximo 500 caracteres',
    });
  });

  it('is not written by a staff member without the students key (403), nothing changed', async () => {
    const reader = await staffWith(t, admin, ['academic', 'academic.locks']);
    const held = (await admin.get<Student>(`${S}/${emiliano}/edit`)).body.data.alergias;
    const res = await unchanged(
      t,
      () => reader.api.put(`${S}/${emiliano}`, { ...form, alergias: ['mani'] }),
      TABLES,
    );
    expect(res.status).toBe(403);
    // The file, which the locks' key opens, shows them (as they are: the portal's test may have changed them).
    expect((await reader.api.get<StudentFile>(`${S}/${emiliano}/file`)).body.data.alergias).toEqual(held);
  });
});

describe('the demo school', () => {
  it('has allergic students, one of them allergic to their own meal, and an alternative meal free of their allergens', async () => {
    const allergic = await t.db
      .select({
        id: students.id_user,
        alergias: students.alergias,
        nota: students.alergias_nota,
        meal: students.id_product_default,
        guardian: guardians.email,
      })
      .from(students)
      .innerJoin(guardians, eq(guardians.id, students.id_attendant))
      .where(inArray(guardians.email, [...DEMO_FAMILIES]));
    const withAllergies = allergic.filter((s) => s.alergias.length > 0);
    expect(withAllergies.map((s) => s.alergias).sort()).toEqual([['gluten'], ['leche'], ['mani']]);
    expect(withAllergies.filter((s) => s.nota).length).toBeGreaterThanOrEqual(1);
    const meals = await t.db.select().from(products).where(eq(products.store, STORE.restaurant));
    const mealOf = (id: number | null) => meals.find((m) => m.id === id);
    expect(withAllergies.some((s) => mealOf(s.meal)?.alergenos.some((a) => s.alergias.includes(a)))).toBe(
      true,
    );

    const [policy] = await t.db.select().from(foodPolicy);
    const alternative = mealOf(policy.id_almuerzo_alternativo);
    expect(alternative).toMatchObject({ name: DEMO_ALTERNATIVE_MEAL, alergenos: [], enable: 1 });
    expect(alternative!.stock).toBeGreaterThan(0);
  });

  it("shows Mónica's children's allergies in her portal", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/family/login',
      payload: { usuario: DEMO_FAMILIES[1], password: DEMO_PASSWORD },
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    const call = (url: string) =>
      t.app
        .inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.json().data);
    const children = (await call('/api/family/children')) as { id: number }[];
    const allergies = (await Promise.all(children.map((c) => call(allergiesUrl(c.id))))) as FamilyAllergies[];
    expect(allergies.map((a) => a.alergias).sort()).toEqual([['leche'], ['mani']]);
  });
});
