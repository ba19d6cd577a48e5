/**
 * The cash close's reads (issue 34): a close with its author and review, the list of closes, a
 * close's movements, and the open periods — each staff member's desk movements no close covers yet,
 * what the next close of theirs will take, and the online top-ups the next close of anyone's will
 * take (the X report).
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  closeNumber,
  differences,
  type CashClose,
  type CashMovement,
  type CloseStart,
  type OpenPeriod,
} from '../../../../src/domain/cashClose';
import { PAYMENT_METHOD_LABELS } from '../../../../src/domain/payments';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { localDate, zonedInstant } from '../../../time';
import {
  cashCloseMovements,
  cashCloses,
  cashCloseStart,
  credentialMovements,
  credentials,
  TOPUP_ROWS,
  users,
} from '../../../db/schema';

const author = alias(users, 'close_author');
const reviewer = alias(users, 'close_reviewer');
const holder = alias(users, 'movement_holder');
const m = credentialMovements;

/** Mercado Pago's top-ups and their take-backs (issue 54): no one at the desk made them. */
const onlineRow = and(isNull(m.id_staff), eq(m.paymentMethod, 'en_linea'));

/**
 * The desk movements of a staff member (all staff when null), and the online ones, that no close
 * covers, made since the day closes count from (`since`, start.ts): the online ones belong to no
 * cashier, so whoever closes first takes them. A movement still being written is not seen, and the
 * next close takes it — each lands in exactly one.
 */
export const openMovementsOf = (staffId: number | null, since: Date | null) =>
  and(
    or(staffId === null ? isNotNull(m.id_staff) : eq(m.id_staff, staffId), onlineRow),
    since === null ? undefined : gte(m.created_at, since),
    TOPUP_ROWS(m.kind),
    isNotNull(m.paymentMethod),
    sql`not exists (select 1 from ${cashCloseMovements} c where c.id_movement = ${m.id})`,
  );

/** Per method, what the movements of a query expect: top-ups in, deductions out. */
const expectedColumns = {
  efectivo:
    sql<number>`coalesce(sum(${m.amount}) filter (where ${m.paymentMethod} = 'efectivo'), 0)::bigint`.mapWith(
      Number,
    ),
  transferencia:
    sql<number>`coalesce(sum(${m.amount}) filter (where ${m.paymentMethod} = 'transferencia'), 0)::bigint`.mapWith(
      Number,
    ),
  tarjeta:
    sql<number>`coalesce(sum(${m.amount}) filter (where ${m.paymentMethod} = 'tarjeta'), 0)::bigint`.mapWith(
      Number,
    ),
  portal:
    sql<number>`coalesce(sum(${m.amount}) filter (where ${m.paymentMethod} = 'portal'), 0)::bigint`.mapWith(
      Number,
    ),
  en_linea:
    sql<number>`coalesce(sum(${m.amount}) filter (where ${m.paymentMethod} = 'en_linea'), 0)::bigint`.mapWith(
      Number,
    ),
};

const closeColumns = {
  close: cashCloses,
  funcionario: author.name,
  revisor: reviewer.name,
};

type CloseRow = { close: typeof cashCloses.$inferSelect; funcionario: string; revisor: string | null };

function answerOf({ close: c, funcionario, revisor }: CloseRow): CashClose {
  const esperado = {
    efectivo: c.esperado_efectivo,
    transferencia: c.esperado_transferencia,
    tarjeta: c.esperado_tarjeta,
    portal: c.esperado_portal,
    en_linea: c.esperado_en_linea,
  };
  const contado = {
    efectivo: c.contado_efectivo,
    transferencia: c.contado_transferencia,
    tarjeta: c.contado_tarjeta,
  };
  const diferencia = differences(esperado, contado, c.fondo_inicial);
  return {
    id: c.id,
    numero: closeNumber(c.numero),
    id_staff: c.id_staff,
    funcionario,
    desde: c.desde?.toISOString() ?? null,
    hasta: c.hasta.toISOString(),
    movimientos: c.movimientos,
    esperado,
    contado,
    fondo_inicial: c.fondo_inicial,
    diferencia,
    denominaciones: c.denominaciones ?? null,
    nota: c.nota,
    falta_nota:
      c.nota === null &&
      (diferencia.efectivo !== 0 || diferencia.transferencia !== 0 || diferencia.tarjeta !== 0),
    revision:
      c.revisado_en && c.comentario_revision
        ? {
            funcionario: revisor ?? '',
            fecha: c.revisado_en.toISOString(),
            comentario: c.comentario_revision,
          }
        : null,
  };
}

const closes = (db: Db) =>
  db
    .select(closeColumns)
    .from(cashCloses)
    .innerJoin(author, eq(author.id, cashCloses.id_staff))
    .leftJoin(reviewer, eq(reviewer.id, cashCloses.revisado_por));

export async function closeById(db: Db, id: number): Promise<CashClose | null> {
  const [row] = await closes(db).where(eq(cashCloses.id, id)).limit(1);
  return row ? answerOf(row) : null;
}

/** Closes newest first, of one staff member or everyone's, a page at a time, with the total. */
export async function closeList(
  db: Db,
  q: { staffId: number | null; page: number; perPage: number },
): Promise<{ data: CashClose[]; total: number }> {
  const where = q.staffId === null ? undefined : eq(cashCloses.id_staff, q.staffId);
  const rows = await closes(db)
    .where(where)
    .orderBy(desc(cashCloses.numero))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(cashCloses)
    .where(where);
  return { data: rows.map(answerOf), total };
}

const movementColumns = {
  id: m.id,
  created_at: m.created_at,
  kind: m.kind,
  usuario: holder.name,
  num_doc: holder.num_doc,
  metodo_pago: m.paymentMethod,
  referencia: m.paymentReference,
  valor: m.amount,
};

/** Desk movements with their holder, oldest first (the Z and X reports' detail). */
async function movementRows(db: Db, where: SQL | undefined): Promise<CashMovement[]> {
  const rows = await db
    .select(movementColumns)
    .from(m)
    .innerJoin(credentials, eq(credentials.id, m.id_carnet))
    .innerJoin(holder, eq(holder.id, credentials.id_user_primary))
    .where(where)
    .orderBy(m.created_at, m.id);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }) as CashMovement);
}

/** A close's movements. */
export const closeMovements = (db: Db, closeId: number) =>
  movementRows(
    db,
    inArray(
      m.id,
      db
        .select({ id: cashCloseMovements.id_movement })
        .from(cashCloseMovements)
        .where(eq(cashCloseMovements.id_cierre, closeId)),
    ),
  );

/** A staff member's open movements: their own, as their X report row counts them (not the online ones). */
export const openMovements = (db: Db, staffId: number, since: Date | null) =>
  movementRows(db, and(openMovementsOf(staffId, since), eq(m.id_staff, staffId)));

/**
 * Every staff member's open period, with what it expects (the X report: supervisors only), and the
 * online top-ups no close has taken yet as a row of their own, with no staff member.
 */
export async function openPeriods(db: Db, since: Date | null): Promise<OpenPeriod[]> {
  const rows = await db
    .select({
      id_staff: m.id_staff,
      funcionario: users.name,
      desde: sql<Date>`min(${m.created_at})`.mapWith((v) => new Date(v)),
      movimientos: sql<number>`count(*)`.mapWith(Number),
      ...expectedColumns,
    })
    .from(m)
    .leftJoin(users, eq(users.id, m.id_staff))
    .where(openMovementsOf(null, since))
    .groupBy(m.id_staff, users.name)
    // The online row last, after the staff members by name.
    .orderBy(sql`${m.id_staff} is null`, users.name);
  return rows.map(({ efectivo, transferencia, tarjeta, portal, en_linea, desde, funcionario, ...r }) => ({
    ...r,
    funcionario: funcionario ?? PAYMENT_METHOD_LABELS.en_linea,
    desde: desde.toISOString(),
    esperado: { efectivo, transferencia, tarjeta, portal, en_linea },
  }));
}

/**
 * What the close screen may say before the count (it is blind): how many movements wait and since
 * when (the author's last close, else the day closes count from), and that close — never an amount.
 */
export async function blindPeriod(
  db: Db,
  staffId: number,
  since: Date | null,
): Promise<{ movimientos: number; desde: string | null; ultimo: string | null }> {
  const [open] = await db
    .select({
      movimientos: sql<number>`count(*)`.mapWith(Number),
      desde: sql<string | null>`min(${m.created_at})`,
    })
    .from(m)
    .where(openMovementsOf(staffId, since));
  const [last] = await db
    .select({ numero: cashCloses.numero, hasta: cashCloses.hasta })
    .from(cashCloses)
    .where(eq(cashCloses.id_staff, staffId))
    .orderBy(desc(cashCloses.numero))
    .limit(1);
  return {
    movimientos: open.movimientos,
    desde:
      periodStart(last?.hasta ?? null, since, open.desde ? new Date(open.desde) : null)?.toISOString() ??
      null,
    ultimo: last ? closeNumber(last.numero) : null,
  };
}

/** Where a period starts: the author's last close, or the day closes count from, whichever is later; else its oldest movement. */
export function periodStart(lastClose: Date | null, since: Date | null, oldest: Date | null): Date | null {
  if (lastClose && since) return lastClose > since ? lastClose : since;
  return lastClose ?? since ?? oldest;
}

/*
 * The day closes count from (issue 52): without it a school's first close expected every top-up
 * since the database began. Written once at the first start that has none (service.ts); movements
 * before it are never closed.
 */

/** The instant closes count from: the start of its school day; null when no day is set. */
export async function closeStartInstant(db: Db, timezone: string): Promise<Date | null> {
  const [row] = await db.select({ day: cashCloseStart.cuenta_desde }).from(cashCloseStart).limit(1);
  return row ? zonedInstant(row.day, '00:00:00', timezone) : null;
}

export async function readCloseStart(db: Db, clock: Clock, timezone: string): Promise<CloseStart> {
  const [row] = await db.select({ day: cashCloseStart.cuenta_desde }).from(cashCloseStart).limit(1);
  const day = row?.day ?? localDate(clock.now(), timezone);
  const [{ closes }] = await db.select({ closes: count() }).from(cashCloses);
  return {
    cuenta_desde: day,
    desde: zonedInstant(day, '00:00:00', timezone).toISOString(),
    editable: closes === 0,
  };
}
