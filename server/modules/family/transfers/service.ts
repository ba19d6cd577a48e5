/**
 * A reported transfer's life: the family reports it (its child's, with a readable receipt, a date
 * neither future nor too old, a reference not reported before for that child), the staff approve
 * it — one top-up on the ledger, whatever happens at once: the report's row is locked first, so a
 * second approval (twice, or by two people at the same instant) finds it approved and moves
 * nothing — or reject it with a reason. A decided report stays decided.
 */
import { eq } from 'drizzle-orm';
import { credentialRefusal } from '../../../../src/domain/credentialRules';
import { CHILD_NOT_FOUND } from '../../../../src/domain/family';
import {
  TRANSFER_MAX_AGE_DAYS,
  TRANSFER_MESSAGES,
  transferDetail,
  type StaffTransferReport,
  type TransferReportInput,
} from '../../../../src/domain/transfers';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { notifyFamilies } from '../../../db/notices';
import { credentials, transferReports, users } from '../../../db/schema';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { decodeReceipt } from '../../../http/receipts';
import type { FamilyMember } from '../../../http/types';
import { lockCredential, topUp } from '../../../money';
import { localDate } from '../../../time';
import { isChildOf } from '../children';
import { staffTransfer } from './queries';

const daysBefore = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** Records a family's report at `now` (the server's clock: also what "future" is measured by), pending; its id. */
export async function reportTransfer(
  tx: Db,
  family: FamilyMember,
  input: TransferReportInput,
  timezone: string,
  now: Date,
): Promise<number> {
  if (!(await isChildOf(tx, family.guardianId, input.id_estudiante))) throw notFound(CHILD_NOT_FOUND);
  const today = localDate(now, timezone);
  if (input.fecha > today) throw fieldError('fecha', TRANSFER_MESSAGES.future);
  if (input.fecha < daysBefore(today, TRANSFER_MAX_AGE_DAYS))
    throw fieldError('fecha', TRANSFER_MESSAGES.tooOld);
  const [credential] = await tx
    .select({ id: credentials.id, active: credentials.active, holderActive: users.active })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .where(eq(credentials.id_user_primary, input.id_estudiante));
  if (!credential)
    throw conflict(TRANSFER_MESSAGES.noCredential, 'conflict', {
      id_estudiante: TRANSFER_MESSAGES.noCredential,
    });
  // A card that takes no top-up now would only be refused at the approval: said to the family today.
  const refusal = credentialRefusal('topUp', credential.active === 1, credential.holderActive === 1);
  if (refusal) throw conflict(refusal, 'inactive', { id_estudiante: refusal });
  const receipt = decodeReceipt(input.soporte);
  // The same reference twice for one child (unless the first was rejected) is refused by the unique index.
  const [row] = await tx
    .insert(transferReports)
    .values({
      id_user: input.id_estudiante,
      id_family: family.accountId,
      amount: input.valor,
      paid_on: input.fecha,
      reference: input.referencia,
      receipt: receipt.bytes,
      receipt_type: receipt.mime,
      created_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: transferReports.id });
  if (!row)
    throw conflict(TRANSFER_MESSAGES.duplicate, 'conflict', { referencia: TRANSFER_MESSAGES.duplicate });
  return row.id;
}

/** The report locked for this transaction: a second reviewer waits here until the first commits. */
async function lockReport(tx: Db, id: number) {
  const [row] = await tx.select().from(transferReports).where(eq(transferReports.id, id)).for('update');
  if (!row) throw notFound(TRANSFER_MESSAGES.notFound);
  return row;
}

async function answer(tx: Db, id: number): Promise<StaffTransferReport> {
  const report = await staffTransfer(tx, id);
  if (!report) throw notFound(TRANSFER_MESSAGES.notFound);
  return report;
}

/**
 * Approves once, by `clock` (the server's): the top-up and the report's new state in the caller's
 * transaction. An approved report answers as it is.
 */
export async function approveTransfer(
  tx: Db,
  id: number,
  staffId: number,
  clock: Clock,
): Promise<StaffTransferReport> {
  const report = await lockReport(tx, id);
  if (report.state === 'rechazada') throw conflict(TRANSFER_MESSAGES.alreadyRejected);
  if (report.state === 'pendiente') {
    const locked = await lockCredential(tx, { userId: report.id_user });
    if (!locked) throw conflict(TRANSFER_MESSAGES.noCredential);
    // The approver's: it shows in their cash close, under the portal, never counted.
    const payment = { method: 'portal' as const, reference: report.reference };
    const moved = await topUp(
      tx,
      clock,
      {
        credentialId: locked.id,
        amount: report.amount,
        staffId,
        detalle: transferDetail(id, report.reference),
        payment,
      },
      locked,
    );
    const now = clock.now();
    await tx
      .update(transferReports)
      .set({ state: 'aprobada', id_movement: moved.movementId, id_staff: staffId, reviewed_at: now })
      .where(eq(transferReports.id, id));
    await notifyFamilies(tx, {
      studentId: report.id_user,
      kind: 'recarga_aprobada',
      data: { valor: report.amount, referencia: report.reference },
      at: now,
    });
  }
  return answer(tx, id);
}

/** Rejects a pending report at `now` with the reason the family will read. */
export async function rejectTransfer(
  tx: Db,
  id: number,
  staffId: number,
  reason: string,
  now: Date,
): Promise<StaffTransferReport> {
  const report = await lockReport(tx, id);
  if (report.state !== 'pendiente')
    throw conflict(
      report.state === 'aprobada' ? TRANSFER_MESSAGES.alreadyApproved : TRANSFER_MESSAGES.alreadyRejected,
    );
  await tx
    .update(transferReports)
    .set({ state: 'rechazada', reason, id_staff: staffId, reviewed_at: now })
    .where(eq(transferReports.id, id));
  await notifyFamilies(tx, {
    studentId: report.id_user,
    kind: 'recarga_rechazada',
    data: { valor: report.amount, referencia: report.reference, motivo: reason },
    at: now,
  });
  return answer(tx, id);
}
