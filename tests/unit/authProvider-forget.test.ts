/** Logout forgets everything kept in the browser for the signed-in person. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { appStore, createAppStore, LOGIN_PATH, storeDisplaySession, userKey } from '../../src/authProvider';
import { loadCustomer, saveCustomer } from '../../src/areas/orders/pos/customerStorage';
import type { CredentialLookup } from '../../src/domain/credentials';
import { STORAGE } from '../../src/domain/storageKeys';
import { API, server, setupMswServer } from './support/msw';
import { authProvider, loginData, rejection, signIn, STORAGE_KEYS } from './support/auth';

setupMswServer();

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
    const everything = Array.from({ length: localStorage.length }, (_, i) =>
      localStorage.getItem(localStorage.key(i) ?? ''),
    );
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

  it('a new sign-in starts clean: no customer of a session that expired without logout', async () => {
    cashierWasHere();
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({ code: 1, message: 'Bienvenido', data: loginData() }),
      ),
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
      {
        ...loginData({ token: 'tok-display', permission: ['cafeteria', 'cafeteria.turns'] }),
        scope: 'display',
        expiresAt: '2026-12-23T05:00:00.000Z',
      },
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
