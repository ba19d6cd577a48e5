/**
 * The student's file's nurse's list (issues 35 and 48), a source of the student's timeline: each
 * product holding the student's allergen that a supervisor let through, and each late offline sale
 * that handed one over (charged and flagged, or refused: the goods were handed over all the same).
 */
import { sql, type SQL } from 'drizzle-orm';
import { allergyOverrides, offlineSales, orders, products, users } from '../../../db/schema';

export const foodTimeline = (userId: number): SQL => sql`
  select ao.id as row_id, ao.created_at as at, 'food' as source, 'alergia_autorizada' as kind,
    null::bigint as amount, null::bigint as balance, concat(p.name, ': ', ao.motivo) as detail,
    staff.name as staff, o.store::integer as store, ao.id_order as ref
  from ${allergyOverrides} ao
  join ${products} p on p.id = ao.id_product
  join ${orders} o on o.id = ao.id_order
  left join ${users} staff on staff.id = ao.id_staff
  where ao.id_user = ${userId}
  union all
  select os.id, os.hecha_en, 'food', 'alergia_sin_conexion', null::bigint, null::bigint, os.motivo,
    staff.name, os.store::integer, os.id_order
  from ${offlineSales} os
  left join ${users} staff on staff.id = os.id_staff
  where os.id_user = ${userId} and 'alergia' = any(os.marcas)`;
