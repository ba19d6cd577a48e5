/** Gate passages as a source of the student's timeline (server/modules/academic/timeline/). */
import { sql, type SQL } from 'drizzle-orm';
import { passages, users } from '../../../db/schema';

/** Each time the student went in or out, the gate as the detail; a late entry or a permit said after it. */
export const passageTimeline = (userId: number): SQL => sql`
  select p.id as row_id, p.created_at as at, 'gate' as source,
    case when p.tipo = 1 then 'entrada' else 'salida' end as kind,
    null::bigint as amount, null::bigint as balance,
    concat_ws(' · ', p.porteria, case when p.late = 1 then 'llegada tarde' end, case when p.id_permit is not null then 'con permiso' end) as detail,
    guard.name as staff, null::integer as store, p.id_permit as ref
  from ${passages} p
  left join ${users} guard on guard.id = p.created_by
  where p.id_user = ${userId}`;
