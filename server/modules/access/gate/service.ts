/**
 * A read at the gate becomes a passage (src/domain/access.ts): who was read (a credential, an
 * own-QR code of one use, or a document), which way (the day's last passage decides), late or
 * under a permit, and a second read within the repeat window answered as the same passage.
 * Everything happens in one transaction holding the person's gate lock, so two gates reading
 * the same card at the same instant log one passage. Also the writing of a person's own QR code,
 * which a read here uses up.
 */
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import {
  CREDENTIAL_INACTIVE_AT_GATE,
  CODE_UNKNOWN,
  ENTRY,
  EXIT,
  BAD_GATE,
  isLateArrival,
  OWN_CODE_SECONDS,
  OWN_CODE_STALE,
  PERSON_INACTIVE,
  looksLikeOwnCode,
  passageMessage,
  repeatedMessage,
  type GateResult,
  type PassageType,
  type PassageVia,
} from '../../../../src/domain/access';
import { looksLikeCode, NO_USER } from '../../../../src/domain/credentials';
import type { Db } from '../../../db/client';
import { notifyFamilies } from '../../../db/notices';
import { credentials, gates, ownCodes, passages, permits, shifts, students, users } from '../../../db/schema';
import { AppError, conflict } from '../../../http/errors';
import { hashToken } from '../../../security/tokens';
import { localDate, localTime, schoolToday } from '../../../time';
import { answerAlert } from '../absences';
import { reinstateLunch } from '../../restaurant';

/** Advisory lock namespace of a person's passages (the other argument is the user's id). */
const GATE_LOCK = 727004;

export interface GateRead {
  read: string;
  gateId?: number;
  staffId: number;
  timezone: string;
  repeatSeconds: number;
  /** The read's instant, by the server's clock: the passage is stamped with it. */
  now: Date;
}

interface Person {
  id: number;
  name: string;
  num_doc: string;
  url: string | null;
  active: number;
  start: string | null;
  end: string | null;
  student: boolean;
}

const personColumns = {
  id: users.id,
  name: users.name,
  num_doc: users.num_doc,
  url: users.url,
  active: users.active,
  start: shifts.h_start,
  end: shifts.h_end,
  student: sql<boolean>`${students.id_user} is not null`,
};

const notFoundOn = (message: string) => new AppError(404, message, 'not_found', { code: message });

async function personWhere(tx: Db, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select({ ...personColumns, credentialActive: credentials.active })
    .from(users)
    .leftJoin(shifts, eq(shifts.id, users.turno))
    .leftJoin(students, eq(students.id_user, users.id))
    .leftJoin(credentials, eq(credentials.id_user_primary, users.id))
    .where(where)
    .limit(1);
  return row;
}

/** Who the text names and how it was read; refusals name the `code` field and change nothing. */
async function readPerson(tx: Db, text: string, now: Date): Promise<{ person: Person; via: PassageVia }> {
  const read = text.trim();
  if (looksLikeOwnCode(read)) {
    // Used up here: a screenshot of the code cannot be shown twice (the refusal rolls this back).
    const [code] = await tx
      .delete(ownCodes)
      .where(
        and(
          eq(ownCodes.code_hash, hashToken(read.toUpperCase())),
          gt(ownCodes.issued_at, new Date(now.getTime() - OWN_CODE_SECONDS * 1000)),
        ),
      )
      .returning({ id_user: ownCodes.id_user });
    if (!code) throw conflict(OWN_CODE_STALE, 'stale_code', { code: OWN_CODE_STALE });
    const person = await personWhere(tx, eq(users.id, code.id_user));
    if (!person) throw notFoundOn(NO_USER);
    return { person, via: 'app' };
  }
  if (looksLikeCode(read)) {
    const person = await personWhere(tx, eq(credentials.code, read.toUpperCase()));
    if (!person) throw notFoundOn(CODE_UNKNOWN);
    if (person.credentialActive !== 1)
      throw conflict(CREDENTIAL_INACTIVE_AT_GATE, 'inactive', { code: CREDENTIAL_INACTIVE_AT_GATE });
    return { person, via: 'carnet' };
  }
  const person = await personWhere(tx, eq(users.num_doc, read));
  if (!person) throw notFoundOn(NO_USER);
  return { person, via: 'documento' };
}

/** Where a passage happened when no gate was named (the guard's own screen). */
const GATE_PLACE = 'Portería';

export async function recordPassage(
  tx: Db,
  input: GateRead,
): Promise<{ result: GateResult; created: boolean; lunchBack?: number }> {
  const now = input.now;
  const { person, via } = await readPerson(tx, input.read, now);
  if (person.active !== 1) throw conflict(PERSON_INACTIVE, 'inactive', { code: PERSON_INACTIVE });
  let gate: { id: number; name: string } | null = null;
  if (input.gateId !== undefined) {
    [gate] = await tx
      .select({ id: gates.id, name: gates.name })
      .from(gates)
      .where(eq(gates.id, input.gateId));
    if (!gate) throw new AppError(404, BAD_GATE, 'not_found', { gate: BAD_GATE });
  }

  // The person's passages are decided one at a time: a second gate waits here for the first.
  await tx.execute(sql`select pg_advisory_xact_lock(${GATE_LOCK}, ${person.id})`);
  const { start, end } = schoolToday(input.timezone, now);
  const [last] = await tx
    .select()
    .from(passages)
    .where(
      and(eq(passages.id_user, person.id), gte(passages.created_at, start), lt(passages.created_at, end)),
    )
    .orderBy(desc(passages.created_at), desc(passages.id))
    .limit(1);
  const answer = (
    p: { id: number; tipo: number; created_at: Date; late: number; early: number; id_permit: number | null },
    repeated: boolean,
  ): GateResult => {
    const shown = {
      tipo: p.tipo as PassageType,
      name: person.name,
      hora: localTime(p.created_at, input.timezone),
      late: p.late === 1,
      permit: p.id_permit !== null,
      early: p.early === 1,
    };
    const mensaje = passageMessage(shown);
    return {
      ...shown,
      mensaje: repeated ? repeatedMessage(mensaje) : mensaje,
      img: person.url,
      num_doc: person.num_doc,
      id_passage: p.id,
      repeated,
    };
  };
  if (last && now.getTime() - last.created_at.getTime() < input.repeatSeconds * 1000) {
    return { result: answer(last, true), created: false };
  }

  const tipo: PassageType = last?.tipo === ENTRY ? EXIT : ENTRY;
  const hora = localTime(now, input.timezone);
  const [permit] = await tx
    .select({ id: permits.id })
    .from(permits)
    .where(
      and(
        eq(permits.id_user, person.id),
        eq(permits.fecha, localDate(now, input.timezone)),
        eq(permits.tipo, tipo),
        sql`not exists (select 1 from ${passages} p where p.id_permit = ${permits.id})`,
      ),
    )
    .orderBy(asc(permits.hora), asc(permits.id))
    .limit(1)
    // Held until the passage commits: the office cannot delete a permit being used.
    .for('update');
  const late = isLateArrival({ tipo, firstOfDay: !last, shiftStart: person.start, localTime: hora });
  // A student leaving before the shift's end without a permit is early.
  const early =
    tipo === EXIT && !permit && person.student && person.end !== null && hora < person.end.slice(0, 5);
  const [created] = await tx
    .insert(passages)
    .values({
      id_user: person.id,
      tipo,
      id_gate: gate?.id ?? null,
      porteria: gate?.name ?? null,
      via,
      late: late ? 1 : 0,
      early: early ? 1 : 0,
      id_permit: permit?.id ?? null,
      created_by: input.staffId,
      created_at: now,
    })
    .returning();
  if (person.student) {
    // The families who asked: a late entry is told as such to those who chose the gate or late arrivals.
    const data = { hora: now.toISOString(), lugar: gate?.name ?? GATE_PLACE };
    const day = localDate(now, input.timezone);
    // An entry after the cut-off answers the day's absence: told as a late arrival to every family
    // that was told of the absence, besides those who chose late arrivals (issue 53).
    const afterAbsence = tipo === ENTRY && (await answerAlert(tx, person.id, day, 'ausente', now));
    if (tipo === EXIT) await answerAlert(tx, person.id, day, 'sin_salida', now);
    if (afterAbsence)
      await notifyFamilies(tx, {
        studentId: person.id,
        kind: 'tarde',
        data,
        at: now,
        choices: ['gate', 'late'],
        unlessOff: 'absence',
      });
    else if (late)
      await notifyFamilies(tx, {
        studentId: person.id,
        kind: 'tarde',
        data,
        at: now,
        choices: ['gate', 'late'],
      });
    else
      await notifyFamilies(tx, {
        studentId: person.id,
        kind: tipo === ENTRY ? 'entrada' : 'salida',
        data,
        at: now,
        choices: ['gate'],
      });
    // Issue 56: an entry before the kitchen closes brings back the lunch the cut-off cancelled.
    if (tipo === ENTRY)
      return {
        result: answer(created, false),
        created: true,
        lunchBack: await reinstateLunch(tx, now, person.id, input.timezone),
      };
  }
  return { result: answer(created, false), created: true };
}

/** Stores own QR code `code` of user `userId` issued at `issued`, in `tx`: one live code per person, this one replaces the last. */
export async function issueOwnCode(tx: Db, userId: number, code: string, issued: Date): Promise<void> {
  await tx
    .insert(ownCodes)
    .values({ id_user: userId, code_hash: hashToken(code), issued_at: issued })
    .onConflictDoUpdate({ target: ownCodes.id_user, set: { code_hash: hashToken(code), issued_at: issued } });
}
