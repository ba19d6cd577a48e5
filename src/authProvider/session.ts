/**
 * What the browser keeps for the signed-in person: the session under the old system's keys
 * (domain/storageKeys) and what is forgotten when the person leaves. Without zod or react-admin's
 * screens, so the sign-in page (src/app/auth) stores a session before the back office loads.
 */
import { localStorageStore, type Store } from 'react-admin';
import type { LoginData } from '../domain/auth';
import { STORAGE } from '../domain/storageKeys';
import type { HttpClient } from '../dataProvider/http';

export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/auth/register';
export const PROFILE_PATH = '/admin/users/profile';

export function storedPermissions(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE.permission) ?? '[]');
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export const mustChangePassword = () => localStorage.getItem(STORAGE.mustChangePassword) === '1';

/**
 * What the browser keeps for the signed-in person, and what it keeps for the device.
 *
 * Per person, forgotten at logout, on a 401, before a new sign-in and when the browser becomes
 * a turn display, so the next cashier never opens the sale screen on the previous customer:
 * - the session (the STORAGE keys of domain/auth, the avatar);
 * - every key named with `userKey()`, i.e. under USER_KEY_PREFIX, in local or session storage
 *   (the point of sale's validated customer…): a new per-person key only has to use it;
 * - react-admin's store (`RaStore.*`: list filters and searches — a student's name or
 *   document —, sort, columns, sidebar), except DEVICE_STORE_ITEMS.
 *
 * Per device, kept: the language (`RaStore.locale`), because it is the language of whoever
 * stands at this screen and the login page that follows should keep speaking it, and it says
 * nothing about the person; react-admin's store version; the kitchen board's button size
 * (`prepBoardButtonSize`), chosen for the screen it runs on. Keys of other apps on the same
 * origin are never touched. The display session's own keys (STORAGE.scope, displayPath) are
 * the session of a display: its logout ('Salir') ends it, as before.
 */
export const USER_KEY_PREFIX = 'usuario:';
export const userKey = (name: string) => `${USER_KEY_PREFIX}${name}`;
/** Per-person keys written before USER_KEY_PREFIX existed: still forgotten. */
const LEGACY_USER_KEY_PREFIXES = ['validatedCustomer:'];
/** react-admin store items (without the `RaStore.` prefix) that belong to the device. */
export const DEVICE_STORE_ITEMS: ReadonlySet<string> = new Set(['locale']);

function forgetStoreItems(store: Store) {
  for (const key of Object.keys(store.listItems?.() ?? {})) {
    if (!DEVICE_STORE_ITEMS.has(key)) store.removeItem(key);
  }
}

/**
 * react-admin's localStorage store whose `reset()` — what react-admin's logout calls —
 * forgets the person but keeps DEVICE_STORE_ITEMS (the stock one empties it all, language
 * included). Meant for `<Admin store={appStore}>`.
 */
export function createAppStore(): Store {
  const store = localStorageStore();
  return { ...store, reset: () => forgetStoreItems(store) };
}
export const appStore = createAppStore();

function storageKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Forgets everything kept for the signed-in person (see above); the device's choices stay. */
export function forgetSignedInUser() {
  for (const key of Object.values(STORAGE)) localStorage.removeItem(key);
  localStorage.removeItem('avatarAdmin');
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of storageKeys(storage)) {
      if (key.startsWith(USER_KEY_PREFIX) || LEGACY_USER_KEY_PREFIXES.some((p) => key.startsWith(p))) {
        storage.removeItem(key);
      }
    }
  }
  // Through the store, so mounted components holding an item hear that it is gone.
  forgetStoreItems(appStore);
}

/**
 * Signs in (`POST /api/login`) and keeps the session, after forgetting whatever a previous person
 * left (a session that expired without a logout). Answers what the server said of the person.
 */
export async function signIn(
  http: HttpClient,
  credentials: { email: string; password: string },
): Promise<LoginData> {
  const { data } = await http<LoginData>('login', { method: 'POST', body: credentials });
  forgetSignedInUser();
  localStorage.setItem(STORAGE.token, data.token);
  localStorage.setItem(STORAGE.userId, String(data.id));
  localStorage.setItem(STORAGE.name, data.name);
  localStorage.setItem(STORAGE.permission, JSON.stringify(data.permission));
  localStorage.setItem(STORAGE.mustChangePassword, data.mustChangePassword ? '1' : '0');
  localStorage.removeItem(STORAGE.scope);
  localStorage.removeItem(STORAGE.displayPath);
  return data;
}

/** The page a sign-in opens: the profile while the password must change, else the one asked for (the desk by default). */
export const afterSignIn = (data: LoginData, asked: string | null): string =>
  data.mustChangePassword ? PROFILE_PATH : (asked ?? '/dashboard');
