/** The receipt of one front-desk movement (src/domain/receipts.ts): the ledger row with its holder and clerk. */
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeskReceipt } from '../../../../src/domain/receipts';
import type { Db } from '../../../db/client';
import { credentialMovements, credentials, studentProfiles, TOPUP_ROWS, users } from '../../../db/schema';
import { schoolName } from '../cards';

const holder = alias(users, 'receipt_holder');
const clerk = alias(users, 'receipt_clerk');

/** Null for a movement that is not the desk's (a purchase has its order, not a receipt). */
export async function deskReceipt(db: Db, movementId: number): Promise<DeskReceipt | null> {
  const m = credentialMovements;
  const [row] = await db
    .select({
      numero: m.id,
      kind: m.kind,
      estudiante: holder.name,
      documento: holder.num_doc,
      curso: studentProfiles.courseName,
      amount: m.amount,
      metodo_pago: m.paymentMethod,
      referencia: m.paymentReference,
      saldo: m.saldo_nuevo,
      funcionario: clerk.name,
      fecha: m.created_at,
    })
    .from(m)
    .innerJoin(credentials, eq(credentials.id, m.id_carnet))
    .innerJoin(holder, eq(holder.id, credentials.id_user_primary))
    .leftJoin(studentProfiles, eq(studentProfiles.id_user, holder.id))
    .leftJoin(clerk, eq(clerk.id, m.id_staff))
    .where(and(eq(m.id, movementId), TOPUP_ROWS(m.kind)))
    .limit(1);
  if (!row) return null;
  const { amount, fecha, kind, ...rest } = row;
  return {
    ...rest,
    kind: kind as DeskReceipt['kind'],
    valor: Math.abs(amount),
    fecha: fecha.toISOString(),
    colegio: await schoolName(db),
  };
}
