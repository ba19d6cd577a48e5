/** The data provider's results: what every method answers from the server's envelope. */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Identifier } from 'react-admin';
import { API, lastRequest, server, setupMswServer } from './support/msw';
import { answerAll, ok, provider, rejection } from './support/dataProvider';

setupMswServer();

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
