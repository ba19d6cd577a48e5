/**
 * A sale a supervisor let through despite the student's allergy (issue 35): one row per product
 * let through, with its allergens and the supervisor's reason, in the sale's transaction.
 */
import { ALLERGY_OVERRIDE_KEY, ALLERGY_OVERRIDE_MESSAGES } from '../../../../../src/domain/foodRules';
import { hasPermission } from '../../../../../src/domain/permissions';
import type { Db } from '../../../../db/client';
import { AppError } from '../../../../http/errors';
import { allergyOverrides } from '../../../../db/schema';
import type { AllergyHit } from '../../../../sale';

export async function recordOverrides(
  tx: Db,
  /** `at`: the sale's time. */
  sale: { orderId: number; userId: number; staffId: number | null; reason: string; at: Date },
  hits: readonly AllergyHit[],
): Promise<void> {
  // The route lets only a signed-in supervisor send a reason; a sale without one has nobody to record.
  if (sale.staffId === null) throw new Error('recordOverrides: una autorización necesita quién la dio');
  await tx.insert(allergyOverrides).values(
    hits.map((hit) => ({
      id_order: sale.orderId,
      id_user: sale.userId,
      id_product: hit.product.id,
      alergenos: hit.allergens,
      motivo: sale.reason,
      id_staff: sale.staffId!,
      created_at: sale.at,
    })),
  );
}

/** Only a supervisor lets a sale through despite an allergy: a reason sent without the key is refused whole (403, under its field). */
export function refuseOverrideWithoutKey(
  permissions: Iterable<string>,
  reason: string | null | undefined,
): void {
  if (reason && !hasPermission(permissions, ALLERGY_OVERRIDE_KEY)) {
    throw new AppError(403, ALLERGY_OVERRIDE_MESSAGES.needsKey, 'forbidden', {
      autorizacion_alergia: ALLERGY_OVERRIDE_MESSAGES.needsKey,
    });
  }
}
