/**
 * The demo students' credentials and their money: one credential per holder, each balance from
 * top-ups through the money core's `topUp` (paid in cash, by transfer or by card), dated over the
 * school days of the last two weeks; the inactive ones switched off after their top-ups.
 */
import { inArray, sql } from 'drizzle-orm';
import { topUp as addMoney, type LockedCredential } from '../money';
import type { Payment } from '../../src/domain/payments';
import { newCredentialCode } from '../modules/credentials';
import { lastSchoolDays, localDate, zonedInstant } from '../time';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { credentialMovements, credentials } from '../db/schema';
import { inSlices } from './demo-slices';

/** A student's credential to write: its top-ups (`when` null: an initial one, left at the demo's now), state and daily cap. */
export interface DemoCredentialSeed {
  topUps: { amount: number; when: number | null; detalle: string }[];
  active: boolean;
  lockSaldo: number;
}

/** Who makes the top-ups, and the clock they are made by. */
export interface TopUpStaff {
  /** Who made the fixed students' initial top-ups. */
  adminId: number;
  /** Who made the generated students' top-ups, at the secretary's desk. */
  secretaryId: number;
  clock: Clock;
}

/** The instant of a top-up: `when` spread over the school days of the last two weeks, 7:00 to 16:00. */
export function topUpInstants(timezone: string, now: Date): (when: number) => Date {
  const today = localDate(now, timezone);
  const days = lastSchoolDays(14, timezone, now)
    .map((d) => d.date)
    .filter((date) => date < today && ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()));
  return (when) => {
    const x = when * days.length;
    const day = Math.min(Math.floor(x), days.length - 1);
    const minutes = Math.floor((x - day) * 540);
    const time = `${String(7 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    return zonedInstant(days[day], time, timezone);
  };
}

/**
 * One credential per holder in one statement, then each top-up through the ledger; inactive
 * ones are switched off after their top-ups (an inactive credential takes none). The generated
 * top-ups move back to their day, and their credentials to just before the first one.
 */
export async function seedCredentials(
  tx: Db,
  rows: readonly { credential: DemoCredentialSeed | null }[],
  userIds: readonly number[],
  ctx: TopUpStaff,
  instantOf: (when: number) => Date,
  now: Date,
): Promise<void> {
  const holders = rows.flatMap((r, i) =>
    r.credential ? [{ credential: r.credential, userId: userIds[i] }] : [],
  );
  const credentialIds = (
    await inSlices(holders, 200, (slice) =>
      tx
        .insert(credentials)
        .values(
          slice.map((h) => ({
            id_user_primary: h.userId,
            code: newCredentialCode(),
            lockSaldo: h.credential.lockSaldo,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning({ id: credentials.id }),
    )
  ).map((c) => c.id);
  const movedBack: { id: number; at: Date }[] = [];
  const openedAt: { id: number; at: Date }[] = [];
  for (const [i, { credential, userId }] of holders.entries()) {
    // Inserted by this transaction, so no one else can see the row, let alone move money on
    // it: its state is known and the ledger need not lock and read it again for each top-up.
    let state: LockedCredential = {
      id: credentialIds[i],
      id_user_primary: userId,
      saldo: 0,
      active: 1,
      holderActive: 1,
      lockSaldo: credential.lockSaldo,
      lowBalanceAlert: 0,
      weeklyCap: 0,
      saleWindows: [],
    };
    for (const [k, topUp] of credential.topUps.entries()) {
      const moved = await addMoney(
        tx,
        ctx.clock,
        {
          credentialId: state.id,
          amount: topUp.amount,
          staffId: topUp.when === null ? ctx.adminId : ctx.secretaryId,
          detalle: topUp.detalle,
          payment: demoPayment(i, k),
        },
        state,
      );
      state = { ...state, saldo: moved.saldo };
      if (topUp.when === null) continue;
      const at = instantOf(topUp.when);
      movedBack.push({ id: moved.movementId, at });
      if (k === 0) openedAt.push({ id: state.id, at: new Date(at.getTime() - 5 * 60_000) });
    }
  }
  const inactive = holders.flatMap((h, i) => (h.credential.active ? [] : [credentialIds[i]]));
  if (inactive.length > 0)
    await tx.update(credentials).set({ active: 0 }).where(inArray(credentials.id, inactive));
  await setCreatedAt(tx, credentialMovements, movedBack);
  await setCreatedAt(tx, credentials, openedAt);
}

/**
 * How a demo top-up was paid (issue 34): mostly cash, about one in five by bank transfer and one in
 * seven by card at the desk's terminal, each with a reference as the desk would type it.
 */
function demoPayment(holder: number, topUp: number): Payment {
  const n = holder * 7 + topUp * 3;
  if (n % 5 === 1) return { method: 'transferencia', reference: `TRF-${String(400_000 + n * 37).slice(-6)}` };
  if (n % 7 === 2) return { method: 'tarjeta', reference: `VOU-${String(10_000 + n * 13).slice(-5)}` };
  return { method: 'efectivo', reference: null };
}

/** Sets each row's created_at, all in one statement. */
async function setCreatedAt(
  tx: Db,
  table: typeof credentials | typeof credentialMovements,
  list: readonly { id: number; at: Date }[],
) {
  if (list.length === 0) return;
  const values = sql.join(
    list.map((x) => sql`(${x.id}::integer, ${x.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${table} set created_at = v.at from (values ${values}) as v(id, at) where ${table}.id = v.id`,
  );
}
