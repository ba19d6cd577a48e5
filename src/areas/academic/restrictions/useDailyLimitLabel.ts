import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/money';

/**
 * The daily limit as the restriction screens show it: the amount, or 'Sin restricción' in the reader's
 * language (the domain's `dailyLimitLabel`, read from the catalog).
 */
export function useDailyLimitLabel() {
  const translate = useTranslate();
  return (lockSaldo: number) =>
    lockSaldo > 0 ? formatMoney(lockSaldo) : translate('academic.locks.no_limit');
}
