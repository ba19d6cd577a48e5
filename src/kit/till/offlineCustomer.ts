/**
 * A customer found in the till's roster while the server does not answer (issue 33): shaped as the
 * server's lookup answers, so the sale screen shows them the same way, with the roster's row kept
 * (`offline`) for the offline rules. Only what the cashier read is known of the document.
 */
import { looksLikeCode, type CredentialLookup } from '../../domain/credentials';
import type { RosterEntry } from '../../domain/offline';

export type TillCustomer = CredentialLookup & { offline?: RosterEntry };

export function offlineLookup(entry: RosterEntry, read: string): TillCustomer {
  const document = looksLikeCode(read) ? '' : read.trim();
  return {
    user: { id: entry.id_user, name: entry.name, num_doc: document, type_doc: 0, url: entry.url },
    carnet: {
      id: 0,
      id_user_primary: entry.id_user,
      name_user_primary: entry.name,
      num_doc: document,
      url: entry.url,
      code: '',
      saldo: entry.saldo,
      active: entry.activo === 1 ? 1 : 0,
      lockSaldo: entry.tope,
      purchase: entry.consumo,
      created_at: '',
    },
    offline: entry,
  };
}

/**
 * A call that never reached the server or lost its answer (status 0), or a proxy in front of it that
 * could not reach it (502, 503, 504): the till sells offline then, under the same key.
 */
export const lostConnection = (error: unknown) =>
  [0, 502, 503, 504].includes((error as { status?: number } | null)?.status ?? -1);
