/**
 * The seats rule, one guard at every door (issue 29 item 9; server/modules/transport/vehicles/service.ts):
 * a vehicle's riders on each weekday of each shift, over every route it serves then, fit its
 * seats. Each door is refused while some day would not fit, with the message naming the day and
 * the shift, on the door's field, and nothing changes: a vehicle's seats edited (generic PUT and
 * the old actualizaVehiculo), a route moved to a smaller vehicle or to another shift, riders or
 * days added to a route, a student assigned.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../src/domain/transport';
import { drivers, monitors, routes, routeStudents, students, vehicles } from '../../server/db/schema';
import { type Api, schoolWithStaff, staffWith, type TestApp, unchanged } from './fixtures';
import { editRecord } from './fixtures/edit';

const TABLES = { vehicles, routes, riders: routeStudents };

let t: TestApp;
let admin: Api;
let driverId: number;
let monitorId: number;
/** Students of the demo school on no route yet (the demo's routes carry a few). */
let kids: number[];
const made: number[] = [];

const newVan = async (placa: string, sillas: number) => {
  const [{ id }] = await t.db
    .insert(vehicles)
    .values({
      placa,
      nombre_ruta: `Van ${placa}`,
      sillas,
      marca: 'Renault',
      categoria: 'Van',
      observaciones: 'Prueba de sillas',
    })
    .returning({ id: vehicles.id });
  return id;
};

const newRoute = async (over: Record<string, unknown>) => {
  const res = await admin.post<RouteRecord>('/api/schoolroutes/routes', {
    nombreRuta: `Ruta ${made.length + 1}`,
    hora_inicio: '06:00',
    idConductor: driverId,
    idMonitor: monitorId,
    id_jornada: 1,
    ...over,
  });
  expect(res.status, res.body.message).toBe(201);
  made.push(res.body.data.id);
  return res.body.data;
};

/** The old client's `actualizaVehiculo` sends the whole vehicle (spec part 2 §7). */
const WHOLE_VAN = {
  placa: 'VAN003',
  nombre_ruta: 'Van VAN003',
  marca: 'Renault',
  categoria: 'Van',
  observaciones: 'Prueba de sillas',
};
const seatsOf = async (id: number) =>
  (await t.db.select({ sillas: vehicles.sillas }).from(vehicles).where(eq(vehicles.id, id)))[0].sillas;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'] }));
  [{ id: driverId }] = await t.db.select({ id: drivers.id }).from(drivers).limit(1);
  [{ id: monitorId }] = await t.db.select({ id: monitors.id }).from(monitors).limit(1);
  const riding = new Set((await t.db.select().from(routeStudents)).map((r) => r.id_user));
  const all = await t.db.select({ id: students.id_user }).from(students).orderBy(students.id_user);
  kids = all
    .map((s) => s.id)
    .filter((id) => !riding.has(id))
    .slice(0, 6);
  expect(kids).toHaveLength(6);
});
afterEach(async () => {
  while (made.length) await admin.delete(`/api/schoolroutes/routes/${made.pop()}`);
});
afterAll(() => t?.close());

describe("a vehicle's seats edited", () => {
  it('a route with 3 riders on a 3-seat van: the van edited to 1 seat is refused naming the day, and nothing changes', async () => {
    const van = await newVan('VAN003', 3);
    await newRoute({ idVehiculo: van, alumnos: kids.slice(0, 3).map((id_user) => ({ id_user })) });
    const refused = await unchanged(
      t,
      () => editRecord(admin, '/api/schoolroutes/vehicles', van, { sillas: 1 }),
      TABLES,
    );
    expect(refused.status).toBe(409);
    const message =
      'El vehículo VAN003 tiene 1 silla: el lunes irían 3 estudiantes en la jornada de la mañana';
    expect(refused.body.message).toBe(message);
    expect(refused.body.errors).toEqual({ sillas: message });
    expect(await seatsOf(van)).toBe(3);

    // The old client's update door: the same guard.
    const old = await unchanged(
      t,
      () => admin.post('/api/schoolroutes/actualizaVehiculo', { ...WHOLE_VAN, placa: 'van003', sillas: '2' }),
      TABLES,
    );
    expect(old.status).toBe(409);
    expect(old.body.errors).toEqual({
      sillas: 'El vehículo VAN003 tiene 2 sillas: el lunes irían 3 estudiantes en la jornada de la mañana',
    });

    // As many seats as riders, more seats, or another field: accepted.
    expect((await editRecord(admin, '/api/schoolroutes/vehicles', van, { sillas: 3 })).status).toBe(200);
    expect(
      (await editRecord(admin, '/api/schoolroutes/vehicles', van, { observaciones: 'Llantas nuevas' }))
        .status,
    ).toBe(200);
    expect(
      (await admin.post('/api/schoolroutes/actualizaVehiculo', { ...WHOLE_VAN, sillas: 12 })).status,
    ).toBe(200);
    expect(await seatsOf(van)).toBe(12);
  });

  it('names the first day that would not fit, and the shift, over all the routes of the vehicle', async () => {
    const van = await newVan('VAN004', 10);
    // Morning: two riders every day, a third on Tuesday and Thursday.
    await newRoute({
      idVehiculo: van,
      alumnos: [{ id_user: kids[0] }, { id_user: kids[1] }, { id_user: kids[2], dias: [2, 4] }],
    });
    const tuesday = await unchanged(
      t,
      () => editRecord(admin, '/api/schoolroutes/vehicles', van, { sillas: 2 }),
      TABLES,
    );
    expect(tuesday.body.message).toBe(
      'El vehículo VAN004 tiene 2 sillas: el martes irían 3 estudiantes en la jornada de la mañana',
    );
    // Afternoon: two routes of the same van, four riders together on Friday.
    await newRoute({
      idVehiculo: van,
      id_jornada: 2,
      hora_inicio: '13:00',
      alumnos: [
        { id_user: kids[3], dias: [5] },
        { id_user: kids[4], dias: [1, 5] },
      ],
    });
    await newRoute({
      idVehiculo: van,
      id_jornada: 2,
      hora_inicio: '13:30',
      alumnos: [
        { id_user: kids[5], dias: [5] },
        { id_user: kids[0], dias: [5] },
      ],
    });
    const friday = await unchanged(
      t,
      () => editRecord(admin, '/api/schoolroutes/vehicles', van, { sillas: 3 }),
      TABLES,
    );
    expect(friday.status).toBe(409);
    expect(friday.body.message).toBe(
      'El vehículo VAN004 tiene 3 sillas: el viernes irían 4 estudiantes en la jornada de la tarde',
    );
    expect((await editRecord(admin, '/api/schoolroutes/vehicles', van, { sillas: 4 })).status).toBe(200);
  });
});

describe('a route written', () => {
  it('moved to a smaller vehicle is refused naming the day; on the larger one it stays as it was', async () => {
    const big = await newVan('BUS030', 30);
    const small = await newVan('VAN002', 2);
    const route = await newRoute({
      idVehiculo: big,
      alumnos: kids.slice(0, 3).map((id_user, i) => ({ id_user, dias: i === 2 ? [3] : [1, 2, 3, 4, 5] })),
    });
    const body = {
      ...route,
      idVehiculo: small,
      alumnos: route.alumnos.map(({ id_user, dias }) => ({ id_user, dias })),
    };
    const moved = await unchanged(t, () => admin.put(`/api/schoolroutes/routes/${route.id}`, body), TABLES);
    expect(moved.status).toBe(409);
    const message =
      'El vehículo VAN002 tiene 2 sillas: el miércoles irían 3 estudiantes en la jornada de la mañana';
    expect(moved.body.errors).toEqual({ idVehiculo: message });
    expect(
      (await admin.get<RouteRecord>(`/api/schoolroutes/routes/${route.id}/edit`)).body.data,
    ).toMatchObject({ idVehiculo: big, placa: 'BUS030' });
    // Without the Wednesday rider's day it fits.
    const fits = await admin.put<RouteRecord>(`/api/schoolroutes/routes/${route.id}`, {
      ...body,
      alumnos: body.alumnos.slice(0, 2),
    });
    expect(fits.status, fits.body.message).toBe(200);
    expect(fits.body.data.placa).toBe('VAN002');
  });

  it('moved to the shift where its vehicle is fuller, or given more riders, is refused', async () => {
    const van = await newVan('VAN005', 3);
    await newRoute({ idVehiculo: van, alumnos: [{ id_user: kids[0] }, { id_user: kids[1] }] });
    const afternoon = await newRoute({
      idVehiculo: van,
      id_jornada: 2,
      hora_inicio: '12:30',
      alumnos: [
        { id_user: kids[2], dias: [4] },
        { id_user: kids[3], dias: [4] },
      ],
    });
    const body = { ...afternoon, alumnos: afternoon.alumnos.map(({ id_user, dias }) => ({ id_user, dias })) };
    const toMorning = await unchanged(
      t,
      () => admin.put(`/api/schoolroutes/routes/${afternoon.id}`, { ...body, id_jornada: 1 }),
      TABLES,
    );
    expect(toMorning.status).toBe(409);
    expect(toMorning.body.message).toBe(
      'El vehículo VAN005 tiene 3 sillas: el jueves irían 4 estudiantes en la jornada de la mañana',
    );
    const moreRiders = await unchanged(
      t,
      () =>
        admin.put(`/api/schoolroutes/routes/${afternoon.id}`, {
          ...body,
          alumnos: [...body.alumnos, { id_user: kids[4], dias: [4] }, { id_user: kids[5], dias: [4] }],
        }),
      TABLES,
    );
    expect(moreRiders.body.message).toBe(
      'El vehículo VAN005 tiene 3 sillas: el jueves irían 4 estudiantes en la jornada de la tarde',
    );
  });
});

describe('a student assigned', () => {
  it('to a route whose vehicle is full on some day is refused naming it, and nothing is written', async () => {
    const van = await newVan('VAN006', 2);
    const route = await newRoute({
      idVehiculo: van,
      alumnos: [{ id_user: kids[0] }, { id_user: kids[1], dias: [1, 2] }],
    });
    const assigner = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.asignate'])).api;
    const full = await unchanged(
      t,
      () =>
        assigner.post('/api/schoolroutes/asignarAlumno', {
          id_route: route.id,
          id_user: kids[2],
          dias: [2, 3],
        }),
      TABLES,
    );
    expect(full.status).toBe(409);
    const message =
      'El vehículo VAN006 tiene 2 sillas: el martes irían 3 estudiantes en la jornada de la mañana';
    expect(full.body.errors).toEqual({ id_route: message });
    // On the days with a free seat: assigned.
    const fits = await assigner.post<RouteRecord>('/api/schoolroutes/asignarAlumno', {
      id_route: route.id,
      id_user: kids[2],
      dias: [3, 4, 5],
    });
    expect(fits.status, fits.body.message).toBe(200);
    expect(fits.body.data.alumnos.map((a) => a.id_user)).toEqual(kids.slice(0, 3));
  });
});

describe('two doors at once', () => {
  it('a seats edit and a route write on the same vehicle at the same instant: both answer, and the rule holds after', async () => {
    const van = await newVan('VAN007', 4);
    await newRoute({ idVehiculo: van, alumnos: [{ id_user: kids[0] }, { id_user: kids[1] }] });
    for (let round = 0; round < 4; round++) {
      const [seats, route] = await Promise.all([
        editRecord(admin, '/api/schoolroutes/vehicles', van, { sillas: 2 }),
        admin.post<RouteRecord>('/api/schoolroutes/routes', {
          nombreRuta: `Ruta a la vez ${round}`,
          hora_inicio: '06:30',
          idConductor: driverId,
          idMonitor: monitorId,
          idVehiculo: van,
          alumnos: [{ id_user: kids[2 + round] }],
        }),
      ]);
      // One of the two gets the seat: never a failure of the server, never both.
      expect([seats.status, route.status].sort(), `${seats.body.message} / ${route.body.message}`).toEqual(
        seats.status === 200 ? [200, 409] : [201, 409],
      );
      if (route.status === 201) made.push(route.body.data.id);
      const riders = await t.db.select().from(routeStudents).where(inArray(routeStudents.id_route, made));
      expect(riders.length).toBeLessThanOrEqual(await seatsOf(van));
      // Back to four seats and two riders for the next round.
      if (route.status === 201) await admin.delete(`/api/schoolroutes/routes/${made.pop()}`);
      expect((await editRecord(admin, '/api/schoolroutes/vehicles', van, { sillas: 4 })).status).toBe(200);
    }
  });
});
