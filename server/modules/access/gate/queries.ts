/** Reads of the gate: passages as listed and the live view. */
import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ENTRY,
  PASSAGE_TYPES,
  type GateLive,
  type PassageRow,
  type PassageType,
  type PassageVia,
} from '../../../../src/domain/access';
import type { Db } from '../../../db/client';
import { passages, studentProfiles, students, users } from '../../../db/schema';
import { keysetAfter, type RowPage } from '../../../http/report-routes';

const guard = alias(users, 'guard');

const yes = (flag: number) => (flag === 1 ? 'Sí' : '');

/** Passages under `where`, with the person, course, gate and guard, in `order`. */
export async function passageRows(
  db: Db,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  page?: RowPage,
): Promise<PassageRow[]> {
  const query = db
    .select({
      id: passages.id,
      id_user: passages.id_user,
      at: passages.created_at,
      nombre: users.name,
      num_doc: users.num_doc,
      curso: studentProfiles.courseName,
      tipo: passages.tipo,
      porteria: passages.porteria,
      guarda: guard.name,
      late: passages.late,
      id_permit: passages.id_permit,
      via: passages.via,
    })
    .from(passages)
    .innerJoin(users, eq(users.id, passages.id_user))
    .leftJoin(studentProfiles, eq(studentProfiles.id_user, passages.id_user))
    .leftJoin(guard, eq(guard.id, passages.created_by))
    .where(and(where, keysetAfter(passages, passages.created_at, passages.id, page?.after, order)))
    .orderBy(
      order === 'asc' ? asc(passages.created_at) : desc(passages.created_at),
      order === 'asc' ? asc(passages.id) : desc(passages.id),
    )
    .$dynamic();
  const rows = await (page === undefined ? query : query.limit(page.limit));
  return rows.map((r) => ({
    id: r.id,
    id_user: r.id_user,
    fecha: r.at.toISOString(),
    nombre: r.nombre,
    num_doc: r.num_doc,
    curso: r.curso,
    tipo: r.tipo as PassageType,
    tipo_nombre: PASSAGE_TYPES[r.tipo as PassageType],
    porteria: r.porteria,
    guarda: r.guarda,
    tarde: yes(r.late),
    permiso: r.id_permit === null ? '' : 'Sí',
    via: r.via as PassageVia,
  }));
}

/** The live view of a day that started at `start`. */
export async function gateLive(db: Db, fecha: string, start: Date, recent: number): Promise<GateLive> {
  const today = gte(passages.created_at, start);
  const counts = await db.execute(sql`
    with last as (
      select distinct on (p.id_user) p.id_user, p.tipo
      from ${passages} p where p.created_at >= ${start}
      order by p.id_user, p.created_at desc, p.id desc
    )
    select
      (select count(*) from last join ${students} s on s.id_user = last.id_user where last.tipo = ${ENTRY})::int as dentro,
      (select count(*) from ${students} s join ${users} u on u.id = s.id_user where u.active = 1)::int as estudiantes,
      (select count(distinct p.id_user) from ${passages} p where p.created_at >= ${start} and p.tipo = ${ENTRY})::int as entradas_hoy`);
  const [row] = (
    counts as unknown as { rows: { dentro: number; estudiantes: number; entradas_hoy: number }[] }
  ).rows;
  const [tarde, ultimos] = await Promise.all([
    passageRows(db, and(today, eq(passages.late, 1)), 'asc'),
    passageRows(db, today, 'desc', { limit: recent }),
  ]);
  return {
    fecha,
    dentro: Number(row.dentro),
    estudiantes: Number(row.estudiantes),
    entradas_hoy: Number(row.entradas_hoy),
    tarde,
    ultimos,
  };
}
