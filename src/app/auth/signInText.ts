/**
 * The sign-in pages' translator: their own catalog and the refusals' texts, in the language
 * chosen on this device, read without react-admin's i18n provider.
 */
import { appStore } from '../../authProvider/session';
import { refusalMessages } from '../../kit/refusalMessages';
import type { AppLocale } from '../../i18n/locales';
import { deepMerge } from '../../i18n/merge';
import { translatorOf, type Translate } from '../../i18n/translate';
import { signInMessages } from './messages';

export const signInText = (locale: AppLocale): Translate =>
  translatorOf(deepMerge(refusalMessages[locale], signInMessages[locale]));

/** The language chosen on this device (react-admin's store keeps it, and keeps it across sign-ins). */
export const deviceLocale = (): AppLocale => (appStore.getItem<string>('locale') === 'en' ? 'en' : 'es');
