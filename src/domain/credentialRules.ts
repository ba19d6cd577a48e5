/**
 * Which money operation a credential admits (docs/architecture.md: Ledgers), the one rule table: credential
 * active or not × holder active or not × operation → allowed (null) or the refusal. Money
 * that goes back to the family (a reversal, an edit that refunds, a closing-out deduction)
 * always can; new spending and new money (a sale, an edit that charges more, a top-up) need
 * both the credential and its holder active.
 */
import { CREDENTIAL_INACTIVE, type MovementKind } from './credentials';

export type CredentialOperation =
  | 'sale'
  | 'topUp'
  | 'deduction'
  | 'reversal'
  | 'editCharge'
  | 'editRefund'
  /** An online payment refunded or charged back after its credit (issue 54): the credit is taken back. */
  | 'paymentTakeBack';
export type CredentialState = 'active' | 'credentialInactive' | 'holderInactive' | 'bothInactive';

export const HOLDER_INACTIVE = 'El titular del carnet está inactivo';

const OK = null;

export const CREDENTIAL_RULES: Record<CredentialOperation, Record<CredentialState, string | null>> = {
  sale: {
    active: OK,
    credentialInactive: CREDENTIAL_INACTIVE,
    holderInactive: CREDENTIAL_INACTIVE,
    bothInactive: CREDENTIAL_INACTIVE,
  },
  editCharge: {
    active: OK,
    credentialInactive: CREDENTIAL_INACTIVE,
    holderInactive: CREDENTIAL_INACTIVE,
    bothInactive: CREDENTIAL_INACTIVE,
  },
  topUp: {
    active: OK,
    credentialInactive: CREDENTIAL_INACTIVE,
    holderInactive: HOLDER_INACTIVE,
    bothInactive: CREDENTIAL_INACTIVE,
  },
  deduction: { active: OK, credentialInactive: OK, holderInactive: OK, bothInactive: OK },
  reversal: { active: OK, credentialInactive: OK, holderInactive: OK, bothInactive: OK },
  editRefund: { active: OK, credentialInactive: OK, holderInactive: OK, bothInactive: OK },
  // The family got its money back from Mercado Pago: the credit goes, whatever the credential's state.
  paymentTakeBack: { active: OK, credentialInactive: OK, holderInactive: OK, bothInactive: OK },
};

export function credentialState(credentialActive: boolean, holderActive: boolean): CredentialState {
  if (credentialActive) return holderActive ? 'active' : 'holderInactive';
  return holderActive ? 'credentialInactive' : 'bothInactive';
}

/** The refusal of `operation` on a credential in this state, or null when it is allowed. */
export function credentialRefusal(
  operation: CredentialOperation,
  credentialActive: boolean,
  holderActive: boolean,
): string | null {
  return CREDENTIAL_RULES[operation][credentialState(credentialActive, holderActive)];
}

/** The ledger row each operation writes. */
export const MOVEMENT_KIND_OF = {
  sale: 'compra',
  editCharge: 'compra',
  topUp: 'recarga',
  deduction: 'descarga',
  reversal: 'reversion',
  editRefund: 'reversion',
  paymentTakeBack: 'descarga',
} as const satisfies Record<CredentialOperation, MovementKind>;
