/**
 * The portal's `t` for the *Almuerzos* tab: `lunch.*` keys from the tab's own catalog
 * (./messages.ts, fetched with the tab), every other key from the portal's.
 */
import { useMemo } from 'react';
import { translatorOf, type Translate } from '../../i18n/translate';
import { usePortal } from '../i18n';
import { lunchMessages } from './messages';

const PREFIX = 'lunch.';

export function useLunchTexts(): Translate {
  const { t, locale } = usePortal();
  return useMemo(() => {
    const own = translatorOf(lunchMessages[locale]);
    return (key, vars) => (key.startsWith(PREFIX) ? own(key, vars) : t(key, vars));
  }, [t, locale]);
}

/** The reader's way of writing dates (the portal's two languages). */
export const dateTag = (locale: 'es' | 'en') => (locale === 'en' ? 'en-US' : 'es-CO');

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Miércoles, 11 de marzo' / 'Wednesday, March 11'. */
export const dayTitle = (day: string, locale: 'es' | 'en') =>
  capital(
    at(day).toLocaleDateString(dateTag(locale), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
  );

/** '9 de marzo' / 'March 9'. */
export const shortDay = (day: string, locale: 'es' | 'en') =>
  at(day).toLocaleDateString(dateTag(locale), { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'marzo de 2026' / 'March 2026', of a month 'YYYY-MM'. */
export const monthName = (mes: string, locale: 'es' | 'en') =>
  at(`${mes}-15`).toLocaleDateString(dateTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Allergens (their keys, as the products carry them) in the reader's words: 'gluten, leche'. */
export const allergenList = (t: Translate, keys: string[]) =>
  keys.map((key) => t(`allergies.names.${key}`, { _: key }).toLowerCase()).join(', ');
