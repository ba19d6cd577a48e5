/**
 * The portal's language: its own small catalog (messages.ts) in Spanish or English, chosen on the
 * page and kept in this browser, with polyglot's two rules the texts use: `%{name}` and
 * `smart_count` choosing between 'one |||| many'. No react-admin here: the portal loads none of
 * the staff screens' code.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { MessageTree } from '../i18n/catalog';
import { familyMessages } from './messages';

export type PortalLocale = 'es' | 'en';
const STORED = 'familyLocale';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function translateIn(locale: PortalLocale): Translate {
  const tree = familyMessages[locale];
  return (key, vars = {}) => {
    const found = key
      .split('.')
      .reduce<string | MessageTree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof found !== 'string') return key;
    const forms = found.split(' |||| ');
    const text =
      forms.length > 1 && typeof vars.smart_count === 'number'
        ? forms[vars.smart_count === 1 ? 0 : 1]
        : forms[0];
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}

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
