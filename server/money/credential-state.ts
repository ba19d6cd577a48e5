/**
 * The credential-state rule at the money core's doors: the rule table of src/domain/credentialRules.ts
 * applied to a locked credential (its own state and its holder's).
 */
import { credentialRefusal, type CredentialOperation } from '../../src/domain/credentialRules';
import { refuseFirst, type Problem } from '../http/problems';
import type { LockedCredential } from './lock';

type State = Pick<LockedCredential, 'active' | 'holderActive'>;

/** 409 'inactive' when the rule table does not admit `operation` on this locked credential; null when it does. */
export function stateProblem(operation: CredentialOperation, credential: State): Problem | null {
  const refusal = credentialRefusal(operation, credential.active === 1, credential.holderActive === 1);
  return refusal ? { status: 409, reason: 'inactive', message: refusal, field: null } : null;
}

/** The same, thrown. */
export const refuseByState = (operation: CredentialOperation, credential: State): void =>
  refuseFirst([stateProblem(operation, credential)]);
