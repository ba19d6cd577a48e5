/**
 * A timeline event as the family reads it: what happened, and its particulars after the time. A
 * purchase the rules refused (issue 55) reads as a sentence — "Intentó comprar Gaseosa cola:
 * producto bloqueado por su familia" — with the store after the time; never who was at the till.
 */
import { formatMoney, formatSignedMoney } from '../../domain/money';
import type { TimelineEvent } from '../../domain/timeline';
import type { Translate } from '../i18n';

export function familyEventText(t: Translate, e: TimelineEvent): { what: string; particulars: string[] } {
  if (e.source === 'attempts') {
    const what = t('child.attempt', {
      product: e.detail ?? t('child.attempt_something'),
      why: t(`child.attempt_why.${e.kind}`),
    });
    return { what, particulars: e.store === null ? [] : [t(`stores.${e.store}`)] };
  }
  const kind = t(`child.kinds.${e.source}.${e.kind}`);
  return {
    what: e.amount !== null ? `${kind} · ${formatSignedMoney(e.amount)}` : kind,
    particulars: [
      e.detail,
      e.balance !== null ? t('child.balance_after', { balance: formatMoney(e.balance) }) : null,
    ].filter((part): part is string => Boolean(part)),
  };
}
