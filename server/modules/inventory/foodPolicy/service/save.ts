/**
 * The food policy's one write (issue 35): the single row, replaced whole by whoever holds
 * `inventory.foodpolicy`, after its alternative meal is found to be the restaurant's. A refusal
 * comes before the write, so the row stays exactly as it was.
 */
import { eq } from 'drizzle-orm';
import { FOOD_POLICY_MESSAGES } from '../../../../../src/domain/foodPolicy';
import { sinceOf, type FoodPolicy } from '../../../../../src/domain/foodRules';
import { STORE } from '../../../../../src/domain/inventory';
import type { Db } from '../../../../db/client';
import { foodPolicy, products } from '../../../../db/schema';
import { fieldError } from '../../../../http/errors';
import { sealSet } from '../../../../../src/domain/foodLabels';
import { productsWithForeignSeals } from '../queries';

/** Saves the policy as given (the schema already checked its seals and put them in the set's order), changed `now`. */
export async function saveFoodPolicy(tx: Db, staffId: number, policy: FoodPolicy, now: Date): Promise<void> {
  // The row first (a product's write holds it FOR SHARE while it checks its seals against the set).
  const [before] = await tx
    .select({ blocked: foodPolicy.sellos_bloqueados, since: foodPolicy.sellos_desde })
    .from(foodPolicy)
    .for('update');
  // Another country's law: refused while products carry seals it does not have (their meaning would be lost).
  const foreign = await productsWithForeignSeals(
    tx,
    sealSet(policy.conjunto_sellos).map((s) => s.id),
  );
  if (foreign.count > 0) {
    throw fieldError(
      'conjunto_sellos',
      FOOD_POLICY_MESSAGES.foreignSeals(foreign.count, policy.conjunto_sellos, foreign.names),
    );
  }
  if (policy.id_almuerzo_alternativo !== null) {
    // Held until commit: the meal cannot move to another store under the policy naming it.
    const [meal] = await tx
      .select({ store: products.store })
      .from(products)
      .where(eq(products.id, policy.id_almuerzo_alternativo))
      .for('share')
      .limit(1);
    if (meal?.store !== STORE.restaurant)
      throw fieldError('id_almuerzo_alternativo', FOOD_POLICY_MESSAGES.mealNotRestaurant);
  }
  const values = {
    conjunto_sellos: policy.conjunto_sellos,
    sellos_bloqueados: policy.sellos_bloqueados,
    // When each seal was blocked: a late offline sale is judged by what its till's catalog already said.
    sellos_desde: sinceOf(before?.blocked ?? [], before?.since ?? {}, policy.sellos_bloqueados, now),
    id_almuerzo_alternativo: policy.id_almuerzo_alternativo,
    updated_by: staffId,
    updated_at: now,
  };
  await tx
    .insert(foodPolicy)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: foodPolicy.id, set: values });
}
