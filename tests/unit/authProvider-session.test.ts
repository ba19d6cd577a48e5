/** The auth provider's session: login, logout, the session checks and the permissions it answers. */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { LOGIN_PATH, PROFILE_PATH } from '../../src/authProvider';
import { STORAGE } from '../../src/domain/storageKeys';
import { API, lastRequest, requests, server, setupMswServer } from './support/msw';
import { authProvider, loginData, rejection, signIn, STORAGE_KEYS, storedSession } from './support/auth';

setupMswServer();

describe('authProvider.login', () => {
  it('POSTs the credentials, stores the five keys and goes to the dashboard', async () => {
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({ code: 1, message: 'Bienvenido', data: loginData() }),
      ),
    );
    const result = await authProvider().login({ email: 'carla@colegio.edu.co', password: 'Secreta123' });
    expect(result).toEqual({ redirectTo: '/dashboard' });
    const sent = await lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/login');
    expect(sent.body).toEqual({ email: 'carla@colegio.edu.co', password: 'Secreta123' });
    expect(storedSession()).toEqual({
      tokenAdmin: 'tok-new',
      idUserAdmin: '17',
      nameAdmin: 'Carla Cajera',
      permission: '["dashboard","cafeteria","cafeteria.pos"]',
      mustChangePassword: '0',
      sessionScope: null,
      displayPath: null,
    });
    expect(JSON.parse(localStorage.getItem('permission') ?? '')).toEqual([
      'dashboard',
      'cafeteria',
      'cafeteria.pos',
    ]);
  });

  it('goes to the profile when the password must be changed', async () => {
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({ code: 1, message: 'Bienvenido', data: loginData({ mustChangePassword: true }) }),
      ),
    );
    const result = await authProvider().login({ email: 'carla@colegio.edu.co', password: 'Temporal1' });
    expect(result).toEqual({ redirectTo: PROFILE_PATH });
    expect(PROFILE_PATH).toBe('/admin/users/profile');
    expect(localStorage.getItem('mustChangePassword')).toBe('1');
  });

  it('rejects with the server message and stores nothing on bad credentials', async () => {
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json(
          { code: 0, message: 'Usuario o contraseña incorrectos', data: null, reason: 'invalid_credentials' },
          { status: 401 },
        ),
      ),
    );
    const error = await rejection(authProvider().login({ email: 'carla@colegio.edu.co', password: 'mala' }));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Usuario o contraseña incorrectos');
    expect(localStorage.length).toBe(0);
  });
});

describe('authProvider.logout', () => {
  it('POSTs /api/logout with the bearer token and clears storage', async () => {
    signIn();
    localStorage.setItem('avatarAdmin', '/images/ana.png');
    localStorage.setItem('otraApp', 'se conserva');
    server.use(
      http.post(`${API}/logout`, () => HttpResponse.json({ code: 1, message: 'Sesión cerrada', data: null })),
    );
    expect(await authProvider().logout({})).toBe(LOGIN_PATH);
    const sent = await lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/logout');
    expect(sent.authorization).toBe('Bearer tok-abc');
    for (const key of [...STORAGE_KEYS, 'avatarAdmin']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('otraApp')).toBe('se conserva');
  });

  it.each([
    ['unreachable', () => HttpResponse.error()],
    ['failing with 500', () => new HttpResponse('boom', { status: 500 })],
    [
      'answering 401',
      () => HttpResponse.json({ code: 0, message: 'Token inválido', data: null }, { status: 401 }),
    ],
  ])('clears storage even when the server is %s', async (_name, resolver) => {
    signIn();
    server.use(http.post(`${API}/logout`, resolver));
    expect(await authProvider().logout({})).toBe('/auth/login');
    expect(await requests()).toHaveLength(1);
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('does not call the server without a session', async () => {
    expect(await authProvider().logout({})).toBe('/auth/login');
    expect(await requests()).toHaveLength(0);
  });
});

describe('authProvider session checks', () => {
  it('checkAuth rejects without a token, redirecting to the login', async () => {
    const error = await rejection(authProvider().checkAuth({}));
    expect(error).toMatchObject({ redirectTo: '/auth/login' });
  });

  it('checkAuth resolves with a token', async () => {
    signIn();
    await expect(authProvider().checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError(401) clears the session and rejects with the login redirect', async () => {
    signIn();
    const error = await rejection(authProvider().checkError({ status: 401, message: 'Token inválido' }));
    expect(error).toMatchObject({ redirectTo: '/auth/login' });
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it.each([403, 404, 409, 500, 0])('checkError(%i) resolves and keeps the session', async (status) => {
    signIn();
    const before = storedSession();
    await expect(authProvider().checkError({ status, message: 'No autorizado' })).resolves.toBeUndefined();
    expect(storedSession()).toEqual(before);
  });

  it('getIdentity reads the stored id and name, and rejects without a session', async () => {
    signIn();
    const provider = authProvider();
    expect(await provider.getIdentity?.()).toMatchObject({ id: '5', fullName: 'Ana Pérez' });
    localStorage.clear();
    await expect(provider.getIdentity?.()).rejects.toThrow();
  });
});

describe('authProvider.getPermissions', () => {
  it('returns the stored keys', async () => {
    signIn(['admin', 'admin.users']);
    expect(await authProvider().getPermissions?.({})).toEqual(['admin', 'admin.users']);
  });

  it.each([
    ['nothing stored', null],
    ['invalid JSON', '{no es json'],
    ['an object', '{"admin":true}'],
    ['a string', '"admin"'],
  ])('returns [] for %s', async (_name, value) => {
    if (value !== null) localStorage.setItem(STORAGE.permission, value);
    expect(await authProvider().getPermissions?.({})).toEqual([]);
  });

  it('drops entries that are not strings', async () => {
    localStorage.setItem(STORAGE.permission, '["admin", 3, null, "admin.users"]');
    expect(await authProvider().getPermissions?.({})).toEqual(['admin', 'admin.users']);
  });
});
