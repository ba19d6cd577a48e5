/** Boardings as a source of the student's timeline (server/modules/academic/timeline/). */
import { sql, type SQL } from 'drizzle-orm';
import { boardings, users } from '../../../db/schema';

/** Each time the student got on or off a school bus, the route's name as the detail. */
export const boardingTimeline = (userId: number): SQL => sql`
  select b.id as row_id, b.created_at as at, 'boarding' as source,
    case when b.kind = 1 then 'subio' else 'bajo' end as kind,
    null::bigint as amount, null::bigint as balance, b.ruta as detail,
    staff.name as staff, null::integer as store, b.id_route as ref
  from ${boardings} b
  left join ${users} staff on staff.id = b.created_by
  where b.id_user = ${userId}`;
