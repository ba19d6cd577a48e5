/**
 * The credentials' two reports (src/domain/reports/credentials.ts): the top-ups and deductions of
 * a period with holder, guardian and clerk, and the global report of every credential.
 */
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  maskCode,
  MOVEMENT_LABELS,
  type GlobalReport,
  type GlobalReportRow,
  type TopupReportRow,
} from '../../../../src/domain/credentials';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../src/domain/payments';
import type { Db } from '../../../db/client';
import { credentialMovements, credentials, studentProfiles, TOPUP_ROWS, users } from '../../../db/schema';
import { keysetAfter, type RowPage } from '../../../http/report-routes';

const holder = alias(users, 'holder');
const staffUser = alias(users, 'staff_user');

/** Top-ups and deductions between two instants (paid one way, if given), newest first, with holder, guardian and clerk. */
export async function topupReport(
  db: Db,
  start: Date,
  end: Date,
  method: PaymentMethod | undefined,
  page: RowPage,
): Promise<TopupReportRow[]> {
  const m = credentialMovements;
  const query = db
    .select({
      id: m.id,
      created_at: m.created_at,
      kind: m.kind,
      funcionario: staffUser.name,
      usuario: holder.name,
      num_doc: holder.num_doc,
      acudiente: studentProfiles.guardianName,
      num_doc_acudiente: studentProfiles.guardianDoc,
      code: credentials.code,
      saldo_previo: m.saldo_previo,
      recarga: m.amount,
      saldo_nuevo: m.saldo_nuevo,
      detalle: m.detalle,
      metodo_pago: m.paymentMethod,
      referencia: m.paymentReference,
    })
    .from(m)
    .innerJoin(credentials, eq(credentials.id, m.id_carnet))
    .innerJoin(holder, eq(holder.id, credentials.id_user_primary))
    .leftJoin(staffUser, eq(staffUser.id, m.id_staff))
    .leftJoin(studentProfiles, eq(studentProfiles.id_user, holder.id))
    .where(
      and(
        TOPUP_ROWS(m.kind),
        method ? eq(m.paymentMethod, method) : undefined,
        gte(m.created_at, start),
        lt(m.created_at, end),
        keysetAfter(m, m.created_at, m.id, page.after, 'desc'),
      ),
    )
    .orderBy(desc(m.created_at), desc(m.id))
    .limit(page.limit);
  const rows = await query;
  return rows.map((row) => ({
    ...row,
    code: maskCode(row.code),
    created_at: row.created_at.toISOString(),
    metodo: row.metodo_pago && PAYMENT_METHOD_LABELS[row.metodo_pago],
  }));
}

/**
 * Every movement of one user's credential between two instants, oldest first; null when no
 * user has the document. Any user, deactivated ones included: their history is what the
 * report is for.
 */
export async function globalReport(
  db: Db,
  document: string,
  start: Date,
  end: Date,
): Promise<GlobalReport | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, num_doc: users.num_doc })
    .from(users)
    .where(eq(users.num_doc, document))
    .limit(1);
  if (!user) return null;
  const [credential] = await db
    .select({
      id: credentials.id,
      code: credentials.code,
      saldo: credentials.saldo,
      active: credentials.active,
    })
    .from(credentials)
    .where(eq(credentials.id_user_primary, user.id));
  const m = credentialMovements;
  const rows = credential
    ? await db
        .select({
          id: m.id,
          created_at: m.created_at,
          kind: m.kind,
          detalle: m.detalle,
          funcionario: staffUser.name,
          valor: m.amount,
          saldo_previo: m.saldo_previo,
          saldo_nuevo: m.saldo_nuevo,
        })
        .from(m)
        .leftJoin(staffUser, eq(staffUser.id, m.id_staff))
        .where(and(eq(m.id_carnet, credential.id), gte(m.created_at, start), lt(m.created_at, end)))
        .orderBy(asc(m.created_at), asc(m.id))
    : [];
  return {
    usuario: user,
    carnet: credential
      ? { ...credential, code: maskCode(credential.code), active: credential.active === 1 ? 1 : 0 }
      : null,
    rows: rows.map((row): GlobalReportRow => ({
      ...row,
      created_at: row.created_at.toISOString(),
      tipo: MOVEMENT_LABELS[row.kind],
    })),
  };
}
