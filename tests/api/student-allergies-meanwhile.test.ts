/**
 * A student's allergies changed while a staff member had the student's form open (issue 35): the
 * edit answers what it read (`alergias_vistas`) and the form sends it back. Saving the form with the
 * allergies as read keeps the family's change; changing them over it is refused under the field,
 * naming what is there now, with nothing changed; read again, the change goes in. The families'
 * portal card sends what it read too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGIES_CHANGED_MESSAGES } from '../../src/domain/resources';
import type { TimelineEvent } from '../../src/domain/timeline';
import { limitChanges, students, users } from '../../server/db/schema';
import { schoolWithMaria, unchanged, type Api, type TestApp } from './fixtures';

type Student = Record<string, unknown> & {
  alergias: string[];
  alergias_nota: string | null;
  alergias_vistas: { alergias: string[]; alergias_nota: string | null };
};

const S = '/api/academic/students';
const TABLES = { students, limitChanges, users };

let t: TestApp;
let admin: Api;
let maria: Api;
let emiliano: number;

beforeAll(async () => {
  ({ t, admin, maria, emiliano } = await schoolWithMaria());
});
afterAll(() => t?.close());

const read = async () => (await admin.get<Student>(`${S}/${emiliano}/edit`)).body.data;
const family = async (body: Record<string, unknown>) => {
  const res = await maria.put(`/api/family/children/${emiliano}/allergies`, body);
  expect(res.status, res.body.message).toBe(200);
};
const save = (body: Record<string, unknown>) => admin.put<Student>(`${S}/${emiliano}`, body);
const history = async () =>
  (await admin.get<TimelineEvent[]>(`${S}/${emiliano}/timeline?perPage=100`)).body.data.filter((e) =>
    e.kind.startsWith('alergias'),
  );

describe("the staff's form and a change made meanwhile", () => {
  it('answers what it read, and a save that left the allergies as read keeps the family’s change', async () => {
    const form = await read();
    expect(form.alergias_vistas).toEqual({ alergias: form.alergias, alergias_nota: form.alergias_nota });
    await family({ alergias: ['mani'], alergias_nota: 'Lleva epinefrina' });
    const before = (await history()).length;

    const saved = await save({ ...form, address: 'Calle 45 # 10-20' });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({
      address: 'Calle 45 # 10-20',
      alergias: ['mani'],
      alergias_nota: 'Lleva epinefrina',
      alergias_vistas: { alergias: ['mani'], alergias_nota: 'Lleva epinefrina' },
    });
    expect(await history()).toHaveLength(before);
  });

  it('refuses the allergies or the note changed over the family’s change, under the field, changing nothing', async () => {
    const form = await read();
    await family({ alergias: ['mani', 'leche'] });
    const list = await unchanged(
      t,
      () => save({ ...form, alergias: ['huevo'], address: 'Otra dirección 1' }),
      TABLES,
    );
    expect(list.status).toBe(409);
    const listMessage = ALLERGIES_CHANGED_MESSAGES.alergias('Maní, Leche');
    expect(listMessage).toBe(
      'Las alergias del estudiante cambiaron mientras usted editaba (ahora: Maní, Leche): revíselas y guarde de nuevo',
    );
    expect(list.body).toMatchObject({
      reason: 'conflict',
      message: listMessage,
      errors: { alergias: listMessage },
    });

    const again = await read();
    await family({ alergias_nota: 'Llamar a la abuela' });
    const note = await unchanged(t, () => save({ ...again, alergias_nota: 'Nota del colegio' }), TABLES);
    expect(note.status).toBe(409);
    expect(note.body.errors).toEqual({
      alergias_nota: ALLERGIES_CHANGED_MESSAGES.alergias_nota('Llamar a la abuela'),
    });

    // Read again, the change goes in, recorded as the staff's.
    const fresh = await read();
    const saved = await save({ ...fresh, alergias: ['huevo'], alergias_nota: 'Nota del colegio' });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ alergias: ['huevo'], alergias_nota: 'Nota del colegio' });
    const [last] = await history();
    expect(last.staff).not.toContain('(familia)');
  });

  it('writes a change when nothing changed meanwhile, or when it matches what the family set', async () => {
    const form = await read();
    expect((await save({ ...form, alergias: ['gluten'] })).body.data.alergias).toEqual(['gluten']);

    const stale = await read();
    await family({ alergias: ['soya'] });
    const same = await save({ ...stale, alergias: ['soya'] });
    expect(same.status, same.body.message).toBe(200);
    expect(same.body.data.alergias).toEqual(['soya']);
  });

  it('the family’s card likewise: its note goes in over the school’s list, its list over it is refused', async () => {
    const card = (
      await maria.get<{ alergias: string[]; alergias_nota: string | null }>(
        `/api/family/children/${emiliano}/allergies`,
      )
    ).body.data;
    const form = await read();
    const staff = await save({ ...form, alergias: ['apio'] });
    expect(staff.status, staff.body.message).toBe(200);

    const note = await maria.put(`/api/family/children/${emiliano}/allergies`, {
      ...card,
      alergias_nota: 'Avisar a la enfermería',
      alergias_vistas: card,
    });
    expect(note.status, note.body.message).toBe(200);
    expect(note.body.data).toEqual({ alergias: ['apio'], alergias_nota: 'Avisar a la enfermería' });

    const list = await unchanged(
      t,
      () =>
        maria.put(`/api/family/children/${emiliano}/allergies`, {
          ...card,
          alergias: ['mostaza'],
          alergias_vistas: card,
        }),
      TABLES,
    );
    expect(list.status).toBe(409);
    expect(list.body.errors).toEqual({ alergias: ALLERGIES_CHANGED_MESSAGES.alergias('Apio') });
  });

  it('writes what an API client sends without what it read', async () => {
    const { alergias_vistas: _seen, ...form } = await read();
    await family({ alergias: ['pescado'] });
    const saved = await save({ ...form, alergias: ['sesamo'] });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.alergias).toEqual(['sesamo']);
  });
});
