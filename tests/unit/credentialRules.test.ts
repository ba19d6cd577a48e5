import { describe, expect, it } from 'vitest';
import { CREDENTIAL_INACTIVE } from '../../src/domain/credentials';
import {
  CREDENTIAL_RULES,
  credentialRefusal,
  credentialState,
  HOLDER_INACTIVE,
  MOVEMENT_KIND_OF,
  type CredentialOperation,
} from '../../src/domain/credentialRules';

/** [operation, credential active, holder active, expected refusal or null] — every cell of the table. */
const CELLS: [CredentialOperation, boolean, boolean, string | null][] = [
  ['sale', true, true, null],
  ['sale', false, true, CREDENTIAL_INACTIVE],
  ['sale', true, false, CREDENTIAL_INACTIVE],
  ['sale', false, false, CREDENTIAL_INACTIVE],
  ['editCharge', true, true, null],
  ['editCharge', false, true, CREDENTIAL_INACTIVE],
  ['editCharge', true, false, CREDENTIAL_INACTIVE],
  ['editCharge', false, false, CREDENTIAL_INACTIVE],
  ['topUp', true, true, null],
  ['topUp', false, true, CREDENTIAL_INACTIVE],
  ['topUp', true, false, HOLDER_INACTIVE],
  ['topUp', false, false, CREDENTIAL_INACTIVE],
  ['deduction', true, true, null],
  ['deduction', false, true, null],
  ['deduction', true, false, null],
  ['deduction', false, false, null],
  ['reversal', true, true, null],
  ['reversal', false, true, null],
  ['reversal', true, false, null],
  ['reversal', false, false, null],
  ['editRefund', true, true, null],
  ['editRefund', false, true, null],
  ['editRefund', true, false, null],
  ['editRefund', false, false, null],
  ['paymentTakeBack', true, true, null],
  ['paymentTakeBack', false, true, null],
  ['paymentTakeBack', true, false, null],
  ['paymentTakeBack', false, false, null],
];

describe('the credential rule table', () => {
  it.each(CELLS)(
    '%s with credential active=%s and holder active=%s → %s',
    (operation, credential, holder, expected) => {
      expect(credentialRefusal(operation, credential, holder)).toBe(expected);
    },
  );

  it('has exactly these cells', () => {
    const cells = Object.values(CREDENTIAL_RULES).flatMap((row) => Object.keys(row));
    expect(cells).toHaveLength(CELLS.length);
  });

  it('names the four states', () => {
    expect([
      credentialState(true, true),
      credentialState(false, true),
      credentialState(true, false),
      credentialState(false, false),
    ]).toEqual(['active', 'credentialInactive', 'holderInactive', 'bothInactive']);
  });

  it('writes money back as a reversal row, spending as a purchase row', () => {
    expect(MOVEMENT_KIND_OF).toEqual({
      sale: 'compra',
      editCharge: 'compra',
      topUp: 'recarga',
      deduction: 'descarga',
      reversal: 'reversion',
      editRefund: 'reversion',
      paymentTakeBack: 'descarga',
    });
  });
});
