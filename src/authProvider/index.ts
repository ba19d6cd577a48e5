/**
 * Login, logout and identity against the API; the token and permission keys are kept in
 * local storage under the old system's keys (tokenAdmin, idUserAdmin, permission).
 */
import type { AuthProvider } from 'react-admin';
import { STORAGE, type LoginData } from '../domain/auth';
import { DISPLAY_PAGES, DISPLAY_SCOPE, type DisplaySession } from '../domain/displays';
import { hasPermission } from '../domain/permissions';
import type { HttpClient } from '../dataProvider/http';
import { canAccess } from './canAccess';

export const LOGIN_PATH = '/auth/login';
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

export const isDisplaySession = () => localStorage.getItem(STORAGE.scope) === DISPLAY_SCOPE;

/** Where a display session lives: the page it was started from, else the first display its keys open. */
export function displayHome(): string {
  const saved = localStorage.getItem(STORAGE.displayPath);
  if (saved && DISPLAY_PAGES.some((p) => p.path === saved)) return saved;
  const keys = storedPermissions();
  return (DISPLAY_PAGES.find((p) => hasPermission(keys, p.permission)) ?? DISPLAY_PAGES[0]).path;
}

/** The browser keeps the display token in place of the staff one (which the server has revoked). */
export function storeDisplaySession(data: DisplaySession, path: string) {
  localStorage.setItem(STORAGE.token, data.token);
  localStorage.setItem(STORAGE.userId, String(data.id));
  localStorage.setItem(STORAGE.name, data.name);
  localStorage.setItem(STORAGE.permission, JSON.stringify(data.permission));
  localStorage.setItem(STORAGE.mustChangePassword, '0');
  localStorage.setItem(STORAGE.scope, data.scope);
  localStorage.setItem(STORAGE.displayPath, path);
}

function clearSession() {
  for (const key of Object.values(STORAGE)) localStorage.removeItem(key);
  localStorage.removeItem('avatarAdmin');
}

export function createAuthProvider(http: HttpClient): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      const { data } = await http<LoginData>('login', { method: 'POST', body: { email, password } });
      localStorage.setItem(STORAGE.token, data.token);
      localStorage.setItem(STORAGE.userId, String(data.id));
      localStorage.setItem(STORAGE.name, data.name);
      localStorage.setItem(STORAGE.permission, JSON.stringify(data.permission));
      localStorage.setItem(STORAGE.mustChangePassword, data.mustChangePassword ? '1' : '0');
      localStorage.removeItem(STORAGE.scope);
      localStorage.removeItem(STORAGE.displayPath);
      return data.mustChangePassword ? { redirectTo: PROFILE_PATH } : { redirectTo: '/dashboard' };
    },
    async logout() {
      if (localStorage.getItem(STORAGE.token)) {
        // The server revokes the token; if it cannot be reached the local session still ends.
        await http('logout', { method: 'POST' }).catch(() => undefined);
      }
      clearSession();
      return LOGIN_PATH;
    },
    async checkAuth() {
      if (!localStorage.getItem(STORAGE.token)) {
        throw { redirectTo: LOGIN_PATH, message: false };
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        clearSession();
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
