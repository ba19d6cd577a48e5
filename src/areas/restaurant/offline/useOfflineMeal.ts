/**
 * The lunch line without the server (issue 33): the read card or document is found in the line's
 * roster, its meal checked by the offline rules (one per service: the roster's meal of today and the
 * meals this line queued) and queued; the answer is shaped as the server's scan answer, marked offline.
 */
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/money';
import { OFFLINE_NO_ROSTER, OFFLINE_UNKNOWN_CUSTOMER } from '../../../domain/offline';
import { mealTakenOffline, offlineLunchMeal, windowsOf } from '../../../domain/offlineLunch';
import { NO_DEFAULT_MEAL, type ScanResult } from '../../../domain/restaurant';
import { newIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';
import { useRuleText } from '../../../kit/ruleText';
import { useTill } from '../../../kit/till/useTill';

export type OfflineScan = { ok: true; result: ScanResult } | { ok: false; message: string };

export function useOfflineMeal() {
  const till = useTill('restaurant');
  const translate = useTranslate();
  const ruleText = useRuleText();

  const serve = async (read: string): Promise<OfflineScan> => {
    const { roster } = till;
    if (!roster) return { ok: false, message: ruleText(OFFLINE_NO_ROSTER) };
    const entry = await till.findCustomer(read);
    if (!entry) return { ok: false, message: ruleText(OFFLINE_UNKNOWN_CUSTOMER) };
    const now = Date.now();
    const picked = offlineLunchMeal(entry, roster, now);
    if (!picked) return { ok: false, message: NO_DEFAULT_MEAL };
    const { meal, allergy } = picked;
    const windows = windowsOf(entry, roster);
    const served = entry.servido ? [Date.parse(entry.servido)] : [];
    const outcome = await till.sellOffline({
      key: newIdempotencyKey(),
      entry,
      // With its allergens: the till's rules refuse a meal the student is allergic to.
      lines: [
        {
          id: meal.id,
          name: meal.name,
          count: 1,
          price: meal.price,
          sellos: meal.sellos,
          alergenos: meal.alergenos,
        },
      ],
      mealTaken: (queued) => mealTakenOffline(now, roster.zona, windows, [...served, ...queued]),
    });
    if (!outcome.ok) return { ok: false, message: ruleText(outcome.message) };
    const saved = translate('orders.till.meal_saved', {
      name: entry.name,
      saldo: formatMoney(outcome.saldo),
    });
    // As online: the line says the alternative was served, and why.
    const mensaje = allergy
      ? `${saved} ${translate('orders.till.meal_alternative', { reason: ruleText(allergy) })}`
      : saved;
    const almuerzo = {
      id: meal.id,
      name: meal.name,
      sellos: meal.sellos ?? [],
      alergenos: meal.alergenos ?? [],
    };
    return {
      ok: true,
      result: {
        mensaje,
        img: entry.url,
        name: entry.name,
        repeated: false,
        orderId: 0,
        turn: null,
        saldo: outcome.saldo,
        almuerzo,
        ...(allergy ? { alternativo: allergy } : {}),
      },
    };
  };

  /** An online scan's answer keeps the line's copy of the student current (their meal of today, their balance). */
  const noteScan = async (read: string, result: ScanResult) => {
    const entry = await till.findCustomer(read);
    if (entry)
      till.noteSale(entry.id_user, {
        saldo: result.saldo,
        servido: entry.servido ?? new Date().toISOString(),
      });
  };

  return { till, serve, noteScan };
}
