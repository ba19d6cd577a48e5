/**
 * The customer's restricted products (academic locks) at the cashier's screen: the till's roster row
 * for a customer read offline, else as this visit read them, none if they cannot be read: the server
 * refuses them anyway.
 */
import type { RosterEntry } from '../../../domain/offline';
import { useCallQuery } from '../../../dataProvider/hooks';

export function useLockedProducts(customerId: number | undefined, offlineEntry: RosterEntry | undefined): number[] {
  const lockedQuery = useCallQuery(['restrictedProducts', customerId], (dp) => dp.restrictedProducts(customerId!), {
    enabled: customerId !== undefined && !offlineEntry, // the call runs only with a customer read online
  });
  return offlineEntry
    ? offlineEntry.bloqueados
    : lockedQuery.isFetchedAfterMount && lockedQuery.isSuccess
      ? lockedQuery.data.map((p) => p.id)
      : [];
}
