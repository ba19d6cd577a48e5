/**
 * Reported transfers as the family sees them (their children's only) and as the staff see them
 * (pending first), never with the receipt's bytes: the receipt has a route of its own.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffTransferReport, TransferReport, TransferState } from '../../../../src/domain/transfers';
import type { Db } from '../../../db/client';
import { familyAccounts, guardians, students, transferReports, users } from '../../../db/schema';

const t = transferReports;
const student = alias(users, 'estudiante');
const reviewer = alias(users, 'funcionario');

const familyColumns = {
  id: t.id,
  id_estudiante: t.id_user,
  estudiante: student.name,
  valor: t.amount,
  fecha: t.paid_on,
  referencia: t.reference,
  estado: t.state,
  motivo: t.reason,
  soporte_tipo: t.receipt_type,
  created_at: t.created_at,
  revisado_at: t.reviewed_at,
};

type Row = Omit<TransferReport, 'created_at' | 'revisado_at' | 'soporte_tipo'> & {
  created_at: Date;
  revisado_at: Date | null;
  soporte_tipo: string;
};
function toReport<R extends Row>(row: R) {
  return {
    ...row,
    valor: Number(row.valor),
    soporte_tipo: row.soporte_tipo as TransferReport['soporte_tipo'],
    created_at: row.created_at.toISOString(),
    revisado_at: row.revisado_at ? row.revisado_at.toISOString() : null,
  };
}

/** The reports on the guardian's children (whoever of the family reported them), newest first; `id`: that one only. */
export async function familyTransfers(db: Db, guardianId: number, id?: number): Promise<TransferReport[]> {
  const rows = await db
    .select(familyColumns)
    .from(t)
    .innerJoin(student, eq(student.id, t.id_user))
    .innerJoin(students, eq(students.id_user, t.id_user))
    .where(and(eq(students.id_attendant, guardianId), id === undefined ? undefined : eq(t.id, id)))
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(100);
  return rows.map(toReport);
}

function staffQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...familyColumns,
      num_doc: student.num_doc,
      acudiente: guardians.name,
      funcionario: reviewer.name,
      id_movimiento: t.id_movement,
    })
    .from(t)
    .innerJoin(student, eq(student.id, t.id_user))
    .innerJoin(familyAccounts, eq(familyAccounts.id, t.id_family))
    .innerJoin(guardians, eq(guardians.id, familyAccounts.id_guardian))
    .leftJoin(reviewer, eq(reviewer.id, t.id_staff))
    .where(where);
}

/** One report as the staff see it; null when there is none. */
export async function staffTransfer(db: Db, id: number): Promise<StaffTransferReport | null> {
  const [row] = await staffQuery(db, eq(t.id, id));
  return row ? toReport(row) : null;
}

/** A page of reports: of one state, newest first; of every state, the pending ones first. */
export async function staffTransfers(
  db: Db,
  { estado, page, perPage }: { estado?: TransferState; page: number; perPage: number },
): Promise<{ rows: StaffTransferReport[]; total: number }> {
  const where = estado ? eq(t.state, estado) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    staffQuery(db, where)
      .orderBy(sql`(${t.state} = 'pendiente') desc`, desc(t.created_at), desc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::integer` })
      .from(t)
      .where(where),
  ]);
  return { rows: rows.map(toReport), total: Number(total) };
}

/** The receipt of a report (for the staff, or for the family whose child it is); null when there is none. */
export async function transferReceipt(
  db: Db,
  id: number,
  guardianId?: number,
): Promise<{ bytes: Buffer; mime: TransferReport['soporte_tipo'] } | null> {
  const [row] = await db
    .select({ bytes: t.receipt, mime: t.receipt_type })
    .from(t)
    .innerJoin(students, eq(students.id_user, t.id_user))
    .where(and(eq(t.id, id), guardianId === undefined ? undefined : eq(students.id_attendant, guardianId)));
  // Only the receipt types are ever stored (transferReportSchema).
  return row ? { bytes: row.bytes, mime: row.mime as TransferReport['soporte_tipo'] } : null;
}
