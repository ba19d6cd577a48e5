/**
 * The demo's allergic students and the school's alternative meal (issue 35): three children of
 * the portal's demo families, so that signing in as either shows them; the lunches of every age
 * hold gluten and milk (demo-catalog-labels.ts), so the milk-allergic child's own default meal is
 * refused and the lunch line serves 'Almuerzo sin alérgenos', the food policy's alternative.
 * Written after the students, in seedDemo's transaction; nothing random.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AllergenKey } from '../../src/domain/foodLabels';
import { STORE } from '../../src/domain/inventory';
import type { Db } from '../db/client';
import { foodPolicy, guardians, products, students, users } from '../db/schema';
import { DEMO_FAMILIES } from './demo-families';

/** The school's alternative meal: a restaurant product of demo-catalog-restaurant.ts free of every allergen. */
export const DEMO_ALTERNATIVE_MEAL = 'Almuerzo sin alérgenos';

interface DemoAllergy {
  alergias: AllergenKey[];
  nota: string | null;
}

/** Mónica's two children, oldest record first: peanuts; milk, with what to do. */
const MONICA_CHILDREN: DemoAllergy[] = [
  { alergias: ['mani'], nota: null },
  {
    alergias: ['leche'],
    nota: 'Alergia a la proteína de la leche de vaca. Si tiene una reacción, llevarlo a enfermería y llamar al acudiente.',
  },
];
/** One of Luz's four: Tomás Vargas Quintero (seed.ts), celiac. */
const TOMAS = {
  num_doc: '1098765443',
  allergy: { alergias: ['gluten'], nota: 'Celíaco: tampoco avena ni cebada.' } satisfies DemoAllergy,
};

export async function seedDemoAllergies(
  tx: Db,
  { adminId, now }: { adminId: number; now: Date },
): Promise<void> {
  const monica = await tx
    .select({ id: students.id_user })
    .from(students)
    .innerJoin(guardians, eq(guardians.id, students.id_attendant))
    .where(eq(guardians.email, DEMO_FAMILIES[1]))
    .orderBy(asc(students.id_user));
  const [tomas] = await tx.select({ id: users.id }).from(users).where(eq(users.num_doc, TOMAS.num_doc));
  if (monica.length < MONICA_CHILDREN.length || !tomas)
    throw new Error('seedDemoAllergies: faltan estudiantes de la demostración');
  const allergic: [number, DemoAllergy][] = [
    ...MONICA_CHILDREN.map((a, i): [number, DemoAllergy] => [monica[i].id, a]),
    [tomas.id, TOMAS.allergy],
  ];
  for (const [id, { alergias, nota }] of allergic) {
    await tx
      .update(students)
      .set({ alergias, alergias_nota: nota, updated_at: now })
      .where(eq(students.id_user, id));
  }
  const [meal] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.name, DEMO_ALTERNATIVE_MEAL), eq(products.store, STORE.restaurant)));
  if (!meal) throw new Error(`seedDemoAllergies: no existe el producto ${DEMO_ALTERNATIVE_MEAL}`);
  const policy = { id_almuerzo_alternativo: meal.id, updated_by: adminId, updated_at: now };
  await tx
    .insert(foodPolicy)
    .values({ id: 1, ...policy })
    .onConflictDoUpdate({ target: foodPolicy.id, set: policy });
}
