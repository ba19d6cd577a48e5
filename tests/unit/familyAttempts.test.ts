/**
 * What the child tried to buy (issue 55, item 6) as the family and the staff read it: the portal's
 * sentence in both languages, every rule named, a block said by whom, the store after the time and
 * never the cashier; the student file's labels.
 */
import { describe, expect, it } from 'vitest';
import { ATTEMPT_RULES, ATTEMPT_WHY, BLOCK_KINDS, blockKindOf } from '../../src/domain/attempts';
import type { TimelineEvent } from '../../src/domain/timeline';
import { familyEventText } from '../../src/family/children/eventText';
import { translateIn } from '../../src/family/i18n';
import { TIMELINE_KINDS } from '../../src/i18n/timeline-kinds';

const attempt = (kind: string, detail: string | null = 'Gaseosa cola 350 ml'): TimelineEvent => ({
  id: 'attempts:1',
  at: '2026-03-10T15:00:00.000Z',
  source: 'attempts',
  kind,
  amount: null,
  balance: null,
  detail,
  staff: null,
  store: 1,
  ref: null,
});
const KINDS = [...Object.values(ATTEMPT_RULES), ...BLOCK_KINDS];

describe("the family's words for an attempt", () => {
  it('say what was tried and why, the store after the time', () => {
    const es = translateIn('es');
    expect(familyEventText(es, attempt('bloqueado_familia'))).toEqual({
      what: 'Intentó comprar Gaseosa cola 350 ml: producto bloqueado por su familia',
      particulars: ['Cafetería'],
    });
    expect(familyEventText(es, attempt('categoria_colegio')).what).toBe(
      'Intentó comprar Gaseosa cola 350 ml: categoría bloqueada por el colegio',
    );
    expect(familyEventText(es, attempt('tope_diario', null)).what).toBe(
      'Intentó comprar algo: superaba el tope diario',
    );
    const en = translateIn('en');
    expect(familyEventText(en, attempt('alergia'))).toEqual({
      what: 'Tried to buy Gaseosa cola 350 ml: it contains something they are allergic to',
      particulars: ['Cafeteria'],
    });
    expect(familyEventText(en, attempt('horario', null)).what).toBe(
      'Tried to buy something: outside their purchase hours',
    );
  });

  it('name every rule in both languages, and a block by whom', () => {
    for (const locale of ['es', 'en'] as const) {
      const t = translateIn(locale);
      expect(Object.keys(ATTEMPT_WHY[locale]).sort()).toEqual([...KINDS].sort());
      for (const kind of KINDS) {
        const { what } = familyEventText(t, attempt(kind));
        expect(what, `${locale} ${kind}`).not.toContain('child.');
        expect(what, `${locale} ${kind}`).toContain(ATTEMPT_WHY[locale][kind]);
      }
    }
    expect(
      blockKindOf([
        { byFamily: false, byCategory: true },
        { byFamily: true, byCategory: true },
      ]),
    ).toBe('categoria_familia');
    expect(
      blockKindOf([
        { byFamily: false, byCategory: true },
        { byFamily: false, byCategory: false },
      ]),
    ).toBe('bloqueado_colegio');
    expect(blockKindOf([])).toBe('bloqueado');
  });

  it('other events read as before: the kind, the money, the detail and the balance', () => {
    const purchase: TimelineEvent = {
      ...attempt('compra', 'Pedido #3'),
      source: 'ledger',
      amount: -2500,
      balance: 7500,
      staff: 'Cajera',
    };
    expect(familyEventText(translateIn('es'), purchase)).toEqual({
      what: 'Compra · -$2.500',
      particulars: ['Pedido #3', 'Saldo: $7.500'],
    });
  });
});

describe("the student file's labels", () => {
  it('name every rule in both languages', () => {
    expect(TIMELINE_KINDS.es.attempts.bloqueado_familia).toBe(
      'Intento de compra: producto bloqueado por su familia',
    );
    expect(TIMELINE_KINDS.en.attempts.tope_semanal).toBe('Purchase attempt: over the weekly cap');
    for (const locale of ['es', 'en'] as const)
      expect(Object.keys(TIMELINE_KINDS[locale].attempts).sort()).toEqual([...KINDS].sort());
  });
});
