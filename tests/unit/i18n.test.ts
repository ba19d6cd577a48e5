import englishMessages from 'ra-language-english';
import spanishPackage from 'ra-language-spanish';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/app/i18n/catalogs';
import { domainSpanish } from '../../src/i18n/domain-messages';
import { enMessages, esMessages, i18nProvider } from '../../src/app/i18n';
import { deepMerge, isPlainObject } from '../../src/i18n/merge';
import { raSpanish } from '../../src/i18n/ra-es';
import { OFFLINE_SALES_PATH } from '../../src/domain/offlineSales';

/** Every leaf of a message tree as [dotted.key.path, value]. */
const leaves = (tree: unknown, prefix = ''): Array<[string, unknown]> =>
  isPlainObject(tree)
    ? Object.entries(tree).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`))
    : [[prefix.slice(0, -1), tree]];

const lookup = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isPlainObject(node) ? node[key] : undefined), tree);

const placeholders = (phrase: string): string[] =>
  [...new Set(Array.from(phrase.matchAll(/%\{(\w+)\}/g), (match) => match[1]))].sort();

const pluralForms = (phrase: string): number => phrase.split('||||').length;

const englishLeaves = leaves(englishMessages);

describe('Spanish react-admin catalog (without English fallback)', () => {
  it('covers a sane number of react-admin keys', () => {
    expect(englishLeaves.length).toBeGreaterThan(150);
  });

  it.each(englishLeaves)('has a non-empty Spanish text for %s', (key) => {
    const value = lookup(esMessages, key);
    expect(typeof value, key).toBe('string');
    expect((value as string).length, key).toBeGreaterThan(0);
  });

  it.each(englishLeaves)('keeps the placeholders and plural forms of %s', (key, english) => {
    const spanish = String(lookup(esMessages, key));
    expect(placeholders(spanish), key).toEqual(placeholders(String(english)));
    expect(pluralForms(spanish), key).toBe(pluralForms(String(english)));
  });

  it('has no misspelled keys (every key is a react-admin key or comes from ra-language-spanish)', () => {
    const known = new Set([...englishLeaves, ...leaves(spanishPackage)].map(([key]) => key));
    const unknown = leaves(raSpanish)
      .map(([key]) => key)
      .filter((key) => !known.has(key));
    expect(unknown).toEqual([]);
  });
});

describe('the application catalogs (domain texts, shell and areas)', () => {
  const spanish = leaves(
    [domainSpanish, ...Object.values(CATALOGS).map((c) => c.es)].reduce((a, b) => deepMerge(a, b), {}),
  );
  const english = leaves(Object.values(CATALOGS).reduce((merged, c) => deepMerge(merged, c.en), {}));
  const esKeys = new Set(spanish.map(([key]) => key));
  const enKeys = new Set(english.map(([key]) => key));

  it('has every Spanish key in English', () => {
    expect([...esKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('has every English key in Spanish (no stale or misspelled key)', () => {
    expect([...enKeys].filter((key) => !esKeys.has(key))).toEqual([]);
  });

  it('uses non-empty texts with the same placeholders and plural forms in both languages', () => {
    const englishText = new Map(english);
    for (const [key, es] of spanish) {
      const en = englishText.get(key);
      if (en === undefined) continue;
      expect(typeof es === 'string' && es.length > 0, key).toBe(true);
      expect(typeof en === 'string' && en.length > 0, key).toBe(true);
      expect(placeholders(String(es)), key).toEqual(placeholders(String(en)));
      expect(pluralForms(String(es)), key).toBe(pluralForms(String(en)));
    }
  });

  it('gives each key one home: no catalog redefines a key of the domain or of another catalog', () => {
    const homes = new Map<string, string[]>();
    const add = (home: string, tree: unknown) => {
      for (const [key] of leaves(tree)) homes.set(key, [...(homes.get(key) ?? []), home]);
    };
    add('domain', domainSpanish);
    for (const [name, catalog] of Object.entries(CATALOGS)) add(name, catalog.es);
    expect([...homes].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it("names the offline sales' list, which is not a registry resource, so its empty state says what it lacks", () => {
    for (const messages of [esMessages, enMessages]) {
      expect(lookup(messages, `resources.${OFFLINE_SALES_PATH}.name`)).toMatch(/\S \|\|\|\| \S/);
    }
    const name = i18nProvider.translate(`resources.${OFFLINE_SALES_PATH}.name`, { smart_count: 2 });
    expect(i18nProvider.translate('ra.navigation.no_results', { name })).toBe(
      'No se encontraron Ventas fuera de línea',
    );
  });

  it('is part of both provider catalogs', () => {
    expect(lookup(esMessages, 'app.language.es')).toBe('Español');
    expect(lookup(enMessages, 'app.language.es')).toBe('Spanish');
    expect(i18nProvider.translate('app.menu.carnets.recharge')).toBe('Recargar carnet');
  });
});

describe('i18nProvider', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('es');
  });

  it('speaks Spanish by default and offers Spanish and English', () => {
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'es', name: 'Español' },
      { locale: 'en', name: 'English' },
    ]);
    expect(i18nProvider.translate('ra.action.export')).toBe('Exportar');
  });

  it('switches to English', async () => {
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('ra.action.export')).toBe('Export');
  });

  it('interpolates and pluralizes in Spanish', () => {
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe(
      '1 elemento seleccionado',
    );
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe(
      '3 elementos seleccionados',
    );
    expect(i18nProvider.translate('ra.navigation.page', { page: 2 })).toBe('Ir a la página 2');
  });

  it('still honours react-admin default texts for keys nobody defines', () => {
    expect(i18nProvider.translate('resources.unknown.name', { _: 'Desconocido' })).toBe('Desconocido');
  });
});

describe('deepMerge', () => {
  it('merges recursively without mutating its inputs', () => {
    const base = { a: { b: 'base', c: 'keep' }, d: 'base' };
    const override = { a: { b: 'override' }, e: 'new' };
    const merged = deepMerge(base, override);
    expect(merged).toEqual({ a: { b: 'override', c: 'keep' }, d: 'base', e: 'new' });
    expect(base).toEqual({ a: { b: 'base', c: 'keep' }, d: 'base' });
    expect(override).toEqual({ a: { b: 'override' }, e: 'new' });
    expect(merged.a).not.toBe(base.a);
  });

  it('ignores undefined overrides and prototype keys', () => {
    const hostile: Record<string, unknown> = JSON.parse('{"a": null, "__proto__": {"polluted": "yes"}}');
    const merged = deepMerge({ a: 'x', b: 'y' }, { ...hostile, b: undefined });
    expect(merged).toEqual({ a: null, b: 'y' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((merged as Record<string, unknown>).polluted).toBeUndefined();
  });
});
