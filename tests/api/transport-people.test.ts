/**
 * School transport's people (issue 15 item 1): drivers, monitors and messengers on the generic
 * CRUD under `schoolroutes/…`, each behind its own key. Refusals name the field and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, messengers, monitors, news } from '../../server/db/schema';
import { type Api, editRecord, schoolWithStaff, staffWith, type TestApp, unchanged } from './fixtures';

type Person = {
  id: number;
  name: string;
  num_doc: string;
  cellphone: string;
  licencia_categoria?: string;
  licencia_vence?: string;
};

const PEOPLE = { drivers, monitors, messengers };

let t: TestApp;
let admin: Api;
let anonymous: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    anonymous,
  } = await schoolWithStaff({ staff: ['admin'] }));
});
afterAll(() => t?.close());

const newDriver = (over: Record<string, unknown> = {}) => ({
  type_doc: 1,
  num_doc: '91234567',
  name: 'Rodrigo Ibáñez Caro',
  cellphone: '3001234567',
  licencia_categoria: 'C2',
  licencia_vence: '2027-06-30',
  ...over,
});

describe('drivers', () => {
  it('are created, listed, read, updated and deleted', async () => {
    const created = await admin.post<Person>('/api/schoolroutes/drivers', newDriver());
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data.id;
    const list = await admin.get<Person[]>('/api/schoolroutes/drivers?q=Ibáñez');
    expect(list.body.data.map((d) => d.id)).toEqual([id]);
    expect((await admin.get<Person>(`/api/schoolroutes/drivers/${id}/edit`)).body.data).toMatchObject({
      licencia_categoria: 'C2',
      licencia_vence: '2027-06-30',
    });
    const updated = await editRecord<Person>(admin, '/api/schoolroutes/drivers', id, {
      licencia_vence: '2028-01-15',
    });
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.data.licencia_vence).toBe('2028-01-15');
    expect((await admin.delete(`/api/schoolroutes/drivers/${id}`)).status).toBe(200);
  });

  it('refuse a missing licence, an unknown category, a bad date and a repeated document, naming the field', async () => {
    // Another name than the first test's driver, whom that test finds by name.
    const driver = (over: Record<string, unknown> = {}) => newDriver({ name: 'Hernán Pinto Rueda', ...over });
    await admin.post('/api/schoolroutes/drivers', driver({ num_doc: '91000001' }));
    const cases: [Record<string, unknown>, string, number][] = [
      [driver({ num_doc: '91000002', licencia_vence: undefined }), 'licencia_vence', 400],
      [driver({ num_doc: '91000003', licencia_categoria: 'Z9' }), 'licencia_categoria', 400],
      [driver({ num_doc: '91000004', licencia_vence: '30/06/2027' }), 'licencia_vence', 400],
      [driver({ num_doc: '91000005', cellphone: '' }), 'cellphone', 400],
      [driver({ num_doc: '91000001' }), 'num_doc', 409],
    ];
    for (const [body, field, status] of cases) {
      const res = await unchanged(t, () => admin.post('/api/schoolroutes/drivers', body), PEOPLE);
      expect(res.status, field).toBe(status);
      expect(Object.keys(res.body.errors ?? {}), field).toEqual([field]);
    }
    const repeated = await admin.post('/api/schoolroutes/drivers', driver({ num_doc: '91000001' }));
    expect(repeated.body.errors?.num_doc).toBe('El numero de documento ya se encuentra registrado');
  });
});

describe('monitors and messengers', () => {
  it('are plain people with document, name and phones', async () => {
    for (const path of ['monitors', 'messenger']) {
      const created = await admin.post<Person>(`/api/schoolroutes/${path}`, {
        type_doc: 1,
        num_doc: `8${path.length}123456`,
        name: 'Luz Marina Ortiz',
        cellphone: '3157654321',
      });
      expect(created.status, `${path}: ${created.body.message}`).toBe(201);
      const form = await admin.get<{ fields: { source: string }[] }>(`/api/schoolroutes/${path}/create`);
      expect(form.body.data.fields.map((f) => f.source)).toEqual(
        path === 'monitors'
          ? ['type_doc', 'num_doc', 'name', 'cellphone', 'phone', 'email']
          : ['type_doc', 'num_doc', 'name', 'cellphone', 'phone'],
      );
    }
  });
});

describe('who may', () => {
  it('each list needs its own key and a session; the routes manager reads drivers and monitors', async () => {
    const coordinator = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.drivers'])).api;
    const routes = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.routes'])).api;
    expect((await coordinator.get('/api/schoolroutes/drivers')).status).toBe(200);
    expect((await coordinator.get('/api/schoolroutes/monitors')).status).toBe(403);
    expect(
      (await unchanged(t, () => coordinator.post('/api/schoolroutes/messenger', { name: 'x' }), PEOPLE))
        .status,
    ).toBe(403);
    expect((await routes.get('/api/schoolroutes/drivers')).status).toBe(200);
    expect((await routes.get('/api/schoolroutes/monitors')).status).toBe(200);
    expect(
      (
        await unchanged(
          t,
          () => routes.post('/api/schoolroutes/drivers', newDriver({ num_doc: '91999999' })),
          PEOPLE,
        )
      ).status,
    ).toBe(403);
    expect((await anonymous.get('/api/schoolroutes/drivers')).status).toBe(401);
  });
});

describe('news', () => {
  it('are a day, an optional route and a text; the news key reads the routes to pick one', async () => {
    const reporter = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.news'])).api;
    const [driver] = await t.db.select().from(drivers).limit(1);
    const [monitor] = await t.db.select().from(monitors).limit(1);
    const route = await admin.post<{ id: number }>('/api/schoolroutes/routes', {
      nombreRuta: 'Ruta Sur',
      hora_inicio: '06:00',
      idConductor: driver.id,
      idMonitor: monitor.id,
    });
    expect(route.status, route.body.message).toBe(201);
    expect(
      (await reporter.get<{ id: number; name: string }[]>('/api/schoolroutes/routes')).body.data.map(
        (r) => r.name,
      ),
    ).toContain('Ruta Sur');
    const created = await reporter.post<{ id: number; id_route: number }>('/api/schoolroutes/news', {
      fecha: '2026-11-20',
      id_route: route.body.data.id,
      texto: 'Pinchazo en la avenida; llegó 20 minutos tarde',
    });
    expect(created.status, created.body.message).toBe(201);
    const missing = await unchanged(
      t,
      () => reporter.post('/api/schoolroutes/news', { fecha: '2026-11-20' }),
      { news },
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['texto']);
    // Deleting the route keeps its news, without the route.
    expect((await admin.delete(`/api/schoolroutes/routes/${route.body.data.id}`)).status).toBe(200);
    expect(
      (await reporter.get<{ id_route: number | null }>(`/api/schoolroutes/news/${created.body.data.id}/edit`))
        .body.data.id_route,
    ).toBeNull();
  });
});
