/**
 * The validated customer is kept in browser storage between the validation and the sale screens
 * (spec part 2 §4). It belongs to the signed-in cashier: a `userKey`, forgotten at logout.
 */
import { userKey } from '../../../authProvider';
import type { CredentialLookup } from '../../../domain/credentials';
import type { PosStore } from '../../../domain/orders';

const key = (store: PosStore) => userKey(`validatedCustomer:${store}`);

export function loadCustomer(store: PosStore): CredentialLookup | null {
  try {
    const value = JSON.parse(localStorage.getItem(key(store)) ?? 'null') as CredentialLookup | null;
    return value?.carnet ? value : null;
  } catch {
    return null;
  }
}

export const saveCustomer = (store: PosStore, lookup: CredentialLookup) =>
  localStorage.setItem(key(store), JSON.stringify(lookup));
export const clearCustomer = (store: PosStore) => localStorage.removeItem(key(store));
