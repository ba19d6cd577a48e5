/**
 * A late sale's row (issues 33 and 48): written once per key whatever became of the sale, with the
 * sale as the till sent it, and read back for a resend of that key.
 */
import { and, eq } from 'drizzle-orm';
import type { LateSaleFlag, LateSaleResult } from '../../../../../src/domain/offline';
import type { Order } from '../../../../../src/domain/orders';
import type { Db } from '../../../../db/client';
import { credentialMovements, idempotencyKeys, offlineSales } from '../../../../db/schema';
import type { LateSaleInput } from './late-sale';

/** The outcome already recorded for this key, if any, as it was answered (the balance its charge left). */
export async function recordedLateSale(
  tx: Db,
  key: string,
): Promise<{ result: LateSaleResult; body: Record<string, unknown> } | null> {
  const [row] = await tx
    .select({
      body: offlineSales.body,
      id: offlineSales.id,
      estado: offlineSales.state,
      marcas: offlineSales.flags,
      motivo: offlineSales.reason,
      id_order: offlineSales.id_order,
      saldo: credentialMovements.saldo_nuevo,
    })
    .from(offlineSales)
    .leftJoin(
      credentialMovements,
      and(eq(credentialMovements.id_order, offlineSales.id_order), eq(credentialMovements.kind, 'compra')),
    )
    .where(eq(offlineSales.key, key))
    .orderBy(credentialMovements.id)
    .limit(1);
  if (!row) return null;
  const { body, ...result } = row;
  return {
    result: { ...result, marcas: result.marcas as LateSaleFlag[] },
    body: body as Record<string, unknown>,
  };
}

export async function write(
  tx: Db,
  input: LateSaleInput,
  outcome: Omit<LateSaleResult, 'id'>,
  order: Order | null,
) {
  const [row] = await tx
    .insert(offlineSales)
    .values({
      key: input.key,
      id_till: input.till?.id ?? null,
      roster_at: input.rosterAt,
      store: input.store,
      id_user: input.userId,
      id_staff: input.staffId,
      made_at: input.madeAt,
      received_at: input.receivedAt,
      total: input.tillTotal,
      state: outcome.estado,
      flags: outcome.marcas,
      reason: outcome.motivo,
      id_order: outcome.id_order,
      body: input.sent,
    })
    // Two sends of a refused sale at once (nothing to lock when the customer is gone): the first one's row stands.
    .onConflictDoNothing({ target: offlineSales.key })
    .returning({ id: offlineSales.id });
  if (!row) return { result: (await recordedLateSale(tx, input.key))!.result, order: null };
  // The key is taken for the online sale's door too: the same sale's online request, had it been
  // delayed in the network until now, is refused as another request under a used key.
  await tx
    .insert(idempotencyKeys)
    .values({
      key: input.key,
      id_staff: input.staffId,
      fingerprint: `venta fuera de línea ${input.key}`,
      status: 201,
      response: { code: 1, message: 'OK', data: null },
      created_at: input.receivedAt,
    })
    .onConflictDoNothing();
  return { result: { id: row.id, ...outcome }, order };
}
