/** The web app's languages: Spanish (the specification's texts, the default) and English. */
import type { Locale } from 'react-admin';

export type AppLocale = 'es' | 'en';

export const DEFAULT_LOCALE: AppLocale = 'es';

export const locales: Locale[] = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];
