/**
 * Login, logout and identity against the API; the token and permission keys are kept in
 * local storage under the old system's keys (tokenAdmin, idUserAdmin, permission).
 */
import type { AuthProvider } from 'react-admin';
import { STORAGE, type LoginData } from '../domain/auth';
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
