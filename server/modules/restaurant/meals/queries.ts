/**
 * A student's meal (the restaurant's user categories, issue 35 and 56): the user categories (the
 * scan's, the roster's and the plans' one read of them) and the student's meal with its price.
 */
import { eq } from 'drizzle-orm';
import { ageOn } from '../../../../src/domain/inventory';
import { categoryMealOf } from '../../../../src/domain/restaurant';
import type { Db } from '../../../db/client';
import { products, restaurantUserCategories, students } from '../../../db/schema';

/** The user categories, each giving its meal to the students without one of their own (`categoryMealOf`). */
export function userCategories(db: Db) {
  return db
    .select({
      id: restaurantUserCategories.id,
      edad_min: restaurantUserCategories.edad_min,
      edad_max: restaurantUserCategories.edad_max,
      id_course: restaurantUserCategories.id_course,
      id_product: restaurantUserCategories.id_product,
    })
    .from(restaurantUserCategories);
}

/**
 * The student's meal on `today` with its price: their own, else their user category's
 * (`categoryMealOf`); null when neither gives one. The plans are priced by it.
 */
export async function studentMeal(
  db: Db,
  userId: number,
  today: string,
): Promise<{ id: number; name: string; price: number } | null> {
  const [student] = await db
    .select({
      meal: students.id_product_default,
      course: students.id_course,
      birth: students.fecha_nacimiento,
    })
    .from(students)
    .where(eq(students.id_user, userId))
    .limit(1);
  if (!student) return null;
  const meal =
    student.meal ??
    categoryMealOf(await userCategories(db), {
      course: student.course,
      age: student.birth ? ageOn(student.birth, today) : null,
    });
  if (meal === null) return null;
  const [product] = await db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(eq(products.id, meal))
    .limit(1);
  return product ? { ...product, price: Number(product.price) } : null;
}
