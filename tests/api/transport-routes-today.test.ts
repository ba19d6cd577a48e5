/**
 * School routes' day (issue 15 item 3; src/domain/transport.ts): today's riders of a route in stop
 * order, a student's day, and the old client's report calls (schoolroutes/reports), read-only.
 * Both depend on the weekday: none rides on a weekend.
 */
import { describe, expect, it } from 'vitest';
import { byPinned } from '../clock';
import type { RouteRecord, RouteSummary } from '../../src/domain/transport';
import {
  NO_RIDES_WEEKEND,
  REPORT_READ_ONLY,
  type StudentDay,
  type TodayRoute,
  weekdayOf,
} from '../../src/domain/transportToday';
import { localDate } from '../../server/time';
import { EMILIANO, staffWith, unchanged } from './fixtures';
import {
  admin,
  anonymous,
  ids,
  openRoutesSchool,
  route,
  ROUTES,
  t,
} from './fixtures/transport-routes-school';

openRoutesSchool();

describe("today's riders", () => {
  it('lists the riders of the school day in stop order with their guardian, and answers a student’s day', async () => {
    const fecha = localDate(t.clock.now(), 'America/Bogota');
    const dia = weekdayOf(fecha);
    // Emiliano rides every day; Mariana only on a day that is not today.
    const other = dia === null || dia === 5 ? 1 : dia + 1;
    const created = await admin.post<RouteRecord>(
      '/api/schoolroutes/routes',
      route({
        nombreRuta: 'Ruta Hoy',
        alumnos: [{ id_user: ids.mariana, dias: [other] }, { id_user: ids.emiliano }],
      }),
    );
    expect(created.status, created.body.message).toBe(201);
    const reporter = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.reports'])).api;
    const res = await reporter.get<TodayRoute>(`/api/schoolroutes/routes/${created.body.data.id}/today`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ fecha, dia, ruta: { nombreRuta: 'Ruta Hoy' } });
    expect(dia).toBe(byPinned({ weekday: 2, 'saturday-night': null }));
    const day = await reporter.get<StudentDay>(`/api/schoolroutes/consultar-usuarios/${EMILIANO}`);
    if (dia === null) {
      expect(res.body.message).toBe(NO_RIDES_WEEKEND);
      expect(res.body.data.estudiantes).toEqual([]);
      expect(day.body.data.rutas).toEqual([]);
    } else {
      expect(res.body.data.estudiantes.map((r) => [r.parada, r.num_doc])).toEqual([[2, EMILIANO]]);
      expect(res.body.data.estudiantes[0]).toMatchObject({
        acudiente: expect.any(String),
        telefono_acudiente: expect.any(String),
      });
      expect(day.body.data.rutas).toEqual([
        expect.objectContaining({ nombreRuta: 'Ruta Hoy', parada: 2, conductor: 'Jorge Enrique Pabón' }),
      ]);
    }
    expect((await reporter.get('/api/schoolroutes/consultar-usuarios/000000')).status).toBe(404);
    expect((await reporter.get('/api/schoolroutes/routes/999999/today')).status).toBe(404);
    await admin.delete(`/api/schoolroutes/routes/${created.body.data.id}`);
  });
});

describe("the old client's report calls (schoolroutes/reports)", () => {
  it('list the routes, give a route’s riders of today by POST and by edit, and refuse an update or a delete, changing nothing', async () => {
    const created = await admin.post<RouteRecord>(
      '/api/schoolroutes/routes',
      route({ nombreRuta: 'Ruta Reporte', alumnos: [{ id_user: ids.emiliano }] }),
    );
    const id = created.body.data.id;
    const reporter = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.reports'])).api;
    const list = await reporter.get<RouteSummary[]>('/api/schoolroutes/reports');
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.data.find((r) => r.id === id)).toMatchObject({
      nombreRuta: 'Ruta Reporte',
      num_estudiantes: 1,
    });
    const form = await reporter.get<{ rutas: { id: number; nombreRuta: string }[] }>(
      '/api/schoolroutes/reports/create',
    );
    expect(form.status).toBe(200);
    expect(form.body.data.rutas).toContainEqual({
      id,
      nombreRuta: 'Ruta Reporte',
      id_jornada: 1,
      hora_inicio: '06:15',
    });

    const fecha = localDate(t.clock.now(), 'America/Bogota');
    const dia = weekdayOf(fecha);
    const byPost = await reporter.post<TodayRoute>('/api/schoolroutes/reports', { id_route: id });
    expect(byPost.status, byPost.body.message).toBe(200);
    expect(byPost.body.data).toMatchObject({ fecha, dia, ruta: { id, nombreRuta: 'Ruta Reporte' } });
    expect(byPost.body.data.estudiantes.map((e) => e.num_doc)).toEqual(dia === null ? [] : [EMILIANO]);
    const byEdit = await reporter.get<TodayRoute>(`/api/schoolroutes/reports/${id}/edit`);
    expect(byEdit.body.data).toEqual(byPost.body.data);

    const noRoute = await reporter.post('/api/schoolroutes/reports', {});
    expect(noRoute.status).toBe(400);
    expect(noRoute.body.errors).toEqual({ id_route: 'Seleccione la ruta' });
    expect((await reporter.post('/api/schoolroutes/reports', { id_route: 999_999 })).body.message).toBe(
      'La ruta no existe',
    );
    for (const call of [
      () => reporter.put(`/api/schoolroutes/reports/${id}`, { id_route: id }),
      () => reporter.delete(`/api/schoolroutes/reports/${id}`),
    ]) {
      const refused = await unchanged(t, call, ROUTES);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(REPORT_READ_ONLY);
    }
    // The report's key alone: no route is written with it.
    expect((await reporter.get(`/api/schoolroutes/routes/${id}/edit`)).status).toBe(403);
    const drivers = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.drivers'])).api;
    expect((await drivers.get('/api/schoolroutes/reports')).status).toBe(403);
    expect((await anonymous.post('/api/schoolroutes/reports', { id_route: id })).status).toBe(401);
    await admin.delete(`/api/schoolroutes/routes/${id}`);
  });
});
