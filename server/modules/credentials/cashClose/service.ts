/**
 * The cash close's writes (issue 34). A close takes, in one statement, every desk movement of its
 * author that no close covers and that has committed, and the online top-ups no close has taken yet
 * (issue 54: they belong to no cashier, so the first close after them shows them, never counted): a
 * top-up still being written is not seen and lands in the next close, never in both (the covered
 * movements' primary key). The table's lock gives gap-free numbers and makes two closes at the same
 * instant one after the other: the second finds nothing left to close. A close is never changed (the
 * database's trigger): its note is written once when it lacks one, its review once.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { CASH_CLOSE_MESSAGES, differences, type CashCloseInput } from '../../../../src/domain/cashClose';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { cashCloseMovements, cashCloses, cashCloseStart, credentialMovements } from '../../../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../../../http/errors';
import { localDate } from '../../../time';
import { closeById, closeStartInstant, openMovementsOf } from './queries';

const m = credentialMovements;
const sumOf = (method: string) =>
  sql`coalesce(sum(amount) filter (where metodo_pago = ${method}), 0)::bigint`;

/**
 * Closes the author's open period with what they counted; answers the new close's id. Its time
 * (`hasta`) is `clock`'s, read once the table is locked: closes follow one another in time as in number.
 */
export async function closeCash(
  tx: Db,
  clock: Clock,
  staffId: number,
  input: CashCloseInput,
  key: string | null,
  timezone: string,
): Promise<number> {
  await tx.execute(sql`lock table ${cashCloses} in exclusive mode`);
  // Under the lock: the day closes count from cannot move while this close is written.
  const since = await closeStartInstant(tx, timezone);
  const at = clock.now().toISOString();
  const { contado } = input;
  const result = await tx.execute(sql`
    with picked as materialized (
      select ${m.id} as id, ${m.amount} as amount, ${m.paymentMethod} as metodo_pago, ${m.created_at} as created_at
      from ${m} where ${openMovementsOf(staffId, since)}
    ),
    totals as (
      select count(*)::int as n, min(created_at) as oldest,
        ${sumOf('efectivo')} as efectivo, ${sumOf('transferencia')} as transferencia,
        ${sumOf('tarjeta')} as tarjeta, ${sumOf('portal')} as portal, ${sumOf('en_linea')} as en_linea
      from picked
    ),
    closed as (
      insert into ${cashCloses} (numero, id_staff, desde, hasta, movimientos, esperado_efectivo, esperado_transferencia,
        esperado_tarjeta, esperado_portal, esperado_en_linea, contado_efectivo, contado_transferencia, contado_tarjeta, fondo_inicial, denominaciones, nota,
        idempotency_key, created_at)
      select (select coalesce(max(numero), 0) + 1 from ${cashCloses}), ${staffId}::integer,
        coalesce(greatest((select max(hasta) from ${cashCloses} where id_staff = ${staffId}::integer), ${since?.toISOString() ?? null}::timestamptz), oldest),
        ${at}::timestamptz, n,
        efectivo, transferencia, tarjeta, portal, en_linea, ${contado.efectivo}::bigint, ${contado.transferencia}::bigint,
        ${contado.tarjeta}::bigint, ${input.fondo_inicial}::bigint, ${input.denominaciones ? JSON.stringify(input.denominaciones) : null}::jsonb,
        ${input.nota || null}, ${key}, ${at}::timestamptz
      from totals where n > 0
      returning id
    ),
    covered as (
      insert into ${cashCloseMovements} (id_movement, id_cierre) select picked.id, closed.id from picked cross join closed
    )
    select id from closed`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw conflict(CASH_CLOSE_MESSAGES.nothingToClose, 'nothing_to_close');
  return Number(row.id);
}

/** The explanation of a difference: by the close's author, once, only when it differs. */
export async function addNote(tx: Db, staffId: number, closeId: number, nota: string): Promise<void> {
  const close = await lockedClose(tx, closeId);
  if (close.id_staff !== staffId) throw forbidden(CASH_CLOSE_MESSAGES.notYours);
  if (close.nota !== null)
    throw conflict(CASH_CLOSE_MESSAGES.noteTaken, 'conflict', { nota: CASH_CLOSE_MESSAGES.noteTaken });
  const d = differences(
    {
      efectivo: close.esperado_efectivo,
      transferencia: close.esperado_transferencia,
      tarjeta: close.esperado_tarjeta,
      portal: close.esperado_portal,
      en_linea: close.esperado_en_linea,
    },
    {
      efectivo: close.contado_efectivo,
      transferencia: close.contado_transferencia,
      tarjeta: close.contado_tarjeta,
    },
    close.fondo_inicial,
  );
  if (d.efectivo === 0 && d.transferencia === 0 && d.tarjeta === 0) {
    throw conflict(CASH_CLOSE_MESSAGES.noteNotNeeded, 'conflict', {
      nota: CASH_CLOSE_MESSAGES.noteNotNeeded,
    });
  }
  await tx
    .update(cashCloses)
    .set({ nota })
    .where(and(eq(cashCloses.id, closeId), isNull(cashCloses.nota)));
}

/** A supervisor's review: of someone else's close, once, made `now`. */
export async function reviewClose(
  tx: Db,
  staffId: number,
  closeId: number,
  comentario: string,
  now: Date,
): Promise<void> {
  const close = await lockedClose(tx, closeId);
  if (close.id_staff === staffId) throw forbidden(CASH_CLOSE_MESSAGES.ownReview);
  if (close.revisado_por !== null) throw conflict(CASH_CLOSE_MESSAGES.reviewed);
  await tx
    .update(cashCloses)
    .set({ revisado_por: staffId, revisado_en: now, comentario_revision: comentario })
    .where(eq(cashCloses.id, closeId));
}

async function lockedClose(tx: Db, id: number) {
  const [close] = await tx.select().from(cashCloses).where(eq(cashCloses.id, id)).for('update').limit(1);
  if (!close) throw notFound(CASH_CLOSE_MESSAGES.notFound);
  return close;
}

/** The close as answered, once written. */
export async function mustFindClose(db: Db, id: number) {
  const close = await closeById(db, id);
  if (!close) throw notFound(CASH_CLOSE_MESSAGES.notFound);
  return close;
}

/** Writes today (by the clock, in the school's time zone) as the start when none is set yet. */
export async function ensureCloseStart(db: Db, clock: Clock, timezone: string): Promise<void> {
  const now = clock.now();
  await db
    .insert(cashCloseStart)
    .values({ id: 1, cuenta_desde: localDate(now, timezone), updated_at: now })
    .onConflictDoNothing();
}

/**
 * Moves the start: a day not after today, and only while no close exists. The closes' table is
 * locked as a close locks it, so a close and a move at the same instant happen one after the other.
 */
export async function setCloseStart(
  tx: Db,
  clock: Clock,
  timezone: string,
  staffId: number,
  day: string,
): Promise<void> {
  const now = clock.now();
  if (day > localDate(now, timezone)) {
    throw fieldError('cuenta_desde', CASH_CLOSE_MESSAGES.startFuture);
  }
  await tx.execute(sql`lock table ${cashCloses} in exclusive mode`);
  const [{ closes }] = await tx.select({ closes: count() }).from(cashCloses);
  if (closes > 0) {
    throw conflict(CASH_CLOSE_MESSAGES.startFixed, 'conflict', {
      cuenta_desde: CASH_CLOSE_MESSAGES.startFixed,
    });
  }
  await tx
    .insert(cashCloseStart)
    .values({ id: 1, cuenta_desde: day, id_staff: staffId, updated_at: now })
    .onConflictDoUpdate({
      target: cashCloseStart.id,
      set: { cuenta_desde: day, id_staff: staffId, updated_at: now },
    });
}
