/**
 * The late door's verdict (issue 48): what each problem the sale core finds means for a sale made
 * offline, whose goods were handed over while the till could not ask. It grants nothing the till
 * could not have granted offline:
 *   - the credential or its holder inactive, a product gone or of another store, beyond the till's
 *     allowance (per sale, or in total since its roster): refused (`rechazada`), nothing moves;
 *   - a restriction, a blocked seal, an allergy, the daily cap, the family's hours or weekly cap
 *     (issue 55) that already held when the till read
 *     its roster: refused — the till knew it; one that came after: charged and flagged;
 *   - short stock: charged, the count brought up first, flagged; a product taken off sale since: charged;
 *   - short balance: charged down to minus the till's overdraft, flagged; beyond it, refused.
 * A refusal is the first problem's in the sale core's order.
 */
import {
  CLOCK_SKEW_MS,
  lateSaleRejected,
  OFFLINE_TILL_DISABLED,
  offlineTooLong,
  ROSTER_REFRESH_MS,
  type LateSaleFlag,
} from '../../../../../src/domain/offline';
import type { Problem } from '../../../../http/problems';
import type { KnownTill } from './tills';

/** A late sale as its till sent it. */
export interface SentSale {
  tillCode: string;
  madeAt: Date;
  userId: number;
  lines: readonly { id: number; count: number }[];
  tillTotal: number;
  comment: string | null;
}

/** The rules a till's roster carries: refused when they held as it read it, flagged when they came after. */
export const ROSTER_RULES: ReadonlyMap<string, LateSaleFlag> = new Map<string, LateSaleFlag>([
  ['product_locked', 'restringido'],
  ['seal_blocked', 'sello'],
  ['allergy', 'alergia'],
  ['daily_limit', 'tope_diario'],
  // Issue 55: the roster carries the family's hours and weekly cap.
  ['outside_window', 'horario'],
  ['over_weekly_cap', 'tope_semanal'],
]);

export interface VerdictFacts {
  saldo: number;
  /** The sale's total at the catalog's prices. */
  total: number;
  /** How far below zero the till may take a balance. */
  overdraft: number;
  /** Whether a roster rule's problem already held when the till read its roster. */
  heldAtRoster: (problem: Problem) => boolean | Promise<boolean>;
}

export type LateVerdict = { reject: string } | { flags: LateSaleFlag[] };

export async function lateSaleVerdict(
  problems: readonly Problem[],
  facts: VerdictFacts,
): Promise<LateVerdict> {
  const flags = new Set<LateSaleFlag>();
  for (const problem of problems) {
    const flag = ROSTER_RULES.get(problem.reason);
    if (flag) {
      if (await facts.heldAtRoster(problem)) return { reject: problem.message };
      flags.add(flag);
    } else if (problem.reason === 'out_of_stock') flags.add('stock');
    else if (problem.reason === 'insufficient_funds') {
      if (facts.saldo - facts.total < -facts.overdraft)
        return { reject: lateSaleRejected.funds(facts.saldo, facts.overdraft) };
      flags.add('sobregiro');
    } else if (problem.rule === 'product_disabled') {
      // Sold while it was on sale: taken off since, it is charged all the same.
    } else return { reject: problem.message };
  }
  return { flags: [...flags].sort() };
}

/** What the row keeps of the sale as sent: all a resend must repeat to be the same sale. */
export function bodyOf(sale: SentSale): Record<string, unknown> {
  return {
    caja: sale.tillCode,
    hecha_en: sale.madeAt.toISOString(),
    id_user: sale.userId,
    products: sale.lines.map(({ id, count }) => ({ id, count })),
    total: sale.tillTotal,
    comment: sale.comment,
  };
}

/** Whether a resend under a recorded key is the same sale (rows from before the whole body was kept compare what they kept). */
export function sameSale(kept: Record<string, unknown>, sent: Record<string, unknown>): boolean {
  return Object.keys(kept).every(
    (field) => JSON.stringify(kept[field] ?? null) === JSON.stringify(sent[field] ?? null),
  );
}

/**
 * Why the server refuses a late sale for its till or its time, before its lines (issue 48), or null:
 * a till it does not know or that is turned off; a date ahead of the server's clock beyond the skew;
 * a roster this till never read (or none before the sale); a sale before its roster, after the till's
 * hours offline from it, or older than the till's last contact less its hours offline.
 */
export function tillRefusal(
  till: KnownTill | null,
  sale: { madeAt: Date; rosterAt: Date | null },
  now: Date,
): string | null {
  if (!till) return lateSaleRejected.unknownTill;
  if (till.activa !== 1) return OFFLINE_TILL_DISABLED;
  const made = sale.madeAt.getTime();
  if (made > now.getTime() + CLOCK_SKEW_MS) return lateSaleRejected.future;
  const hours = till.max_horas * 3_600_000;
  if (till.visto_en && made < till.visto_en.getTime() - hours - CLOCK_SKEW_MS)
    return lateSaleRejected.tooOld(till.max_horas);
  if (!sale.rosterAt) return lateSaleRejected.noRoster;
  if (made < sale.rosterAt.getTime() - CLOCK_SKEW_MS) return lateSaleRejected.beforeRoster;
  // The till stops selling `max_horas` after it lost the server, at most one roster refresh after its read.
  if (made > sale.rosterAt.getTime() + hours + ROSTER_REFRESH_MS + CLOCK_SKEW_MS)
    return offlineTooLong(till.max_horas);
  return null;
}
