import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { HttpError } from 'react-admin';
import type { Identifier } from 'react-admin';
import {
  createHttpClient,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../src/dataProvider/http';
import { createDataProvider } from '../../src/dataProvider';
import type { AppDataProvider } from '../../src/dataProvider';
import { GENERIC_ERROR_MESSAGE } from '../../src/domain/envelope';
import type { Envelope } from '../../src/domain/envelope';
import { API, lastRequest, server, setupMswServer } from './support/msw';
import type { RecordedRequest } from './support/msw';

setupMswServer();

const ok = <T>(data: T, extra: Partial<Envelope<T>> = {}): Envelope<T> => ({
  code: 1,
  message: 'OK',
  data,
  ...extra,
});

/** Answers every call under /api with `envelope` (status 200 unless told). */
function answerAll(envelope: JsonBodyType, status = 200) {
  server.use(http.all(`${API}/*`, () => HttpResponse.json(envelope, { status })));
}

const provider = (): AppDataProvider => createDataProvider(createHttpClient({ baseUrl: API }));

/** The error a promise rejects with, failing the test when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('La promesa debía ser rechazada');
}

type Expected = Pick<RecordedRequest, 'method' | 'path' | 'query'> & { body?: unknown };

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
      'lockStudents',
      (dp) => dp.lockStudents({ q: 'rojas', page: 2, perPage: 12 }),
      { method: 'POST', path: '/api/lock/students', query: {}, body: { q: 'rojas', page: 2, perPage: 12 } },
    ],
    [
      'lockRecord',
      (dp) => dp.lockRecord(' 1098765432 '),
      { method: 'GET', path: '/api/academic/validatecredential/1098765432', query: {} },
    ],
    [
      'lockedProducts',
      (dp) => dp.lockedProducts(7),
      { method: 'GET', path: '/api/cafeteria/locked/products/7', query: {} },
    ],
    [
      'saveLocks',
      (dp) => dp.saveLocks({ id_user: 7, products: '[3,5]', saldo: 5000 }),
      {
        method: 'POST',
        path: '/api/academic/productsblock',
        query: {},
        body: { id_user: 7, products: '[3,5]', saldo: 5000 },
      },
    ],
    [
      'lockCatalog',
      (dp) => dp.lockCatalog('papeleria'),
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

describe('dataProvider: results', () => {
  it('getList returns data and the envelope total', async () => {
    const rows = [
      { id: 1, name: 'Ana' },
      { id: 2, name: 'Beto' },
    ];
    answerAll(ok(rows, { total: 42 }));
    const result = await provider().getList('admin/users', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: rows, total: 42 });
  });

  it('getList falls back to the number of rows when total is absent', async () => {
    answerAll(ok([{ id: 1 }, { id: 2 }, { id: 3 }]));
    const result = await provider().getList('admin/roles', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(3);
  });

  it('getList pages without a total when the list matched more rows than the server counts', async () => {
    answerAll(ok([{ id: 26 }, { id: 27 }], { totalAtLeast: 10_000, hasNextPage: true }));
    const result = await provider().getList('inventory/reports', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(result).toEqual({
      data: [{ id: 26 }, { id: 27 }],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
    });
    answerAll(ok([{ id: 1 }], { totalAtLeast: 10_000, hasNextPage: false }));
    const first = await provider().getList('inventory/reports', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(first.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
    expect(first.total).toBeUndefined();
  });

  it('report returns the rows and whether they are only the first of more', async () => {
    answerAll(ok([{ id: 1 }], { truncated: true }));
    expect(
      await provider().report('admin/reporteES', { fechaIniES: '2026-11-02', fechafinES: '2026-11-20' }),
    ).toEqual({ data: [{ id: 1 }], truncated: true });
    expect(await lastRequest()).toMatchObject({ method: 'POST', path: '/api/admin/reporteES' });
    answerAll(ok([{ id: 2 }]));
    expect(await provider().report('admin/reporteES', {})).toEqual({ data: [{ id: 2 }], truncated: false });
  });

  it("reportExcel posts the search with the sheet and titles to the report's /excel and returns the file; a refusal is the server's message", async () => {
    server.use(
      http.post(
        `${API}/*`,
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          }),
      ),
    );
    const excel = { sheet: 'Entradas y salidas', titles: ['Fecha'] };
    const file = await provider().reportExcel(
      'admin/reporteES',
      { fechaIniES: '2026-11-02', fechafinES: '2026-11-20' },
      excel,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(await lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/admin/reporteES/excel',
      body: { fechaIniES: '2026-11-02', fechafinES: '2026-11-20', excel },
    });
    answerAll({ code: 0, message: 'No Existe Usuario', data: null, reason: 'not_found' }, 404);
    const refused = await rejection(provider().reportExcel('admin/reporteES', {}, excel));
    expect(refused.message).toBe('No Existe Usuario');
    expect(refused.status).toBe(404);
  });

  it('getManyReference returns data and total', async () => {
    answerAll(ok([{ id: 5 }], { total: 11 }));
    const result = await provider().getManyReference('admin/users', {
      target: 'id_rol',
      id: 2,
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 5 }], total: 11 });
  });

  it('getOne, create and update return the record the server answered', async () => {
    const record = { id: 3, name: 'Colegio Central' };
    answerAll(ok(record));
    const dp = provider();
    expect(await dp.getOne('admin/schools', { id: 3 })).toEqual({ data: record });
    expect(await dp.create('admin/schools', { data: { name: 'Colegio Central' } })).toEqual({ data: record });
    expect(
      await dp.update('admin/schools', { id: 3, data: { name: 'Colegio Central' }, previousData: { id: 3 } }),
    ).toEqual({
      data: record,
    });
  });

  it('delete returns previousData (or just the id without it)', async () => {
    answerAll(ok(null, { message: 'Registro eliminado' }));
    const dp = provider();
    const previousData = { id: 4, name: 'Tarde' };
    expect(await dp.delete('admin/turns', { id: 4, previousData })).toEqual({ data: previousData });
    expect(await dp.delete('admin/turns', { id: 5 })).toEqual({ data: { id: 5 } });
  });

  it('updateMany and deleteMany call once per id and return the ids', async () => {
    answerAll(ok(null));
    const dp = provider();
    const ids: Identifier[] = [1, 2];
    expect(await dp.updateMany('admin/users', { ids, data: { turno: 2 } })).toEqual({ data: ids });
    expect(await dp.deleteMany('admin/users', { ids })).toEqual({ data: ids });
  });

  it('remove and restoreUser return the server message', async () => {
    answerAll(ok(null, { message: 'El usuario tiene historial y fue desactivado' }));
    const dp = provider();
    expect(await dp.remove('admin/users', 8)).toBe('El usuario tiene historial y fue desactivado');
    expect(await dp.restoreUser(8)).toBe('El usuario tiene historial y fue desactivado');
  });

  it('resetPassword returns the new password and the message', async () => {
    answerAll(ok({ password: 'Xy12345678' }, { message: 'Contraseña restablecida' }));
    expect(await provider().resetPassword(8)).toEqual({
      password: 'Xy12345678',
      message: 'Contraseña restablecida',
    });
  });

  it('profile, updateProfile, dashboard and formSchema unwrap data', async () => {
    const profile = { id: 1, name: 'Ana', email: 'ana@colegio.edu.co' };
    const dp = provider();
    answerAll(ok(profile, { message: 'Perfil actualizado' }));
    expect(await dp.profile()).toEqual(profile);
    expect(await dp.updateProfile({ name: 'Ana', email: 'ana@colegio.edu.co' })).toEqual({
      profile,
      message: 'Perfil actualizado',
    });
    const dashboard = { tiles: [{ key: 'users', label: 'Usuarios', value: 3 }], sales: [] };
    answerAll(ok(dashboard));
    expect(await dp.dashboard()).toEqual(dashboard);
    const fields = [{ source: 'name', type: 'text', label: 'Nombre', required: true }];
    answerAll(ok({ fields }));
    expect(await dp.formSchema('admin/schools')).toEqual(fields);
  });
});

describe('dataProvider: envelope and errors', () => {
  const listParams = {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' as const },
    filter: {},
  };

  it('code 0 with HTTP 409 rejects with the server message, status 409 and body.errors', async () => {
    const envelope = {
      code: 0,
      message: 'El email ya se encuentra registrado',
      data: null,
      reason: 'duplicate',
      errors: { email: 'El email ya se encuentra registrado' },
    };
    answerAll(envelope, 409);
    const error = await rejection(
      provider().create('admin/users', { data: { email: 'ana@colegio.edu.co' } }),
    );
    expect(error.message).toBe('El email ya se encuentra registrado');
    expect(error.status).toBe(409);
    expect(error.body).toEqual(envelope);
    expect((error.body as Envelope).errors).toEqual({ email: 'El email ya se encuentra registrado' });
  });

  it('code 0 with HTTP 200 rejects too', async () => {
    answerAll({ code: 0, message: 'No se puede eliminar el rol', data: null });
    const error = await rejection(provider().delete('admin/roles', { id: 1 }));
    expect(error.message).toBe('No se puede eliminar el rol');
    expect(error.status).toBeGreaterThanOrEqual(400);
  });

  it('code 0 with an empty message falls back to the generic message', async () => {
    answerAll({ code: 0, message: '', data: null }, 422);
    const error = await rejection(provider().getOne('admin/roles', { id: 1 }));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.status).toBe(422);
  });

  it('HTTP 401 with an envelope rejects with status 401 and the server message', async () => {
    answerAll({ code: 0, message: 'Token inválido', data: null, reason: 'unauthenticated' }, 401);
    const error = await rejection(provider().getList('admin/users', listParams));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Token inválido');
  });

  it('HTTP 401 without an envelope rejects with status 401 and the session message', async () => {
    server.use(http.all(`${API}/*`, () => new HttpResponse('Unauthorized', { status: 401 })));
    const error = await rejection(provider().getList('admin/users', listParams));
    expect(error.status).toBe(401);
    expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it.each([
    ['HTML 502', () => HttpResponse.html('<html><body>Bad Gateway</body></html>', { status: 502 }), 502],
    ['empty 500', () => new HttpResponse(null, { status: 500 }), 500],
    [
      'JSON that is not an envelope (404)',
      () => HttpResponse.json({ error: 'Not Found' }, { status: 404 }),
      404,
    ],
  ])('a %s rejects with the generic Spanish message', async (_name, resolver, status) => {
    server.use(http.all(`${API}/*`, resolver));
    const error = await rejection(provider().getList('admin/users', listParams));
    expect(error.message).toBe('Ocurrio un error procesando la peticion.');
    expect(error.status).toBe(status);
  });

  it('a 2xx answer that is not an envelope rejects too', async () => {
    server.use(http.all(`${API}/*`, () => HttpResponse.text('ok')));
    const error = await rejection(provider().dashboard());
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('reads a refusal in the interface language: the localizer gets the message and the reason', async () => {
    const english = createDataProvider(
      createHttpClient({
        baseUrl: API,
        localize: ({ message, reason }) => (reason ? `en:${reason}` : `en:${message}`),
      }),
    );
    answerAll({ code: 0, message: 'Saldo insuficiente', data: null, reason: 'insufficient_funds' }, 409);
    const refused = await rejection(english.getOne('admin/roles', { id: 1 }));
    expect(refused.message).toBe('en:insufficient_funds');
    expect((refused.body as Envelope).message).toBe('Saldo insuficiente');
    server.use(http.all(`${API}/*`, () => HttpResponse.error()));
    expect((await rejection(english.getOne('admin/roles', { id: 1 }))).message).toBe('en:network');
    server.use(http.all(`${API}/*`, () => new HttpResponse(null, { status: 500 })));
    expect((await rejection(english.getOne('admin/roles', { id: 1 }))).message).toBe('en:server_error');
  });

  it('a network failure rejects with the connection message and status 0', async () => {
    server.use(http.all(`${API}/*`, () => HttpResponse.error()));
    const error = await rejection(provider().getList('admin/users', listParams));
    expect(error.message).toBe('No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.status).toBe(0);
  });
});

describe('dataProvider: images', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
  const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;

  it('update sends a new image file as a base64 data URL', async () => {
    answerAll(ok({ id: 1 }));
    const rawFile = new File([PNG], 'a.png', { type: 'image/png' });
    await provider().update('admin/users', {
      id: 1,
      data: { name: 'Ana', image: { rawFile, src: 'blob:http://localhost/1', title: 'a.png' } },
      previousData: { id: 1 },
    });
    const sent = await lastRequest();
    expect(sent.body).toEqual({ name: 'Ana', image: PNG_DATA_URL });
  });

  it('create sends a new image file as a base64 data URL', async () => {
    answerAll(ok({ id: 1 }));
    await provider().create('admin/users', {
      data: { name: 'Ana', image: { rawFile: new File([PNG], 'a.png', { type: 'image/png' }) } },
    });
    expect((await lastRequest()).body).toEqual({ name: 'Ana', image: PNG_DATA_URL });
  });

  it('an unchanged image value is not sent', async () => {
    answerAll(ok({ id: 1 }));
    await provider().update('admin/users', {
      id: 1,
      data: { name: 'Ana', image: { src: '/images/x.png' } },
      previousData: { id: 1 },
    });
    const sent = await lastRequest();
    expect(sent.body).toEqual({ name: 'Ana' });
    expect(sent.body).not.toHaveProperty('image');
  });

  it('null and plain values pass through untouched', async () => {
    answerAll(ok({ id: 1 }));
    await provider().update('admin/users', {
      id: 1,
      data: { image: null, tags: ['a'], turno: 2 },
      previousData: { id: 1 },
    });
    expect((await lastRequest()).body).toEqual({ image: null, tags: ['a'], turno: 2 });
  });
});

describe('dataProvider: the lock screens', () => {
  const record = {
    id: 1,
    id_user_primary: 7,
    name: 'Ana',
    num_doc: '1',
    code: 'CRN',
    url: null,
    saldo: 15000,
    lockSaldo: 5000,
    countproducts: 1,
  };
  const product = {
    id: 3,
    name: 'Gaseosa',
    price: 2800,
    url: null,
    store: 1,
    id_category: 1,
    id_subcategory: null,
  };

  it('lockStudents returns the page and the envelope total', async () => {
    answerAll(ok([record], { total: 40 }));
    expect(await provider().lockStudents({ page: 1, perPage: 12 })).toEqual({ data: [record], total: 40 });
  });

  it('saveLocks returns the record, the products and the message', async () => {
    answerAll(ok({ record, products: [product] }, { message: 'Restricciones guardadas' }));
    expect(await provider().saveLocks({ id_user: 7, products: [3], saldo: 5000 })).toEqual({
      record,
      products: [product],
      message: 'Restricciones guardadas',
    });
  });

  it("a refused save rejects with the server's Spanish message and field errors", async () => {
    const refusal = {
      code: 0,
      message: 'El menor monto a bloquear es $1.000',
      data: null,
      reason: 'validation',
      errors: { saldo: 'El menor monto a bloquear es $1.000' },
    };
    answerAll(refusal, 400);
    const error = await rejection(provider().saveLocks({ id_user: 7, products: [], saldo: 999 }));
    expect(error.message).toBe('El menor monto a bloquear es $1.000');
    expect(error.status).toBe(400);
    expect(error.body).toEqual(refusal);
  });

  it('lockedProducts and lockRecord unwrap the data', async () => {
    answerAll(ok([product]));
    expect(await provider().lockedProducts(7)).toEqual([product]);
    answerAll(ok(record));
    expect(await provider().lockRecord('CRNX')).toEqual(record);
  });
});
