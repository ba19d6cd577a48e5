/**
 * What the auth provider's test files (authProvider-*.test.ts, canAccess.test.ts) share: the provider over
 * the test server, the session kept in localStorage and a signed-in one, a login's answer, and what a
 * promise rejects with.
 */
import type { AuthProvider } from 'react-admin';
import { createHttpClient } from '../../../src/dataProvider/http';
import { createAuthProvider } from '../../../src/authProvider';
import { STORAGE } from '../../../src/domain/storageKeys';
import type { LoginData } from '../../../src/domain/auth';
import { API } from './msw';

export const authProvider = (): AuthProvider => createAuthProvider(createHttpClient({ baseUrl: API }));

export const STORAGE_KEYS = Object.values(STORAGE);

export const storedSession = () =>
  Object.fromEntries(STORAGE_KEYS.map((key) => [key, localStorage.getItem(key)]));

export function signIn(permission: readonly string[] = ['dashboard']) {
  localStorage.setItem(STORAGE.token, 'tok-abc');
  localStorage.setItem(STORAGE.userId, '5');
  localStorage.setItem(STORAGE.name, 'Ana Pérez');
  localStorage.setItem(STORAGE.permission, JSON.stringify(permission));
  localStorage.setItem(STORAGE.mustChangePassword, '0');
}

/** What a promise rejects with, failing the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('La promesa debía ser rechazada');
}

export const loginData = (extra: Partial<LoginData> = {}): LoginData => ({
  token: 'tok-new',
  id: 17,
  name: 'Carla Cajera',
  permission: ['dashboard', 'cafeteria', 'cafeteria.pos'],
  mustChangePassword: false,
  ...extra,
});
