/** A day's reconciliation as the staff read it: the run, and each difference with its payment here. */
import { asc, eq } from 'drizzle-orm';
import type { Reconciliation, ReconciliationFinding } from '../../../../src/domain/onlinePaymentsStaff';
import type { Db } from '../../../db/client';
import {
  familyAccounts,
  guardians,
  onlinePayments,
  onlineReconciliationFindings,
  onlineReconciliations,
  users,
} from '../../../db/schema';

const f = onlineReconciliationFindings;
const iso = (d: Date | null) => d?.toISOString() ?? null;

async function findings(db: Db, where: ReturnType<typeof eq>): Promise<ReconciliationFinding[]> {
  const rows = await db
    .select({
      finding: f,
      estado: onlinePayments.state,
      total: onlinePayments.total,
      acudiente: guardians.name,
      resuelto_por: users.name,
    })
    .from(f)
    .leftJoin(onlinePayments, eq(onlinePayments.id, f.id_payment))
    .leftJoin(familyAccounts, eq(familyAccounts.id, onlinePayments.id_family))
    .leftJoin(guardians, eq(guardians.id, familyAccounts.id_guardian))
    .leftJoin(users, eq(users.id, f.settled_by))
    .where(where)
    .orderBy(asc(f.id));
  return rows.map(({ finding: x, ...here }) => ({
    id: x.id,
    tipo: x.kind,
    id_pago: x.provider_payment_id,
    id_payment: x.id_payment,
    estado_proveedor: x.provider_status,
    valor_proveedor: x.provider_amount,
    estado: here.estado,
    acudiente: here.acudiente,
    total: here.total,
    encontrado_at: x.found_at.toISOString(),
    resuelto_at: iso(x.settled_at),
    resuelto_por: here.resuelto_por,
    resultado: x.outcome,
  }));
}

export async function reconciliationOf(db: Db, day: string): Promise<Reconciliation> {
  const [run] = await db.select().from(onlineReconciliations).where(eq(onlineReconciliations.day, day));
  return {
    dia: day,
    iniciada_at: iso(run?.started_at ?? null),
    terminada_at: iso(run?.finished_at ?? null),
    consultados: run?.consulted ?? 0,
    error: run?.error ?? null,
    hallazgos: run ? await findings(db, eq(f.day, day)) : [],
  };
}

export async function findingById(db: Db, id: number): Promise<ReconciliationFinding | null> {
  const [finding] = await findings(db, eq(f.id, id));
  return finding ?? null;
}
