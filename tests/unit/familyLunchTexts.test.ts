/**
 * The *Almuerzos* tab's words (issue 56): its own catalog (src/family/lunch/messages.ts, loaded
 * with the tab) complete in both languages with the same placeholders; the tab's and the notice
 * choice's labels in the portal's catalog; and the feed's words for the three new notice kinds.
 */
import { describe, expect, it } from 'vitest';
import type { FamilyNotice } from '../../src/domain/notices';
import { translateIn } from '../../src/family/i18n';
import { lunchMessages } from '../../src/family/lunch/messages';
import { describeNotice } from '../../src/family/notices/NoticesPage';
import type { MessageTree } from '../../src/i18n/catalog';

const leaves = (tree: MessageTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the lunch tab's catalog", () => {
  it('names the same keys in both languages, none empty, with the same placeholders and plurals', () => {
    const es = new Map(leaves(lunchMessages.es));
    const en = new Map(leaves(lunchMessages.en));
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    for (const [key, text] of es) {
      const english = en.get(key)!;
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(english.split('||||').length, key).toBe(text.split('||||').length);
    }
    expect([...es.keys()].every((key) => key.startsWith('lunch.'))).toBe(true);
  });

  it('labels the tab and the notice choice in the portal’s catalog', () => {
    expect(translateIn('es')('child.tabs.almuerzos')).toBe('Almuerzos');
    expect(translateIn('en')('child.tabs.almuerzos')).toBe('Lunches');
    for (const locale of ['es', 'en'] as const)
      expect(translateIn(locale)('notices.choices.almuerzos')).not.toBe('notices.choices.almuerzos');
  });
});

describe('the feed shows the lunch notices', () => {
  const notice = (tipo: FamilyNotice['tipo'], datos: FamilyNotice['datos']): FamilyNotice => ({
    id: 1,
    tipo,
    id_estudiante: 11,
    estudiante: 'Samuel Torres Ruiz',
    datos,
    created_at: '2026-03-10T13:31:00.000Z',
    leido: false,
  });
  const shown = [
    notice('almuerzo_anulado', { fecha: '2026-03-10', producto: 'Almuerzo juvenil', valor: 12_000 }),
    notice('almuerzo_restablecido', { fecha: '2026-03-10', producto: 'Almuerzo juvenil', motivo: 'paquete' }),
    notice('paquete_almuerzos', { restantes: 2 }),
    notice('paquete_almuerzos', { restantes: 0 }),
  ];

  it('in Spanish, every value in place', () => {
    const texts = shown.map((n) => describeNotice(n, 'es'));
    expect(texts.map((x) => x.title)).toEqual([
      'Almuerzo cancelado',
      'Almuerzo restablecido',
      'Paquete de almuerzos',
      'Paquete de almuerzos',
    ]);
    expect(texts[0].body).toBe(
      'Samuel Torres Ruiz no registró ingreso al corte del 10/03/2026: se canceló su almuerzo (Almuerzo juvenil) y se devolvió $12.000.',
    );
    expect(texts[1].body).toContain('un almuerzo del paquete');
    expect(texts[2].body).toBe(
      'El paquete de almuerzos de Samuel Torres Ruiz tiene 2 almuerzos disponibles.',
    );
    expect(texts[3].body).toBe('El paquete de almuerzos de Samuel Torres Ruiz se agotó.');
  });

  it('in English, with nothing left unfilled', () => {
    for (const n of shown) {
      const { title, body } = describeNotice(n, 'en');
      expect(title).not.toBe('');
      expect(body).not.toMatch(/%\{/);
    }
    expect(describeNotice(shown[0], 'en').body).toContain('03/10/2026');
  });
});
