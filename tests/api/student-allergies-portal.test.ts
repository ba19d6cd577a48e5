/**
 * A student's allergies in the families' portal (issue 35): a family reads and changes them for its
 * own children only, each change on the child's history as the staff's are, and the next sale applies
 * them; bad keys and an empty change are refused under the field, changing nothing. The staff's form
 * and the demo's allergic students: student-allergies.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  ALLERGIES_NOTHING_TO_CHANGE,
  ALLERGIES_SAVED,
  CHILD_NOT_FOUND,
  type FamilyAllergies,
} from '../../src/domain/family';
import { STORE } from '../../src/domain/inventory';
import type { TimelineEvent } from '../../src/domain/timeline';
import {
  activatedFamily,
  cafeteriaBody,
  JORGE,
  NICOLAS,
  productNamed,
  sell,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  allergiesUrl,
  emiliano,
  historyOf,
  maria,
  openAllergiesSchool,
  S,
  type Student,
  t,
  TABLES,
} from './fixtures/student-allergies-school';

openAllergiesSchool();

describe("the families' portal", () => {
  it("reads the child's allergies and changes them; the next sale applies them and the history says who", async () => {
    expect((await maria.get<FamilyAllergies>(allergiesUrl(emiliano))).body.data).toEqual({
      alergias: [],
      alergias_nota: null,
    });
    const saved = await maria.put<FamilyAllergies>(allergiesUrl(emiliano), {
      alergias: ['leche', 'mani'],
      alergias_nota: 'Llamar a la mamá',
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body).toMatchObject({
      message: ALLERGIES_SAVED,
      data: { alergias: ['mani', 'leche'], alergias_nota: 'Llamar a la mamá' },
    });
    // Only the note: the list stays.
    const note = await maria.put<FamilyAllergies>(allergiesUrl(emiliano), {
      alergias_nota: 'Llamar a la mamá o al papá',
    });
    expect(note.body.data).toEqual({
      alergias: ['mani', 'leche'],
      alergias_nota: 'Llamar a la mamá o al papá',
    });
    expect((await admin.get<Student>(`${S}/${emiliano}/edit`)).body.data).toMatchObject({
      alergias: ['mani', 'leche'],
    });

    const peanuts = await productNamed(t, 'Maní salado 50 g', STORE.cafeteria);
    const refused = await sell(
      admin,
      'cafeteria',
      cafeteriaBody(emiliano, [{ id: peanuts.id, count: 1 }], { inmediate: 1 }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      reason: 'allergy',
      message: 'El producto contiene maní, al que el estudiante es alérgico',
    });

    const changes = (await historyOf(emiliano)).map((e) => [e.kind, e.detail, e.staff]);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['alergias', 'Ninguna → Maní, Leche', 'María Rojas Pérez (familia)'],
        ['alergias_nota', 'Sin indicaciones → Llamar a la mamá', 'María Rojas Pérez (familia)'],
        ['alergias_nota', 'Llamar a la mamá → Llamar a la mamá o al papá', 'María Rojas Pérez (familia)'],
      ]),
    );
    expect(changes).toHaveLength(3);
    const portalView = await maria.get<TimelineEvent[]>(`/api/family/children/${emiliano}/timeline`);
    expect(portalView.body.data.filter((e) => e.kind.startsWith('alergias'))).toHaveLength(3);
    // Saving the same again records nothing.
    await maria.put(allergiesUrl(emiliano), { alergias: ['mani', 'leche'] });
    expect(await historyOf(emiliano)).toHaveLength(3);
  });

  it('refuses bad keys and an empty body under alergias, changing nothing', async () => {
    const bad = await unchanged(t, () => maria.put(allergiesUrl(emiliano), { alergias: ['nueces'] }), TABLES);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      alergias: 'El campo Alergias no admite «nueces»: no es una de sus opciones',
    });
    const empty = await unchanged(t, () => maria.put(allergiesUrl(emiliano), {}), TABLES);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: ALLERGIES_NOTHING_TO_CHANGE,
      errors: { alergias: ALLERGIES_NOTHING_TO_CHANGE },
    });
  });

  it("answers 404 for another family's child, reading or writing, and changes nothing", async () => {
    const nicolas = await userIdByDocument(t, NICOLAS);
    await unchanged(
      t,
      async () => {
        for (const res of [
          await maria.get(allergiesUrl(nicolas)),
          await maria.put(allergiesUrl(nicolas), { alergias: ['huevo'] }),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body.message).toBe(CHILD_NOT_FOUND);
        }
      },
      TABLES,
    );
    // Nicolás's own family reaches him.
    const jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
    expect((await jorge.get<FamilyAllergies>(allergiesUrl(nicolas))).body.data.alergias).toEqual([]);
    expect((await admin.get(allergiesUrl(nicolas))).status).toBe(403);
  });
});
