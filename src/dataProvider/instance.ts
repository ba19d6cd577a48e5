import { createHttpClient } from './http';
import { httpFailures } from './failures';
import { createDataProvider } from './index';
import { DEFAULT_LOCALE, i18nProvider } from '../i18n';

/** The API base: same origin under /api (the server serves both). */
export const API_BASE = '/api';
export const http = createHttpClient({
  baseUrl: API_BASE,
  // Refusals are the spec's Spanish; in another language the catalog names their reason.
  localize: ({ message, reason }) =>
    i18nProvider.getLocale() === DEFAULT_LOCALE || !reason ? message : i18nProvider.translate(`app.errors.${reason}`, { _: message }),
  // Every call's server failure or lost connection, for the one dialog (failures.ts).
  onFailure: httpFailures.report,
  onAnswer: httpFailures.answered,
});
export const dataProvider = createDataProvider(http);

/** Image URLs are the API base with /api removed plus the item's url (spec part 1 §7). */
export const imageUrl = (url: string | null | undefined): string | undefined =>
  url ? `${API_BASE.replace(/\/api$/, '')}${url}` : undefined;
