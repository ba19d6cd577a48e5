/**
 * The customer's restricted products (the academic restrictions) at the cashier's screen: the till's roster row
 * for a customer read offline, else as this visit read them, none if they cannot be read: the server
 * refuses them anyway.
 */
import type { RosterEntry } from '../../../domain/offline';
import { useCallQuery } from '../../../dataProvider/hooks';

export function useRestrictedProducts(
  customerId: number | undefined,
  offlineEntry: RosterEntry | undefined,
): number[] {
  const restrictedQuery = useCallQuery(
    ['restrictedProducts', customerId],
    (dp) => dp.restrictedProducts(customerId!),
    {
      enabled: customerId !== undefined && !offlineEntry, // the call runs only with a customer read online
    },
  );
  return offlineEntry
    ? offlineEntry.bloqueados
    : restrictedQuery.isFetchedAfterMount && restrictedQuery.isSuccess
      ? restrictedQuery.data.map((p) => p.id)
      : [];
}
