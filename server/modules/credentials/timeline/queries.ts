/** The ledger as a source of the student's timeline (server/modules/academic/timeline/). */
import { sql, type SQL } from 'drizzle-orm';
import { credentialMovements, credentials, orderLines, orders, users } from '../../../db/schema';

/**
 * Every movement of the student's credential: top-ups, deductions, purchases, reversals. A
 * purchase's or a reversal's detail is what the order held ('2 x Empanada, 1 x Jugo'), the order
 * and its store being said by `ref` and `store`.
 */
export const ledgerTimeline = (userId: number): SQL => sql`
  select m.id as row_id, m.created_at as at, 'ledger' as source, m.kind as kind,
    m.amount::bigint as amount, m.saldo_nuevo::bigint as balance,
    coalesce((select string_agg(l.count::text || ' x ' || l.name, ', ' order by l.id) from ${orderLines} l where l.id_order = m.id_order),
      m.detalle) as detail,
    staff.name as staff, o.store::integer as store, m.id_order as ref
  from ${credentialMovements} m
  join ${credentials} c on c.id = m.id_carnet
  left join ${users} staff on staff.id = m.id_staff
  left join ${orders} o on o.id = m.id_order
  where c.id_user_primary = ${userId}`;
