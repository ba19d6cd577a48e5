/**
 * The portal's language: its own small catalog (messages.ts) in Spanish or English, chosen on the
 * page and kept in this browser, read by src/i18n/translate.ts. No react-admin here: the portal
 * loads none of the staff screens' code.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { translatorOf, type Translate } from '../i18n/translate';
import { familyMessages } from './messages';

export type PortalLocale = 'es' | 'en';
const STORED = 'familyLocale';

export type { Translate } from '../i18n/translate';

export const translateIn = (locale: PortalLocale): Translate => translatorOf(familyMessages[locale]);

const initial = (): PortalLocale => (localStorage.getItem(STORED) === 'en' ? 'en' : 'es');

const LocaleContext = createContext<{
  locale: PortalLocale;
  setLocale: (l: PortalLocale) => void;
  t: Translate;
}>({
  locale: 'es',
  setLocale: () => {},
  t: translateIn('es'),
});

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, choose] = useState<PortalLocale>(initial);
  const value = useMemo(
    () => ({
      locale,
      t: translateIn(locale),
      setLocale: (next: PortalLocale) => {
        localStorage.setItem(STORED, next);
        document.documentElement.lang = next;
        choose(next);
      },
    }),
    [locale],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export const usePortal = () => useContext(LocaleContext);
