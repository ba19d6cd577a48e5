/** Changes of a student's limits as a source of the student's timeline (../../timeline/). */
import { sql, type SQL } from 'drizzle-orm';
import { familyAccounts, guardians, limitChanges, users } from '../../../../db/schema';

/** Each change: what, as 'before → after'; by the staff member, or by the guardian (their name and '(familia)'). */
export const limitTimeline = (userId: number): SQL => sql`
  select lc.id as row_id, lc.created_at as at, 'limits' as source, lc.kind as kind,
    null::bigint as amount, null::bigint as balance, concat(lc.before, ' → ', lc.after) as detail,
    coalesce(staff.name, g.name || ' (familia)') as staff, null::integer as store, null::integer as ref
  from ${limitChanges} lc
  left join ${users} staff on staff.id = lc.id_staff
  left join ${familyAccounts} fa on fa.id = lc.id_family
  left join ${guardians} g on g.id = fa.id_guardian
  where lc.id_user = ${userId}`;
