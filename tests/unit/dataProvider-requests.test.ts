/** The data provider's requests: the URL, query and body every method sends. */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../src/dataProvider/http';
import { createDataProvider } from '../../src/dataProvider';
import type { AppDataProvider } from '../../src/dataProvider';
import { lastRequest, server, setupMswServer } from './support/msw';
import { answerAll, type Expected, ok, provider } from './support/dataProvider';

setupMswServer();

describe('dataProvider: URL, query and body of every method', () => {
  const cases: Array<[string, (dp: AppDataProvider) => Promise<unknown>, Expected]> = [
    [
      'getList with pagination, sort, q and filter',
      (dp) =>
        dp.getList('admin/users', {
          pagination: { page: 2, perPage: 10 },
          sort: { field: 'name', order: 'ASC' },
          filter: { q: 'ana', id_rol: 3 },
        }),
      {
        method: 'GET',
        path: '/api/admin/users',
        query: { page: '2', perPage: '10', sort: 'name', order: 'ASC', q: 'ana', filter: '{"id_rol":3}' },
      },
    ],
    [
      'getList with only q sends no filter param',
      (dp) =>
        dp.getList('admin/roles', {
          pagination: { page: 1, perPage: 5 },
          sort: { field: 'id', order: 'DESC' },
          filter: { q: 'caj' },
        }),
      {
        method: 'GET',
        path: '/api/admin/roles',
        query: { page: '1', perPage: '5', sort: 'id', order: 'DESC', q: 'caj' },
      },
    ],
    [
      'getList with an empty filter sends neither q nor filter',
      (dp) =>
        dp.getList('admin/schools', {
          pagination: { page: 1, perPage: 15 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        }),
      {
        method: 'GET',
        path: '/api/admin/schools',
        query: { page: '1', perPage: '15', sort: 'name', order: 'ASC' },
      },
    ],
    [
      'getOne uses /edit',
      (dp) => dp.getOne('admin/users', { id: 7 }),
      { method: 'GET', path: '/api/admin/users/7/edit', query: {} },
    ],
    [
      'getMany filters by ids',
      (dp) => dp.getMany('admin/roles', { ids: [1, 2] }),
      { method: 'GET', path: '/api/admin/roles', query: { filter: '{"id":[1,2]}', perPage: '2' } },
    ],
    [
      'getManyReference merges the target into the filter',
      (dp) =>
        dp.getManyReference('admin/turns', {
          target: 'id_school',
          id: 4,
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'h_start', order: 'ASC' },
          filter: { name: 'Mañana' },
        }),
      {
        method: 'GET',
        path: '/api/admin/turns',
        query: {
          page: '1',
          perPage: '10',
          sort: 'h_start',
          order: 'ASC',
          filter: '{"name":"Mañana","id_school":4}',
        },
      },
    ],
    [
      'create POSTs the JSON body',
      (dp) => dp.create('admin/schools', { data: { name: 'Colegio Central', nit: '900' } }),
      {
        method: 'POST',
        path: '/api/admin/schools',
        query: {},
        body: { name: 'Colegio Central', nit: '900' },
      },
    ],
    [
      'update PUTs the JSON body to /{id}',
      (dp) =>
        dp.update('admin/schools', {
          id: 3,
          data: { name: 'Nuevo' },
          previousData: { id: 3, name: 'Viejo' },
        }),
      { method: 'PUT', path: '/api/admin/schools/3', query: {}, body: { name: 'Nuevo' } },
    ],
    [
      'delete sends DELETE /{id}',
      (dp) => dp.delete('admin/turns', { id: 9 }),
      { method: 'DELETE', path: '/api/admin/turns/9', query: {} },
    ],
    [
      'resetPassword',
      (dp) => dp.resetPassword(12),
      { method: 'GET', path: '/api/admin/reset-pass/12', query: {} },
    ],
    ['restoreUser', (dp) => dp.restoreUser(12), { method: 'PUT', path: '/api/admin/usersdel/12', query: {} }],
    [
      'remove',
      (dp) => dp.remove('admin/users', 12),
      { method: 'DELETE', path: '/api/admin/users/12', query: {} },
    ],
    ['profile', (dp) => dp.profile(), { method: 'POST', path: '/api/profile', query: {} }],
    [
      'updateProfile',
      (dp) => dp.updateProfile({ name: 'Ana', email: 'ana@colegio.edu.co' }),
      {
        method: 'PUT',
        path: '/api/profile/update',
        query: {},
        body: { name: 'Ana', email: 'ana@colegio.edu.co' },
      },
    ],
    ['dashboard', (dp) => dp.dashboard(), { method: 'GET', path: '/api/dashboard', query: {} }],
    [
      'restrictionGrid',
      (dp) => dp.restrictionGrid({ q: 'rojas', page: 2, perPage: 12 }),
      { method: 'POST', path: '/api/lock/students', query: {}, body: { q: 'rojas', page: 2, perPage: 12 } },
    ],
    [
      'restrictionRecord',
      (dp) => dp.restrictionRecord(' 1098765432 '),
      { method: 'GET', path: '/api/academic/validatecredential/1098765432', query: {} },
    ],
    [
      'restrictedProducts',
      (dp) => dp.restrictedProducts(7),
      { method: 'GET', path: '/api/cafeteria/locked/products/7', query: {} },
    ],
    [
      'saveRestrictions',
      (dp) => dp.saveRestrictions({ id_user: 7, products: '[3,5]', saldo: 5000 }),
      {
        method: 'POST',
        path: '/api/academic/productsblock',
        query: {},
        body: { id_user: 7, products: '[3,5]', saldo: 5000 },
      },
    ],
    [
      'restrictionCatalog',
      (dp) => dp.restrictionCatalog('papeleria'),
      { method: 'GET', path: '/api/academic/locks/catalog', query: { store: 'papeleria' } },
    ],
    [
      'formSchema',
      (dp) => dp.formSchema('admin/users'),
      { method: 'GET', path: '/api/admin/users/create', query: {} },
    ],
  ];

  it.each(cases)('%s', async (_name, call, expected) => {
    localStorage.setItem('tokenAdmin', 'tok-123');
    answerAll(ok({ id: 1, password: 'Nueva123', fields: [], tiles: [], sales: [] }, { total: 1 }));
    await call(provider());
    const sent = await lastRequest();
    expect({ method: sent.method, path: sent.path, query: sent.query }).toEqual({
      method: expected.method,
      path: expected.path,
      query: expected.query,
    });
    expect(sent.authorization).toBe('Bearer tok-123');
    expect(sent.body).toEqual(expected.body);
    expect(sent.contentType).toBe(expected.body === undefined ? null : 'application/json');
  });

  it('sends no Authorization header without a token', async () => {
    answerAll(ok([], { total: 0 }));
    await provider().getList('admin/users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect((await lastRequest()).authorization).toBeNull();
  });

  it('encodes ids in the path', async () => {
    answerAll(ok({ id: 'a/b' }));
    await provider().getOne('admin/users', { id: 'a/b' });
    expect((await lastRequest()).path).toBe('/api/admin/users/a%2Fb/edit');
  });

  it('resolves a relative baseUrl against the page location', async () => {
    // Vitest's jsdom page lives at http://localhost:3000/, so '/api' goes to that origin.
    server.use(
      http.all(`${window.location.origin}/api/*`, () => HttpResponse.json(ok({ tiles: [], sales: [] }))),
    );
    await createDataProvider(createHttpClient({ baseUrl: '/api/' })).dashboard();
    expect((await lastRequest()).path).toBe('/api/dashboard');
  });
});
