import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  looksLikeCode,
  newBalanceMessage,
  TOPUP_TOO_SMALL,
  updateCredentialSchema,
  globalReportSchema,
  GLOBAL_REPORT_REQUIRED,
  topupReportSchema,
} from '../../src/domain/credentials';
import { afterMoney, amountProblem } from '../../src/areas/credentials/topups/CredentialMoneyPage';
import { i18nProvider } from '../../src/app/i18n';

const firstMessage = (value: unknown, max?: number) => {
  const result = updateCredentialSchema(max).safeParse({ recarga: value });
  return result.success ? null : result.error.issues[0].message;
};

describe('amounts of a top-up or deduction (server and client share the schema)', () => {
  it.each([
    [1000, null],
    [5000, null],
    [0, null],
    [-1, null],
    [-2000, null],
    [999, TOPUP_TOO_SMALL],
    [1, TOPUP_TOO_SMALL],
    [1500.5, 'El valor debe ser un número entero de pesos'],
    ['5000', 'El valor debe ser un número entero de pesos'],
    [null, 'El valor debe ser un número entero de pesos'],
    [2_000_001, 'El valor no puede superar $2.000.000'],
    [-2_000_001, 'El valor no puede superar $2.000.000'],
  ])('recarga %s → %s', (value, message) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('honours a configured ceiling', () => {
    expect(firstMessage(50_001, 50_000)).toBe('El valor no puede superar $50.000');
    expect(firstMessage(50_000, 50_000)).toBeNull();
  });

  it('ignores what the old client sends besides recarga and active', () => {
    const parsed = updateCredentialSchema().parse({
      id: 3,
      id_user_primary: 9,
      saldo: 999999,
      code: 'X',
      recarga: 2000,
      active: 1,
    });
    expect(parsed).toEqual({ recarga: 2000, active: 1 });
  });
});

describe('the amount field of the top-up and deduction screens', () => {
  it.each([
    ['recarga', '5000', 0, null],
    ['recarga', '999', 0, TOPUP_TOO_SMALL],
    ['recarga', '', 0, 'Ingrese un valor en pesos, sin puntos ni decimales'],
    ['recarga', '1.000', 0, 'Ingrese un valor en pesos, sin puntos ni decimales'],
    ['descarga', '2000', 15000, null],
    ['descarga', '15000', 15000, null],
    ['descarga', '15001', 15000, 'El valor a descargar supera el saldo disponible ($15.000)'],
    ['descarga', '0', 15000, 'El valor a descargar debe ser mayor a $0'],
  ] as const)('%s of %s with balance %s', (kind, text, saldo, message) => {
    expect(amountProblem(kind, text, saldo, i18nProvider.translate)).toBe(message);
  });
});

describe('credential codes and messages', () => {
  it('tells a code from a document number by its shape', () => {
    const code = `CRN${CODE_ALPHABET.slice(0, 24)}`;
    expect(looksLikeCode(code)).toBe(true);
    expect(looksLikeCode(code.toLowerCase())).toBe(true);
    expect(looksLikeCode(` ${code}\n`)).toBe(true);
    expect(looksLikeCode('1098765432')).toBe(false);
    expect(looksLikeCode(`CRN${'O'.repeat(24)}`)).toBe(false);
  });

  it('announces the new balance as the old system did', () => {
    expect(newBalanceMessage(20000)).toBe('Nuevo saldo disponible $20.000');
  });

  it('report dates accept the old client suffixes and refuse other text', () => {
    expect(
      topupReportSchema.safeParse({ fecha_ini: '2018-01-01 00:00:00', fecha_fin: '2026-11-22 23:59:00' })
        .success,
    ).toBe(true);
    expect(topupReportSchema.safeParse({ fecha_ini: 'ayer', fecha_fin: '2026-11-22' }).success).toBe(false);
    const missing = globalReportSchema.safeParse({
      numeroDocumento: '',
      fechaInicio: '2026-11-01',
      fechaFin: '2026-11-22',
    });
    expect(missing.success ? null : missing.error.issues[0].message).toBe(GLOBAL_REPORT_REQUIRED);
  });
});

describe('after a top-up or a deduction (spec part 1 §2: /admin/validatecarnet)', () => {
  it('goes to the top-up entry, or back to the deduction entry for whoever may not top up', () => {
    expect(afterMoney('recarga', ['carnets', 'carnets.recharge'])).toBe('/admin/validatecarnet');
    expect(afterMoney('descarga', ['carnets', 'carnets.recharge', 'carnets.discharge'])).toBe(
      '/admin/validatecarnet',
    );
    expect(afterMoney('descarga', ['carnets', 'carnets.discharge'])).toBe('/admin/validatecarnet/desc');
    // A child key without its parent opens nothing (the permission tree's rule).
    expect(afterMoney('descarga', ['carnets.recharge', 'carnets.discharge'])).toBe(
      '/admin/validatecarnet/desc',
    );
  });
});
