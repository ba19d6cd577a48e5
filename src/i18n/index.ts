import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { Locale, TranslationMessages } from 'react-admin';
import { appMessages } from './app-messages';
import { deepMerge } from './merge';
import { raSpanish } from './ra-es';

export type AppLocale = 'es' | 'en';

export const DEFAULT_LOCALE: AppLocale = 'es';

export const locales: Locale[] = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

/** Spanish catalog (react-admin + app), WITHOUT any English fallback: this is what tests check. */
export const esMessages = deepMerge(raSpanish, appMessages.es);

/** English catalog (react-admin + app). */
export const enMessages = deepMerge(englishMessages, appMessages.en);

/**
 * What the provider actually serves for Spanish: the Spanish catalog on top of the
 * English one, so that a key missing in Spanish shows English text rather than a raw
 * key such as "app.foo.bar". Only used at provider level.
 */
const esMessagesWithFallback: TranslationMessages = deepMerge(enMessages, esMessages);

const getMessages = (locale: string): TranslationMessages =>
  locale === 'en' ? enMessages : esMessagesWithFallback;

export const i18nProvider = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, locales);
