import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { CATALOGS } from './catalogs';
import type { MessageTree } from '../../i18n/catalog';
import { domainSpanish } from '../../i18n/domain-messages';
import { deepMerge, isPlainObject } from '../../i18n/merge';
import { raSpanish } from '../../i18n/ra-es';
import { DEFAULT_LOCALE, locales } from '../../i18n/locales';

export { DEFAULT_LOCALE, locales, type AppLocale } from '../../i18n/locales';

const mergeAll = (base: TranslationMessages, trees: MessageTree[]): TranslationMessages =>
  trees.reduce<TranslationMessages>((merged, tree) => deepMerge(merged, tree), base);

/** Spanish catalog (react-admin, the domain's texts, shell, UI kit and areas), WITHOUT any English fallback: this is what tests check. */
export const esMessages = mergeAll(raSpanish, [domainSpanish, ...Object.values(CATALOGS).map((c) => c.es)]);

/** English catalog (react-admin, shell, UI kit and areas). */
export const enMessages = mergeAll(
  englishMessages,
  Object.values(CATALOGS).map((c) => c.en),
);

/**
 * What the provider actually serves for Spanish: the Spanish catalog on top of the
 * English one, so that a key missing in Spanish shows English text rather than a raw
 * key such as "app.foo.bar". Only used at provider level.
 */
const esMessagesWithFallback: TranslationMessages = deepMerge(enMessages, esMessages);

const getMessages = (locale: string): TranslationMessages =>
  locale === 'en' ? enMessages : esMessagesWithFallback;

export const i18nProvider = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, locales);

/** One text of a language's catalog, for the few places outside react-admin's context (the theme). */
export function textIn(locale: string, key: string): string {
  const catalog = locale === 'en' ? enMessages : esMessagesWithFallback;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (isPlainObject(node) ? node[part] : undefined), catalog);
  return typeof value === 'string' ? value : key;
}
