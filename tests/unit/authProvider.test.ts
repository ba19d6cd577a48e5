import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AuthProvider } from 'react-admin';
import { createHttpClient } from '../../src/dataProvider/http';
import {
  appStore,
  createAppStore,
  createAuthProvider,
  LOGIN_PATH,
  PROFILE_PATH,
  storeDisplaySession,
  userKey,
} from '../../src/authProvider';
import { loadCustomer, saveCustomer } from '../../src/areas/orders/pos/customerStorage';
import type { CredentialLookup } from '../../src/domain/credentials';
import { canAccess } from '../../src/authProvider/canAccess';
import { ALL_PERMISSION_KEYS, subtreeKeys } from '../../src/domain/permissions';
import { STORAGE } from '../../src/domain/auth';
import type { LoginData } from '../../src/domain/auth';
import { API, lastRequest, requests, server, setupMswServer } from './support/msw';

setupMswServer();

const authProvider = (): AuthProvider => createAuthProvider(createHttpClient({ baseUrl: API }));

const STORAGE_KEYS = Object.values(STORAGE);

const storedSession = () => Object.fromEntries(STORAGE_KEYS.map((key) => [key, localStorage.getItem(key)]));

function signIn(permission: readonly string[] = ['dashboard']) {
  localStorage.setItem(STORAGE.token, 'tok-abc');
  localStorage.setItem(STORAGE.userId, '5');
  localStorage.setItem(STORAGE.name, 'Ana Pérez');
  localStorage.setItem(STORAGE.permission, JSON.stringify(permission));
  localStorage.setItem(STORAGE.mustChangePassword, '0');
}

/** What a promise rejects with, failing the test when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('La promesa debía ser rechazada');
}

const loginData = (extra: Partial<LoginData> = {}): LoginData => ({
  token: 'tok-new',
  id: 17,
  name: 'Carla Cajera',
  permission: ['dashboard', 'cafeteria', 'cafeteria.pos'],
  mustChangePassword: false,
  ...extra,
});

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

describe('logout forgets everything kept for the signed-in person', () => {
  afterEach(() => sessionStorage.clear());

  const valentina: CredentialLookup = {
    user: { id: 40, name: 'Valentina Gómez Rojas', num_doc: '1098765432', type_doc: 3, url: null },
    carnet: {
      id: 7,
      id_user_primary: 40,
      name_user_primary: 'Valentina Gómez Rojas',
      num_doc: '1098765432',
      url: null,
      code: 'CRN0123456789ABCDEFGHIJKLMN',
      saldo: 45000,
      active: 1,
      lockSaldo: 0,
      purchase: 3000,
      created_at: '2026-11-01T12:00:00.000Z',
    },
  };

  /** A cashier's browser after a morning of sales, plus what belongs to the device and to other apps. */
  function cashierWasHere() {
    signIn(['dashboard', 'cafeteria', 'cafeteria.pos']);
    localStorage.setItem('avatarAdmin', '/images/ana.png');
    saveCustomer('cafeteria', valentina);
    saveCustomer('papeleria', valentina);
    localStorage.setItem(userKey('posStore'), '"papeleria"'); // a store choice
    sessionStorage.setItem(userKey('draftOrder'), '[{"id":3,"count":2}]');
    localStorage.setItem('validatedCustomer:cafeteria', JSON.stringify(valentina)); // written by an older version
    // react-admin's own store: a search by the student's document, a sort, the sidebar.
    localStorage.setItem('RaStore.admin/carnets.listParams', '{"filter":{"q":"1098765432"},"sort":"id"}');
    localStorage.setItem('RaStore.sidebar.open', 'false');
    // The device's choices and someone else's data.
    localStorage.setItem('RaStore.version', '1');
    localStorage.setItem('RaStore.locale', '"en"');
    localStorage.setItem('prepBoardButtonSize', 'large');
    localStorage.setItem('otraApp', 'se conserva');
  }

  function expectPersonForgotten() {
    expect(loadCustomer('cafeteria')).toBeNull();
    expect(loadCustomer('papeleria')).toBeNull();
    for (const key of [
      ...STORAGE_KEYS,
      'avatarAdmin',
      userKey('posStore'),
      userKey('validatedCustomer:cafeteria'),
      'validatedCustomer:cafeteria',
      'RaStore.admin/carnets.listParams',
      'RaStore.sidebar.open',
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(sessionStorage.getItem(userKey('draftOrder'))).toBeNull();
    const everything = Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i) ?? ''));
    expect(everything.length).toBeGreaterThan(0);
    expect(everything.join('\n')).not.toContain('1098765432');
  }

  function expectDeviceKept() {
    expect(localStorage.getItem('RaStore.locale')).toBe('"en"');
    expect(localStorage.getItem('RaStore.version')).toBe('1');
    expect(localStorage.getItem('prepBoardButtonSize')).toBe('large');
    expect(localStorage.getItem('otraApp')).toBe('se conserva');
  }

  it('the validated customer is stored under the per-person prefix', () => {
    saveCustomer('cafeteria', valentina);
    expect(localStorage.getItem(userKey('validatedCustomer:cafeteria'))).toContain('Valentina');
    expect(loadCustomer('cafeteria')).toEqual(valentina);
  });

  it('logout: the customer, the store choice and the searches go; the language stays', async () => {
    cashierWasHere();
    server.use(
      http.post(`${API}/logout`, () => HttpResponse.json({ code: 1, message: 'Sesión cerrada', data: null })),
    );
    expect(await authProvider().logout({})).toBe(LOGIN_PATH);
    expectPersonForgotten();
    expectDeviceKept();
  });

  it('logout without reaching the server forgets just the same', async () => {
    cashierWasHere();
    server.use(http.post(`${API}/logout`, () => HttpResponse.error()));
    await authProvider().logout({});
    expectPersonForgotten();
    expectDeviceKept();
  });

  it('a 401 (session expired or revoked) forgets just the same', async () => {
    cashierWasHere();
    await rejection(authProvider().checkError({ status: 401 }));
    expectPersonForgotten();
    expectDeviceKept();
  });

  it("a new sign-in starts clean: no customer of a session that expired without logout", async () => {
    cashierWasHere();
    server.use(
      http.post(`${API}/login`, () => HttpResponse.json({ code: 1, message: 'Bienvenido', data: loginData() })),
    );
    await authProvider().login({ email: 'carla@colegio.edu.co', password: 'Secreta123' });
    expect(loadCustomer('cafeteria')).toBeNull();
    expect(localStorage.getItem(userKey('posStore'))).toBeNull();
    expect(localStorage.getItem('RaStore.admin/carnets.listParams')).toBeNull();
    expect(localStorage.getItem(STORAGE.token)).toBe('tok-new');
    expectDeviceKept();
  });

  it('turning the browser into a turn display forgets the staff member but keeps the display session', () => {
    cashierWasHere();
    storeDisplaySession(
      { ...loginData({ token: 'tok-display', permission: ['cafeteria', 'cafeteria.turns'] }), scope: 'display', expiresAt: '2026-12-23T05:00:00.000Z' },
      '/turns',
    );
    expect(loadCustomer('cafeteria')).toBeNull();
    expect(localStorage.getItem('RaStore.admin/carnets.listParams')).toBeNull();
    expect(localStorage.getItem(STORAGE.token)).toBe('tok-display');
    expect(localStorage.getItem(STORAGE.scope)).toBe('display');
    expect(localStorage.getItem(STORAGE.displayPath)).toBe('/turns');
    expectDeviceKept();
  });

  it("react-admin's logout reset (appStore.reset) keeps the language and tells subscribers the rest is gone", () => {
    cashierWasHere();
    const store = createAppStore();
    const heard = vi.fn();
    const unsubscribe = store.subscribe('admin/carnets.listParams', heard);
    store.reset();
    unsubscribe();
    expect(heard).toHaveBeenCalledWith(undefined);
    expect(store.getItem('admin/carnets.listParams')).toBeUndefined();
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(store.getItem('locale')).toBe('en');
    expect(appStore.getItem('locale')).toBe('en');
    expectDeviceKept();
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

describe('canAccess', () => {
  const ADMIN_RESOURCES = ['admin/users', 'admin/roles', 'admin/schools', 'admin/turns'];
  const ACTIONS = ['list', 'show', 'edit', 'create', 'delete'];
  const CASHIER = ['dashboard', ...subtreeKeys('cafeteria'), ...subtreeKeys('papeleria')];

  /** authProvider.canAccess with `keys` stored as the session's permissions. */
  async function providerCanAccess(keys: readonly string[], resource: string, action: string) {
    signIn(keys);
    const check = authProvider().canAccess;
    if (!check) throw new Error('authProvider.canAccess no está definido');
    return check({ resource, action });
  }

  it('the cashier keys include both store parents', () => {
    expect(CASHIER).toEqual(
      expect.arrayContaining(['cafeteria', 'cafeteria.pos', 'papeleria', 'papeleria.products']),
    );
  });

  it.each(ADMIN_RESOURCES.flatMap((resource) => ACTIONS.map((action) => [resource, action])))(
    'a cashier cannot reach %s (%s)',
    async (resource, action) => {
      expect(canAccess(CASHIER, resource, action)).toBe(false);
      expect(await providerCanAccess(CASHIER, resource, action)).toBe(false);
    },
  );

  it('a cashier cannot restore deleted users either', () => {
    expect(canAccess(CASHIER, 'admin/usersdel')).toBe(false);
  });

  it.each(ADMIN_RESOURCES.flatMap((resource) => ACTIONS.map((action) => [resource, action])))(
    'an admin with every key reaches %s (%s)',
    async (resource, action) => {
      expect(canAccess(ALL_PERMISSION_KEYS, resource, action)).toBe(true);
      expect(await providerCanAccess(ALL_PERMISSION_KEYS, resource, action)).toBe(true);
    },
  );

  it('an admin reaches the deleted users list', () => {
    expect(canAccess(ALL_PERMISSION_KEYS, 'admin/usersdel')).toBe(true);
  });

  it('a key without its ancestors is refused', async () => {
    expect(canAccess(['admin.users'], 'admin/users')).toBe(false);
    expect(canAccess(['admin.users'], 'admin/users', 'edit')).toBe(false);
    expect(await providerCanAccess(['admin.users'], 'admin/users', 'list')).toBe(false);
    expect(canAccess(['admin', 'admin.users'], 'admin/users', 'edit')).toBe(true);
  });

  it('a user manager may list roles and turns (readers) but not change them', async () => {
    const keys = ['admin', 'admin.users'];
    expect(canAccess(keys, 'admin/roles', 'list')).toBe(true);
    expect(await providerCanAccess(keys, 'admin/roles', 'list')).toBe(true);
    for (const action of ['edit', 'create', 'delete', 'show']) {
      expect(canAccess(keys, 'admin/roles', action)).toBe(false);
      expect(await providerCanAccess(keys, 'admin/roles', action)).toBe(false);
    }
    expect(canAccess(keys, 'admin/turns', 'list')).toBe(true);
    expect(canAccess(keys, 'admin/turns', 'edit')).toBe(false);
    expect(canAccess(keys, 'admin/schools', 'list')).toBe(false);
  });

  it('readers need their own ancestors too', () => {
    expect(canAccess(['admin.users'], 'admin/roles', 'list')).toBe(false);
  });

  it('the default action is list', () => {
    expect(canAccess(['admin', 'admin.users'], 'admin/roles')).toBe(true);
  });

  it('an unknown resource is refused even to an admin', () => {
    expect(canAccess(ALL_PERMISSION_KEYS, 'admin/unknown')).toBe(false);
  });
});
