/** Reads of the roll call: the list, one roll call with its people grouped, the missing first. */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ROLLCALL_RECENT,
  type RollCall,
  type RollCallGroup,
  type RollCallKind,
  type RollCallPerson,
  type RollCallSummary,
} from '../../../../src/domain/rollCall';
import type { Db } from '../../../db/client';
import { rollCallPeople, rollCalls, users } from '../../../db/schema';

const opener = alias(users, 'rollcall_opener');
const closer = alias(users, 'rollcall_closer');
const marker = alias(users, 'rollcall_marker');

/** Roll calls under `where`: the open one first, then the newest. */
async function summaries(db: Db, where: SQL | undefined, limit: number): Promise<RollCallSummary[]> {
  const rows = await db
    .select({
      id: rollCalls.id,
      started_at: rollCalls.started_at,
      closed_at: rollCalls.closed_at,
      abierto_por: opener.name,
      cerrado_por: closer.name,
      total: sql<number>`(select count(*) from ${rollCallPeople} rp where rp.id_rollcall = ${rollCalls.id})::int`,
      a_salvo: sql<number>`(select count(*) from ${rollCallPeople} rp where rp.id_rollcall = ${rollCalls.id} and rp.safe_at is not null)::int`,
    })
    .from(rollCalls)
    .leftJoin(opener, eq(opener.id, rollCalls.started_by))
    .leftJoin(closer, eq(closer.id, rollCalls.closed_by))
    .where(where)
    .orderBy(sql`${rollCalls.closed_at} is null desc`, desc(rollCalls.started_at), desc(rollCalls.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    abierto_en: r.started_at.toISOString(),
    abierto_por: r.abierto_por,
    cerrado_en: r.closed_at?.toISOString() ?? null,
    cerrado_por: r.cerrado_por,
    total: Number(r.total),
    a_salvo: Number(r.a_salvo),
    faltan: Number(r.total) - Number(r.a_salvo),
  }));
}

/** The open roll call (if any) and the ROLLCALL_RECENT last closed ones. */
export async function recentRollCalls(db: Db): Promise<RollCallSummary[]> {
  const rows = await summaries(db, undefined, ROLLCALL_RECENT + 1);
  return rows[0]?.cerrado_en === null ? rows : rows.slice(0, ROLLCALL_RECENT);
}

export async function rollCallSummary(db: Db, id: number): Promise<RollCallSummary | undefined> {
  const [row] = await summaries(db, eq(rollCalls.id, id), 1);
  return row;
}

/** The people of roll call `id`, or of just `personId` in it. */
export async function rollCallPersons(db: Db, id: number, personId?: number): Promise<RollCallPerson[]> {
  const rows = await db
    .select({
      id_persona: rollCallPeople.id_user,
      nombre: users.name,
      num_doc: users.num_doc,
      tipo: rollCallPeople.tipo,
      grupo: rollCallPeople.grupo,
      safe_at: rollCallPeople.safe_at,
      marcado_por: marker.name,
    })
    .from(rollCallPeople)
    .innerJoin(users, eq(users.id, rollCallPeople.id_user))
    .leftJoin(marker, eq(marker.id, rollCallPeople.safe_by))
    .where(
      and(
        eq(rollCallPeople.id_rollcall, id),
        personId === undefined ? undefined : eq(rollCallPeople.id_user, personId),
      ),
    )
    .orderBy(asc(rollCallPeople.id_user));
  return rows.map(({ safe_at, ...r }) => ({ ...r, a_salvo_en: safe_at?.toISOString() ?? null }));
}

const byName = (a: string, b: string) => a.localeCompare(b, 'es');
// Students' courses before the staff's roles.
const KIND_ORDER: Record<RollCallKind, number> = { estudiante: 0, personal: 1 };

/** People by course or role: groups with someone missing first; in each, the missing by name, then the safe by time. */
export function groupPeople(people: readonly RollCallPerson[]): RollCallGroup[] {
  const groups = new Map<string, RollCallGroup>();
  for (const p of people) {
    const key = `${p.tipo}\u0000${p.grupo}`;
    let group = groups.get(key);
    if (!group) {
      group = { grupo: p.grupo, tipo: p.tipo, total: 0, a_salvo: 0, faltan: 0, personas: [] };
      groups.set(key, group);
    }
    group.total++;
    if (p.a_salvo_en) group.a_salvo++;
    else group.faltan++;
    group.personas.push(p);
  }
  for (const g of groups.values())
    g.personas.sort((a, b) =>
      a.a_salvo_en === null || b.a_salvo_en === null
        ? Number(a.a_salvo_en !== null) - Number(b.a_salvo_en !== null) || byName(a.nombre, b.nombre)
        : a.a_salvo_en.localeCompare(b.a_salvo_en) || byName(a.nombre, b.nombre),
    );
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.faltan === 0) - Number(b.faltan === 0) ||
      KIND_ORDER[a.tipo] - KIND_ORDER[b.tipo] ||
      byName(a.grupo, b.grupo),
  );
}

/** Roll call `id` whole: its counts and its people grouped. */
export async function rollCallById(db: Db, id: number): Promise<RollCall | undefined> {
  const summary = await rollCallSummary(db, id);
  if (!summary) return undefined;
  return { ...summary, grupos: groupPeople(await rollCallPersons(db, id)) };
}
