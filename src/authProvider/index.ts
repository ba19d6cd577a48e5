/**
 * Login, logout and identity against the API, and the hall displays' sessions. What the browser
 * keeps for the person, and forgets at logout, is ./session.ts (re-exported here).
 */
import type { AuthProvider } from 'react-admin';
import { STORAGE } from '../domain/storageKeys';
import { DISPLAY_PAGES, DISPLAY_SCOPE, type DisplaySession } from '../domain/displays';
import { hasPermission } from '../domain/permissions';
import type { HttpClient } from '../dataProvider/http';
import { canAccess } from './canAccess';
import { afterSignIn, forgetSignedInUser, LOGIN_PATH, signIn, storedPermissions } from './session';

export * from './session';

export const isDisplaySession = () => localStorage.getItem(STORAGE.scope) === DISPLAY_SCOPE;

/** Where a display session lives: the page it was started from, else the first display its keys open. */
export function displayHome(): string {
  const saved = localStorage.getItem(STORAGE.displayPath);
  if (saved && DISPLAY_PAGES.some((p) => p.path === saved)) return saved;
  const keys = storedPermissions();
  return (DISPLAY_PAGES.find((p) => hasPermission(keys, p.permission)) ?? DISPLAY_PAGES[0]).path;
}

/**
 * The browser keeps the display token in place of the staff one (which the server has revoked).
 * The staff member walks away from a public screen: what was kept for them goes first.
 */
export function storeDisplaySession(data: DisplaySession, path: string) {
  forgetSignedInUser();
  localStorage.setItem(STORAGE.token, data.token);
  localStorage.setItem(STORAGE.userId, String(data.id));
  localStorage.setItem(STORAGE.name, data.name);
  localStorage.setItem(STORAGE.permission, JSON.stringify(data.permission));
  localStorage.setItem(STORAGE.mustChangePassword, '0');
  localStorage.setItem(STORAGE.scope, data.scope);
  localStorage.setItem(STORAGE.displayPath, path);
}

export function createAuthProvider(http: HttpClient): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      const data = await signIn(http, { email, password });
      return { redirectTo: afterSignIn(data, null) };
    },
    async logout() {
      if (localStorage.getItem(STORAGE.token)) {
        // The server revokes the token; if it cannot be reached the local session still ends.
        await http('logout', { method: 'POST' }).catch(() => undefined);
      }
      forgetSignedInUser();
      return LOGIN_PATH;
    },
    async checkAuth() {
      if (!localStorage.getItem(STORAGE.token)) {
        throw { redirectTo: LOGIN_PATH, message: false };
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        forgetSignedInUser();
        throw { redirectTo: LOGIN_PATH, logoutUser: false };
      }
      // 403 and the rest stay signed in: the message is shown where the call was made.
    },
    async getIdentity() {
      const id = localStorage.getItem(STORAGE.userId);
      if (!id) throw new Error('Sin sesión');
      return {
        id,
        fullName: localStorage.getItem(STORAGE.name) ?? '',
        avatar: localStorage.getItem('avatarAdmin') ?? undefined,
      };
    },
    async getPermissions() {
      return storedPermissions();
    },
    async canAccess({ resource, action }) {
      return canAccess(storedPermissions(), resource, action);
    },
  };
}
