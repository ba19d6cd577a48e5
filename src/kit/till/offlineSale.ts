/**
 * A sale made while the server does not answer (issue 33): checked against the offline rules
 * (src/domain/offline.ts) with what this till already queued, then queued on disk before it answers.
 */
import {
  OFFLINE_NO_ROSTER,
  OFFLINE_TILL_DISABLED,
  offlineRefusal,
  type OfflineCheck,
  type Roster,
  type RosterEntry,
  type Till,
} from '../../domain/offline';
import { zonedClock } from '../../domain/zonedClock';
import { weekStartDate } from '../../domain/saleWindows';
import { storeBySegment, type StoreSegment } from '../../domain/stores';
import { countQueue } from './sync';
import { chosenTill, enqueue, queuedSales } from './tillStore';
import { tillStatus } from './tillStatus';

export interface OfflineSaleDraft {
  key: string;
  entry: RosterEntry;
  /** With what their labels say (issue 35), checked against the student's allergies and `food`'s seals. */
  lines: {
    id: number;
    name: string;
    count: number;
    price: number;
    sellos?: readonly string[];
    alergenos?: readonly string[];
  }[];
  comment?: string | null;
  /** The lunch line: whether a meal of this service is already served or queued. */
  mealTaken?: (queued: readonly number[]) => boolean;
  /** The school's blocked seals as the till's cached catalog read them (issue 35). */
  food?: Pick<OfflineCheck, 'blockedSeals' | 'sealSet'>;
}

export type OfflineOutcome = { ok: true; saldo: number } | { ok: false; message: string };

/** Checks the draft against the till's roster and allowance; queues it when the rules allow it. */
export async function queueOfflineSale(
  store: StoreSegment,
  roster: Roster | null,
  till: Till | null,
  draft: OfflineSaleDraft,
): Promise<OfflineOutcome> {
  if (!roster || !till) return { ok: false, message: OFFLINE_NO_ROSTER };
  if (till.activa !== 1) return { ok: false, message: OFFLINE_TILL_DISABLED };
  // The till the sale names: the one chosen on this device (none: it read no roster as a till either).
  const chosen = await chosenTill(store);
  if (!chosen) return { ok: false, message: OFFLINE_NO_ROSTER };
  const now = Date.now();
  const today = zonedClock(now, roster.zona).date;
  const mine = (await queuedSales(store)).filter((s) => !s.error);
  const forCustomer = mine.filter((s) => s.userId === draft.entry.id_user);
  const sum = (list: typeof mine) => list.reduce((total, s) => total + s.total, 0);
  const refusal = offlineRefusal({
    entry: draft.entry,
    lines: draft.lines,
    queued: {
      customer: sum(forCustomer),
      customerToday: sum(forCustomer.filter((s) => s.day === today)),
      customerWeek: sum(forCustomer.filter((s) => weekStartDate(s.day) === weekStartDate(today))),
      all: sum(mine),
    },
    // A till's segment is a store's (StoreSegment): it is always found.
    store: storeBySegment(store)!.id,
    zone: roster.zona,
    allowance: till,
    // Since the till last heard from the server (a reload offline does not restart the clock).
    offlineSince: Math.min(tillStatus().offlineSince ?? now, tillStatus().lastSync ?? now),
    now,
    mealTaken: draft.mealTaken?.(forCustomer.map((s) => s.madeAt)),
    ...draft.food,
  });
  if (refusal) return { ok: false, message: refusal };
  const total = draft.lines.reduce((t, l) => t + l.price * l.count, 0);
  await enqueue({
    key: draft.key,
    store,
    madeAt: now,
    day: today,
    userId: draft.entry.id_user,
    name: draft.entry.name,
    total,
    body: {
      caja: chosen.code,
      hecha_en: new Date(now).toISOString(),
      id_user: draft.entry.id_user,
      products: draft.lines.map((l) => ({ id: l.id, count: l.count })),
      total,
      comment: draft.comment ?? null,
      // The roster this sale was checked against: the server judges it by what that roster said.
      lista: roster.leido_en,
    },
  });
  await countQueue();
  return { ok: true, saldo: draft.entry.saldo - sum(forCustomer) - total };
}
