/**
 * The credential-state rule at the money core's doors: the rule table of src/domain/credentialRules.ts
 * applied to a locked credential (its own state and its holder's).
 */
import { credentialRefusal, type CredentialOperation } from '../../src/domain/credentialRules';
import { conflict } from '../http/errors';
import type { LockedCredential } from './lock';

/** 409 'inactive' when the rule table does not admit `operation` on this locked credential. */
export function refuseByState(operation: CredentialOperation, credential: Pick<LockedCredential, 'active' | 'holderActive'>): void {
  const refusal = credentialRefusal(operation, credential.active === 1, credential.holderActive === 1);
  if (refusal) throw conflict(refusal, 'inactive');
}
