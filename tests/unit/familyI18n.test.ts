/** The families' portal's texts (src/family/i18n.tsx): its own catalog, both languages complete, polyglot's two rules. */
import { describe, expect, it } from 'vitest';
import { translateIn } from '../../src/family/i18n';
import { familyMessages } from '../../src/family/messages';
import type { MessageTree } from '../../src/i18n/catalog';

const keysOf = (tree: MessageTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );

describe("the portal's catalog", () => {
  it('names the same keys in Spanish and English, none of them empty', () => {
    expect(keysOf(familyMessages.en).sort()).toEqual(keysOf(familyMessages.es).sort());
    for (const locale of ['es', 'en'] as const) {
      const t = translateIn(locale);
      for (const key of keysOf(familyMessages[locale]))
        expect(t(key).trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('fills %{name} and picks one or many by smart_count', () => {
    const es = translateIn('es');
    expect(es('children.course', { course: 'Sexto' })).toBe('Curso: Sexto');
    expect(es('children.days', { smart_count: 1 })).toBe('Le alcanza para 1 día de colegio');
    expect(es('children.days', { smart_count: 7 })).toBe('Le alcanza para 7 días de colegio');
    expect(translateIn('en')('children.days', { smart_count: 0 })).toBe('Enough for 0 school days');
  });

  it('names every ledger, bus and gate kind the timeline sends', () => {
    const t = translateIn('es');
    expect(['recarga', 'descarga', 'compra', 'reversion'].map((k) => t(`child.kinds.ledger.${k}`))).toEqual([
      'Recarga',
      'Descarga',
      'Compra',
      'Reversión',
    ]);
    expect(t('child.kinds.gate.entrada')).toBe('Entró al colegio');
    expect(t('child.kinds.boarding.bajo')).toBe('Bajó del bus');
    // An unknown key shows as itself rather than vanishing.
    expect(t('child.kinds.gate.otro')).toBe('child.kinds.gate.otro');
  });
});
