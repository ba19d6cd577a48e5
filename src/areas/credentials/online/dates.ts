/** How the online payments' page writes instants and days, and which day it reconciles first. */
import { useLocaleState } from 'react-admin';
import { intlLocale } from '../../../kit/format';

/** Instants (a payment's creation, a run's end) and bare days ('YYYY-MM-DD') in the interface's language. */
export function useOnlineDates() {
  const [locale] = useLocaleState();
  const tag = intlLocale(locale);
  // A bare day is no instant: read at UTC midnight and written at UTC, it stays that day anywhere.
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  // On 24 hours, as the school's clocks (kit/format.ts).
  const instant = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
  return {
    day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    instant: (value: string) => instant.format(new Date(value)),
  };
}

/** A calendar day of this device's clock as 'YYYY-MM-DD', `offset` days from `from`. */
export function localDay(offset = 0, from = new Date()): string {
  // 'en-CA' writes YYYY-MM-DD, as the reports' `today` (kit/reports/ReportTable.tsx) does.
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset).toLocaleDateString('en-CA');
}
