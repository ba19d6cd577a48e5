import { API_BASE, createHttpClient, type HttpClientOptions } from './http';
import { httpFailures } from './failures';
import { createDataProvider } from './index';

type Localize = NonNullable<HttpClientOptions['localize']>;
// The server's refusals as it words them (the specification's Spanish) until the shell, which
// composes the catalogs, gives its translator at start (`localizeRefusals`).
let localize: Localize = ({ message }) => message;

/** The shell's translator of refusals into the user's language (src/app). */
export function localizeRefusals(translator: Localize): void {
  localize = translator;
}

export const http = createHttpClient({
  baseUrl: API_BASE,
  localize: (refusal) => localize(refusal),
  // Every call's server failure or lost connection, for the one dialog (failures.ts).
  onFailure: httpFailures.report,
  onAnswer: httpFailures.answered,
});
export const dataProvider = createDataProvider(http);

/** Image URLs are the API base with /api removed plus the item's url (spec part 1 §7). */
export const imageUrl = (url: string | null | undefined): string | undefined =>
  url ? `${API_BASE.replace(/\/api$/, '')}${url}` : undefined;
