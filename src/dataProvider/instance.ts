import { createHttpClient } from './http';
import { createDataProvider } from './index';

/** The API base: same origin under /api (the server serves both). */
export const API_BASE = '/api';
export const http = createHttpClient({ baseUrl: API_BASE });
export const dataProvider = createDataProvider(http);

/** Image URLs are the API base with /api removed plus the item's url (spec part 1 §7). */
export const imageUrl = (url: string | null | undefined): string | undefined =>
  url ? `${API_BASE.replace(/\/api$/, '')}${url}` : undefined;
