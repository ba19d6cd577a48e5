/** The ledger as a source of the student's timeline (server/modules/academic/timeline.ts). */
import { sql, type SQL } from 'drizzle-orm';
import { credentialMovements, credentials, orders, users } from '../../db/schema';

/** Every movement of the student's credential: top-ups, deductions, purchases, reversals. */
export const ledgerTimeline = (userId: number): SQL => sql`
  select m.id as row_id, m.created_at as at, 'ledger' as source, m.kind as kind,
    m.amount::bigint as amount, m.saldo_nuevo::bigint as balance, m.detalle as detail,
    staff.name as staff, o.store::integer as store, m.id_order as ref
  from ${credentialMovements} m
  join ${credentials} c on c.id = m.id_carnet
  left join ${users} staff on staff.id = m.id_staff
  left join ${orders} o on o.id = m.id_order
  where c.id_user_primary = ${userId}`;
