/**
 * School routes (issue 15 item 3; src/domain/transport.ts): a route with its riders in stop
 * order and their weekdays, the lookups, the seats and the one-route-per-shift-and-day rules,
 * the spec's messages, and nothing written on a refusal.
 */
import { byPinned } from '../clock';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_NEEDS_A_FIELD as FILTER_REQUIRED } from '../../src/domain/academic';
import { BAD_START_TIME, BAD_WEEKDAYS, EMPTY_FIELDS, NO_VEHICLE, REPORT_READ_ONLY, STUDENT_ALREADY_IN_ROUTE, type RoutePerson, type RouteRecord, type RouteRider, type RouteSummary, NO_RIDES_WEEKEND, type StudentDay, type TodayRoute, type UnassignedStudent, weekdayOf } from '../../src/domain/transport';
import { localDate } from '../../server/time';
import { courses, drivers, monitors, routes, routeStudents, vehicles } from '../../server/db/schema';
import { type Api, DEMO_STUDENT, EMILIANO, ISABELLA, MARIANA, schoolWithStaff, staffWith, type TestApp, unchanged, userIdByDocument } from './fixtures';
import { NO_USER } from '../../src/domain/credentials';

const ROUTES = { routes, riders: routeStudents };

let t: TestApp;
let admin: Api;
let anonymous: Api;
let driverId: number;
let monitorId: number;
let smallBus: number;
const ids: Record<string, number> = {};

const route = (over: Record<string, unknown> = {}) => ({
  nombreRuta: 'Ruta Cabecera',
  hora_inicio: '06:15',
  idConductor: driverId,
  idMonitor: monitorId,
  id_jornada: 1,
  observaciones: 'Sale del parque San Pío',
  alumnos: [{ id_user: ids.emiliano }, { id_user: ids.isabella, dias: [1, 3, 5] }],
  ...over,
});

beforeAll(async () => {
  ({ t, admin: { api: admin }, anonymous } = await schoolWithStaff({ staff: ['admin'] }));
  [{ id: driverId }] = await t.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.num_doc, '91234001'));
  [{ id: monitorId }] = await t.db.select({ id: monitors.id }).from(monitors).where(eq(monitors.num_doc, '63450001'));
  [{ id: smallBus }] = await t.db.insert(vehicles).values({ placa: 'MIN002', nombre_ruta: 'Camioneta', sillas: 2, marca: 'Kia', categoria: 'Van', observaciones: 'Dos sillas' }).returning({ id: vehicles.id });
  for (const [key, doc] of Object.entries({ emiliano: EMILIANO, isabella: ISABELLA, mariana: MARIANA, valentina: DEMO_STUDENT.num_doc })) ids[key] = await userIdByDocument(t, doc);
});
afterAll(() => t?.close());

describe('a route', () => {
  it('is created with its riders in order, read back with the names and homes, replaced and deleted', async () => {
    const created = await admin.post<RouteRecord>('/api/schoolroutes/routes', route());
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.message).toBe('Ruta creada correctamente');
    const r = created.body.data;
    expect(r).toMatchObject({ nombreRuta: 'Ruta Cabecera', hora_inicio: '06:15', conductor: 'Jorge Enrique Pabón', doc_monitor: '63450001', placa: null, id_jornada: 1 });
    expect(r.alumnos.map((a) => [a.id_user, a.dias])).toEqual([
      [ids.emiliano, [1, 2, 3, 4, 5]],
      [ids.isabella, [1, 3, 5]],
    ]);
    // Spec part 2 §3: the riders (alumnos) without homes; the read-only estudiantes with name, document and home.
    expect(Object.keys(r.alumnos[0]).sort()).toEqual(['course', 'dias', 'id_user', 'img', 'name', 'num_doc']);
    expect(r.alumnos[0]).toMatchObject({ num_doc: EMILIANO, course: expect.any(String) });
    expect(r.estudiantes).toEqual([
      { id_user: ids.emiliano, name: 'Emiliano Moreno Silva', num_doc: EMILIANO, latitud: expect.any(Number), longitud: expect.any(Number) },
      { id_user: ids.isabella, name: expect.any(String), num_doc: ISABELLA, latitud: expect.any(Number), longitud: expect.any(Number) },
    ]);
    const edit = await admin.get<RouteRecord>(`/api/schoolroutes/routes/${r.id}/edit`);
    expect(edit.body.data.estudiantes).toEqual(r.estudiantes);

    const list = await admin.get<RouteSummary[]>('/api/schoolroutes/routes');
    expect(list.body.data.find((s) => s.id === r.id)).toMatchObject({ num_estudiantes: 2, conductor: 'Jorge Enrique Pabón' });
    expect(list.body.data.find((s) => s.id === r.id)).not.toHaveProperty('estudiantes');
    // The form's offer (GET schoolroutes/routes/create).
    const form = await admin.get<{ jornadas: unknown[]; dias: unknown[] }>('/api/schoolroutes/routes/create');
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({ jornadas: [{ id: 1 }, { id: 2 }], dias: expect.arrayContaining([{ id: 1, name: 'Lunes', short: 'L' }]) });

    // Reordered, a day switched off, a student added: the whole list is replaced.
    const updated = await admin.put<RouteRecord>(`/api/schoolroutes/routes/${r.id}`, route({ alumnos: [{ id_user: ids.isabella, dias: [1, 3] }, { id_user: ids.emiliano }, { id_user: ids.mariana }] }));
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.data.alumnos.map((a) => a.id_user)).toEqual([ids.isabella, ids.emiliano, ids.mariana]);
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
      [route({ alumnos: [{ id_user: ids.emiliano }, { id_user: ids.emiliano }] }), 'alumnos', STUDENT_ALREADY_IN_ROUTE],
    ];
    for (const [body, field, message] of cases) {
      const res = await unchanged(t, () => admin.post('/api/schoolroutes/routes', body), ROUTES);
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], field).toBe(message);
    }
    const ghost = await unchanged(t, () => admin.post('/api/schoolroutes/routes', route({ idVehiculo: 999_999 })), ROUTES);
    expect(ghost.status).toBe(404);
    expect(ghost.body.errors).toEqual({ idVehiculo: NO_VEHICLE });
    const notStudent = await unchanged(t, () => admin.post('/api/schoolroutes/routes', route({ alumnos: [{ id_user: 1 }] })), ROUTES);
    expect(notStudent.status).toBe(404);
    expect(notStudent.body.errors).toEqual({ alumnos: NO_USER });
  });

  it("bounds the riders by the vehicle's seats per shift and weekday, naming the day", async () => {
    const ok = await admin.post<RouteRecord>('/api/schoolroutes/routes', route({ nombreRuta: 'Camioneta 1', idVehiculo: smallBus, alumnos: [{ id_user: ids.emiliano, dias: [1, 2] }, { id_user: ids.isabella, dias: [2] }] }));
    expect(ok.status, ok.body.message).toBe(201);
    // A second route of the same van and shift adds a rider on Tuesday: three for two seats.
    const over = await unchanged(
      t,
      () => admin.post('/api/schoolroutes/routes', route({ nombreRuta: 'Camioneta 2', hora_inicio: '06:40', idVehiculo: smallBus, alumnos: [{ id_user: ids.mariana, dias: [2] }] })),
      ROUTES,
    );
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('El vehículo MIN002 tiene 2 sillas: el martes irían 3 estudiantes en la jornada de la mañana');
    expect(over.body.errors).toEqual({ idVehiculo: over.body.message });
    // The afternoon is another trip: the same rider count fits.
    const afternoon = await admin.post('/api/schoolroutes/routes', route({ nombreRuta: 'Camioneta tarde', id_jornada: 2, idVehiculo: smallBus, alumnos: [{ id_user: ids.mariana, dias: [2] }] }));
    expect(afternoon.status, afternoon.body.message).toBe(201);
    // One student, one route per shift and day.
    const twice = await unchanged(t, () => admin.post('/api/schoolroutes/routes', route({ nombreRuta: 'Otra', alumnos: [{ id_user: ids.emiliano, dias: [2, 4] }] })), ROUTES);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Emiliano Moreno Silva ya va en la ruta Camioneta 1 el martes en esa jornada');
    for (const id of [ok.body.data.id, (afternoon.body.data as RouteRecord).id]) await admin.delete(`/api/schoolroutes/routes/${id}`);
  });
});

describe('the lookups and the assignment', () => {
  it('find a driver and a monitor by document, students by course and surname', async () => {
    expect((await admin.post<RoutePerson>('/api/schoolroutes/consultarCo', { num_doc: '91234002' })).body.data.name).toBe('Luis Alberto Quintero');
    expect((await admin.post<RoutePerson>('/api/schoolroutes/consultarMo', { num_doc: '63450002' })).body.data.name).toBe('Sandra Milena Ardila');
    const nobody = await admin.post('/api/schoolroutes/consultarCo', { num_doc: '63450002' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe(NO_USER);
    const [course] = await t.db.select().from(courses).where(eq(courses.name, 'Primero'));
    const byCourse = await admin.post<RouteRider[]>('/api/schoolroutes/consultarAl', { id_course: course.id });
    expect(byCourse.body.data.length).toBeGreaterThan(20);
    expect(byCourse.body.data.every((s) => s.course === 'Primero')).toBe(true);
    const bySurname = await admin.post<RouteRider[]>('/api/schoolroutes/consultarAl', { apellido: 'gómez rojas' });
    expect(bySurname.body.data.map((s) => s.num_doc)).toContain(DEMO_STUDENT.num_doc);
    const none = await admin.post('/api/schoolroutes/consultarAl', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(FILTER_REQUIRED);
  });

  it("adds a student at the end of a route, once: 'El estudiante ya se encuenta en la ruta'", async () => {
    const created = await admin.post<RouteRecord>('/api/schoolroutes/routes', route({ nombreRuta: 'Ruta Norte', alumnos: [] }));
    const id = created.body.data.id;
    const assigned = await admin.post<RouteRecord>('/api/schoolroutes/asignarAlumno', { id_route: id, id_user: ids.valentina });
    expect(assigned.status, assigned.body.message).toBe(200);
    expect(assigned.body.data.alumnos.map((a) => [a.id_user, a.dias])).toEqual([[ids.valentina, [1, 2, 3, 4, 5]]]);
    const again = await unchanged(t, () => admin.post('/api/schoolroutes/asignarAlumno', { id_route: id, id_user: ids.valentina }), ROUTES);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STUDENT_ALREADY_IN_ROUTE);
    await admin.delete(`/api/schoolroutes/routes/${id}`);
  });
});

describe("today's riders", () => {
  it('lists the riders of the school day in stop order with their guardian, and answers a student’s day', async () => {
    const fecha = localDate(t.clock.now(), 'America/Bogota');
    const dia = weekdayOf(fecha);
    // Emiliano rides every day; Mariana only on a day that is not today.
    const other = dia === null || dia === 5 ? 1 : dia + 1;
    const created = await admin.post<RouteRecord>('/api/schoolroutes/routes', route({ nombreRuta: 'Ruta Hoy', alumnos: [{ id_user: ids.mariana, dias: [other] }, { id_user: ids.emiliano }] }));
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
      expect(res.body.data.estudiantes[0]).toMatchObject({ acudiente: expect.any(String), telefono_acudiente: expect.any(String) });
      expect(day.body.data.rutas).toEqual([expect.objectContaining({ nombreRuta: 'Ruta Hoy', parada: 2, conductor: 'Jorge Enrique Pabón' })]);
    }
    expect((await reporter.get('/api/schoolroutes/consultar-usuarios/000000')).status).toBe(404);
    expect((await reporter.get('/api/schoolroutes/routes/999999/today')).status).toBe(404);
    await admin.delete(`/api/schoolroutes/routes/${created.body.data.id}`);
  });
});

describe("the old client's report calls (schoolroutes/reports)", () => {
  it('list the routes, give a route’s riders of today by POST and by edit, and refuse an update or a delete, changing nothing', async () => {
    const created = await admin.post<RouteRecord>('/api/schoolroutes/routes', route({ nombreRuta: 'Ruta Reporte', alumnos: [{ id_user: ids.emiliano }] }));
    const id = created.body.data.id;
    const reporter = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.reports'])).api;
    const list = await reporter.get<RouteSummary[]>('/api/schoolroutes/reports');
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.data.find((r) => r.id === id)).toMatchObject({ nombreRuta: 'Ruta Reporte', num_estudiantes: 1 });
    const form = await reporter.get<{ rutas: { id: number; nombreRuta: string }[] }>('/api/schoolroutes/reports/create');
    expect(form.status).toBe(200);
    expect(form.body.data.rutas).toContainEqual({ id, nombreRuta: 'Ruta Reporte', id_jornada: 1, hora_inicio: '06:15' });

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
    expect((await reporter.post('/api/schoolroutes/reports', { id_route: 999_999 })).body.message).toBe('La ruta no existe');
    for (const call of [() => reporter.put(`/api/schoolroutes/reports/${id}`, { id_route: id }), () => reporter.delete(`/api/schoolroutes/reports/${id}`)]) {
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

describe('the assignment', () => {
  it("lists a course's students with the weekdays they have no route in the shift, and assigns them those days", async () => {
    const [course] = await t.db.select().from(courses).where(eq(courses.name, 'Quinto'));
    const assigner = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.asignate'])).api;
    const before = await assigner.get<UnassignedStudent[]>(`/api/schoolroutes/asignate?id_course=${course.id}&id_jornada=1`);
    expect(before.status, before.body.message).toBe(200);
    expect(before.body.data.length).toBeGreaterThan(20);
    expect(before.body.data.every((s) => s.sin_ruta.join() === '1,2,3,4,5')).toBe(true);
    const [first, second] = before.body.data;
    const created = await admin.post<RouteRecord>('/api/schoolroutes/routes', route({ nombreRuta: 'Ruta Quinto', alumnos: [{ id_user: first.id_user, dias: [1, 2] }] }));
    // Its route list lets the assigner pick a route.
    expect((await assigner.get<RouteSummary[]>('/api/schoolroutes/routes')).body.data.map((r) => r.id)).toContain(created.body.data.id);
    const assigned = await assigner.post('/api/schoolroutes/asignarAlumno', { id_route: created.body.data.id, id_user: second.id_user, dias: [3, 4, 5] });
    expect(assigned.status, assigned.body.message).toBe(200);
    const after = await assigner.get<UnassignedStudent[]>(`/api/schoolroutes/asignate?id_course=${course.id}&id_jornada=1`);
    expect(after.body.data.find((s) => s.id_user === first.id_user)?.sin_ruta).toEqual([3, 4, 5]);
    expect(after.body.data.find((s) => s.id_user === second.id_user)?.sin_ruta).toEqual([1, 2]);
    // The afternoon is untouched.
    const afternoon = await assigner.get<UnassignedStudent[]>(`/api/schoolroutes/asignate?id_course=${course.id}&id_jornada=2`);
    expect(afternoon.body.data.find((s) => s.id_user === first.id_user)?.sin_ruta).toEqual([1, 2, 3, 4, 5]);
    expect((await assigner.get('/api/schoolroutes/asignate')).status).toBe(400);
    await admin.delete(`/api/schoolroutes/routes/${created.body.data.id}`);
  });
});

describe('who may', () => {
  it('needs the routes key and a session; the assignment key may only assign', async () => {
    const drivers = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.drivers'])).api;
    const assigner = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.asignate'])).api;
    expect((await drivers.get('/api/schoolroutes/routes')).status).toBe(403);
    expect((await unchanged(t, () => drivers.post('/api/schoolroutes/routes', route()), ROUTES)).status).toBe(403);
    expect((await unchanged(t, () => assigner.post('/api/schoolroutes/routes', route()), ROUTES)).status).toBe(403);
    expect((await assigner.post('/api/schoolroutes/asignarAlumno', { id_route: 999_999, id_user: ids.valentina })).status).toBe(404);
    expect((await anonymous.get('/api/schoolroutes/routes')).status).toBe(401);
  });
});
