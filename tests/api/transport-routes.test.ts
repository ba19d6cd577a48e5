/**
 * School routes (issue 15 item 3; src/domain/transport.ts): a route with its riders in stop order
 * and their weekdays, its runs' times (issue 53), the seats and one-route-per-shift-and-day rules,
 * the spec's messages, who may, and nothing written on a refusal. The lookups and the assignment are in
 * transport-routes-assignment.test.ts, today's riders and the report in transport-routes-today.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_USER } from '../../src/domain/credentials';
import {
  BAD_DURATION,
  BAD_RETURN_TIME,
  BAD_START_TIME,
  BAD_WEEKDAYS,
  EMPTY_FIELDS,
  NO_VEHICLE,
  STUDENT_ALREADY_IN_ROUTE,
  type RouteRecord,
  type RouteSummary,
} from '../../src/domain/transport';
import { routeStudents } from '../../server/db/schema';
import { EMILIANO, ISABELLA, staffWith, unchanged } from './fixtures';
import {
  admin,
  anonymous,
  ids,
  openRoutesSchool,
  route,
  ROUTES,
  smallBus,
  t,
} from './fixtures/transport-routes-school';

openRoutesSchool();

describe('a route', () => {
  it('is created with its riders in order, read back with the names and homes, replaced and deleted', async () => {
    const created = await admin.post<RouteRecord>('/api/schoolroutes/routes', route());
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.message).toBe('Ruta creada correctamente');
    const r = created.body.data;
    expect(r).toMatchObject({
      nombreRuta: 'Ruta Cabecera',
      hora_inicio: '06:15',
      conductor: 'Jorge Enrique Pabón',
      doc_monitor: '63450001',
      placa: null,
      id_jornada: 1,
    });
    expect(r.alumnos.map((a) => [a.id_user, a.dias])).toEqual([
      [ids.emiliano, [1, 2, 3, 4, 5]],
      [ids.isabella, [1, 3, 5]],
    ]);
    // Spec part 2 §3: the riders (alumnos) without homes; the read-only estudiantes with name, document and home.
    expect(Object.keys(r.alumnos[0]).sort()).toEqual(['course', 'dias', 'id_user', 'img', 'name', 'num_doc']);
    expect(r.alumnos[0]).toMatchObject({ num_doc: EMILIANO, course: expect.any(String) });
    expect(r.estudiantes).toEqual([
      {
        id_user: ids.emiliano,
        name: 'Emiliano Moreno Silva',
        num_doc: EMILIANO,
        latitud: expect.any(Number),
        longitud: expect.any(Number),
      },
      {
        id_user: ids.isabella,
        name: expect.any(String),
        num_doc: ISABELLA,
        latitud: expect.any(Number),
        longitud: expect.any(Number),
      },
    ]);
    const edit = await admin.get<RouteRecord>(`/api/schoolroutes/routes/${r.id}/edit`);
    expect(edit.body.data.estudiantes).toEqual(r.estudiantes);

    const list = await admin.get<RouteSummary[]>('/api/schoolroutes/routes');
    expect(list.body.data.find((s) => s.id === r.id)).toMatchObject({
      num_estudiantes: 2,
      conductor: 'Jorge Enrique Pabón',
    });
    expect(list.body.data.find((s) => s.id === r.id)).not.toHaveProperty('estudiantes');
    // The form's offer (GET schoolroutes/routes/create).
    const form = await admin.get<{ jornadas: unknown[]; dias: unknown[] }>('/api/schoolroutes/routes/create');
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({
      jornadas: [{ id: 1 }, { id: 2 }],
      dias: expect.arrayContaining([{ id: 1, name: 'Lunes', short: 'L' }]),
    });

    // Reordered, a day switched off, a student added: the whole list is replaced.
    const updated = await admin.put<RouteRecord>(
      `/api/schoolroutes/routes/${r.id}`,
      route({
        alumnos: [
          { id_user: ids.isabella, dias: [1, 3] },
          { id_user: ids.emiliano },
          { id_user: ids.mariana },
        ],
      }),
    );
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.data.alumnos.map((a) => a.id_user)).toEqual([
      ids.isabella,
      ids.emiliano,
      ids.mariana,
    ]);
    expect(updated.body.data.alumnos[0].dias).toEqual([1, 3]);
    const reread = (await admin.get<RouteRecord>(`/api/schoolroutes/routes/${r.id}/edit`)).body.data;
    expect(reread.alumnos).toHaveLength(3);
    expect(reread.estudiantes.map((e) => e.id_user)).toEqual([ids.isabella, ids.emiliano, ids.mariana]);

    expect((await admin.delete(`/api/schoolroutes/routes/${r.id}`)).status).toBe(200);
    expect(await t.db.select().from(routeStudents).where(eq(routeStudents.id_route, r.id))).toEqual([]);
    expect((await admin.get(`/api/schoolroutes/routes/${r.id}/edit`)).status).toBe(404);
  });

  it("refuses empty required fields with 'Tienes Campos Vacios', a bad time, bad weekdays and a student twice, writing nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [route({ nombreRuta: '' }), 'nombreRuta', EMPTY_FIELDS],
      [route({ hora_inicio: undefined }), 'hora_inicio', EMPTY_FIELDS],
      [route({ idConductor: undefined }), 'idConductor', EMPTY_FIELDS],
      [route({ idMonitor: null }), 'idMonitor', EMPTY_FIELDS],
      [route({ hora_inicio: '25:00' }), 'hora_inicio', BAD_START_TIME],
      [route({ alumnos: [{ id_user: ids.emiliano, dias: [1, 6] }] }), 'alumnos', BAD_WEEKDAYS],
      [route({ alumnos: [{ id_user: ids.emiliano, dias: [2, 2] }] }), 'alumnos', BAD_WEEKDAYS],
      [
        route({ alumnos: [{ id_user: ids.emiliano }, { id_user: ids.emiliano }] }),
        'alumnos',
        STUDENT_ALREADY_IN_ROUTE,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await unchanged(t, () => admin.post('/api/schoolroutes/routes', body), ROUTES);
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], field).toBe(message);
    }
    const ghost = await unchanged(
      t,
      () => admin.post('/api/schoolroutes/routes', route({ idVehiculo: 999_999 })),
      ROUTES,
    );
    expect(ghost.status).toBe(404);
    expect(ghost.body.errors).toEqual({ idVehiculo: NO_VEHICLE });
    const notStudent = await unchanged(
      t,
      () => admin.post('/api/schoolroutes/routes', route({ alumnos: [{ id_user: 1 }] })),
      ROUTES,
    );
    expect(notStudent.status).toBe(404);
    expect(notStudent.body.errors).toEqual({ alumnos: NO_USER });
  });

  it("bounds the riders by the vehicle's seats per shift and weekday, naming the day", async () => {
    const ok = await admin.post<RouteRecord>(
      '/api/schoolroutes/routes',
      route({
        nombreRuta: 'Camioneta 1',
        idVehiculo: smallBus,
        alumnos: [
          { id_user: ids.emiliano, dias: [1, 2] },
          { id_user: ids.isabella, dias: [2] },
        ],
      }),
    );
    expect(ok.status, ok.body.message).toBe(201);
    // A second route of the same van and shift adds a rider on Tuesday: three for two seats.
    const over = await unchanged(
      t,
      () =>
        admin.post(
          '/api/schoolroutes/routes',
          route({
            nombreRuta: 'Camioneta 2',
            hora_inicio: '06:40',
            idVehiculo: smallBus,
            alumnos: [{ id_user: ids.mariana, dias: [2] }],
          }),
        ),
      ROUTES,
    );
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'El vehículo MIN002 tiene 2 sillas: el martes irían 3 estudiantes en la jornada de la mañana',
    );
    expect(over.body.errors).toEqual({ idVehiculo: over.body.message });
    // The afternoon is another trip: the same rider count fits.
    const afternoon = await admin.post(
      '/api/schoolroutes/routes',
      route({
        nombreRuta: 'Camioneta tarde',
        id_jornada: 2,
        idVehiculo: smallBus,
        alumnos: [{ id_user: ids.mariana, dias: [2] }],
      }),
    );
    expect(afternoon.status, afternoon.body.message).toBe(201);
    // One student, one route per shift and day.
    const twice = await unchanged(
      t,
      () =>
        admin.post(
          '/api/schoolroutes/routes',
          route({ nombreRuta: 'Otra', alumnos: [{ id_user: ids.emiliano, dias: [2, 4] }] }),
        ),
      ROUTES,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'Emiliano Moreno Silva ya va en la ruta Camioneta 1 el martes en esa jornada',
    );
    for (const id of [ok.body.data.id, (afternoon.body.data as RouteRecord).id])
      await admin.delete(`/api/schoolroutes/routes/${id}`);
  });
});

describe("a route's runs", () => {
  it("keeps the drop-off's departure and a run's minutes as sent, none and 60 when not given, refusing bad ones", async () => {
    const times = (r: Pick<RouteRecord, 'hora_regreso' | 'duracion_min'>) => [r.hora_regreso, r.duracion_min];
    const plain = await admin.post<RouteRecord>('/api/schoolroutes/routes', route({ alumnos: [] }));
    expect(plain.status, plain.body.message).toBe(201);
    expect(times(plain.body.data)).toEqual([null, 60]);
    const body = route({ nombreRuta: 'Ruta Regreso', alumnos: [], hora_regreso: '12:40', duracion_min: 75 });
    const created = await admin.post<RouteRecord>('/api/schoolroutes/routes', body);
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data.id;
    expect(times(created.body.data)).toEqual(['12:40', 75]);
    expect(times((await admin.get<RouteRecord>(`/api/schoolroutes/routes/${id}/edit`)).body.data)).toEqual([
      '12:40',
      75,
    ]);
    const listed = (await admin.get<RouteSummary[]>('/api/schoolroutes/routes')).body.data;
    expect(times(listed.find((r) => r.id === id)!)).toEqual(['12:40', 75]);

    // The old client's seconds are cut; an emptied departure is none.
    const seconds = await admin.put<RouteRecord>(`/api/schoolroutes/routes/${id}`, {
      ...body,
      hora_regreso: '13:05:00',
      duracion_min: 240,
    });
    expect(times(seconds.body.data)).toEqual(['13:05', 240]);
    const emptied = await admin.put<RouteRecord>(`/api/schoolroutes/routes/${id}`, {
      ...body,
      hora_regreso: '',
    });
    expect(times(emptied.body.data)).toEqual([null, 75]);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ hora_regreso: '24:00' }, 'hora_regreso', BAD_RETURN_TIME],
      [{ hora_regreso: 'mediodía' }, 'hora_regreso', BAD_RETURN_TIME],
      [{ hora_regreso: 1240 }, 'hora_regreso', BAD_RETURN_TIME],
      [{ duracion_min: 9 }, 'duracion_min', BAD_DURATION],
      [{ duracion_min: 241 }, 'duracion_min', BAD_DURATION],
      [{ duracion_min: 30.5 }, 'duracion_min', BAD_DURATION],
      [{ duracion_min: '45' }, 'duracion_min', BAD_DURATION],
      [{ duracion_min: null }, 'duracion_min', BAD_DURATION],
    ];
    for (const [over, field, message] of cases) {
      const put = await unchanged(
        t,
        () => admin.put(`/api/schoolroutes/routes/${id}`, { ...body, ...over }),
        ROUTES,
      );
      expect(put.status, JSON.stringify(over)).toBe(400);
      expect(put.body.errors?.[field], JSON.stringify(over)).toBe(message);
      const post = await unchanged(
        t,
        () => admin.post('/api/schoolroutes/routes', { ...body, ...over }),
        ROUTES,
      );
      expect(post.body.errors?.[field], JSON.stringify(over)).toBe(message);
    }
    expect(BAD_DURATION).toBe(
      'La duración del recorrido debe ser un número entero de minutos entre 10 y 240',
    );
    expect(times((await admin.get<RouteRecord>(`/api/schoolroutes/routes/${id}/edit`)).body.data)).toEqual([
      null,
      75,
    ]);
    for (const gone of [id, plain.body.data.id]) await admin.delete(`/api/schoolroutes/routes/${gone}`);
  });
});

describe('who may', () => {
  it('needs the routes key and a session; the assignment key may only assign', async () => {
    const drivers = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.drivers'])).api;
    const assigner = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.asignate'])).api;
    expect((await drivers.get('/api/schoolroutes/routes')).status).toBe(403);
    expect((await unchanged(t, () => drivers.post('/api/schoolroutes/routes', route()), ROUTES)).status).toBe(
      403,
    );
    expect(
      (await unchanged(t, () => assigner.post('/api/schoolroutes/routes', route()), ROUTES)).status,
    ).toBe(403);
    expect(
      (await assigner.post('/api/schoolroutes/asignarAlumno', { id_route: 999_999, id_user: ids.valentina }))
        .status,
    ).toBe(404);
    expect((await anonymous.get('/api/schoolroutes/routes')).status).toBe(401);
  });
});
