/**
 * The spec's edits with required fields (issue 29, item 3), which answer the spec's words: the gate's
 * work shifts, vehicles and their old client's path (`actualizaVehiculo`), routes and students, each
 * field left out or empty refused as its create refuses it, nothing changed. Every generic resource's
 * edit: edits-like-creates.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES } from '../../src/domain/resources';
import { EMPTY_FIELDS, type RouteRecord } from '../../src/domain/transport';
import {
  drivers,
  monitors,
  routeStudents,
  routes,
  shifts,
  students,
  users,
  vehicles,
} from '../../server/db/schema';
import { EMILIANO, unchanged, userIdByDocument } from './fixtures';
import { admin, openEditsSchool, record, t, without } from './fixtures/edits-school';

openEditsSchool();

describe("the spec's edits with required fields", () => {
  it("a gate's work shift (PUT admin/turns/{id}) without a name: 'Tienes Campos Vacios', as admin/crearturno, the name kept", async () => {
    const [morning] = await t.db.select().from(shifts).where(eq(shifts.h_start, '06:30'));
    for (const field of ['name', 'h_start', 'h_end']) {
      const created = await unchanged(
        t,
        () =>
          admin.post(
            '/api/admin/crearturno',
            without({ name: 'Extra', h_start: '13:00', h_end: '14:00' }, field),
          ),
        { shifts },
      );
      expect(created.status, field).toBe(400);
      expect(created.body.errors).toEqual({ [field]: EMPTY_FIELDS });
      const form = await record('admin/turns', morning.id);
      for (const body of [without(form, field), { ...form, [field]: '' }]) {
        const edited = await unchanged(t, () => admin.put(`/api/admin/turns/${morning.id}`, body), {
          shifts,
        });
        expect(edited.status, field).toBe(400);
        expect(edited.body).toMatchObject({
          code: 0,
          reason: 'validation',
          message: EMPTY_FIELDS,
          errors: { [field]: EMPTY_FIELDS },
        });
      }
    }
    // The issue's call: only a new end, no name.
    const issue = await unchanged(t, () => admin.put(`/api/admin/turns/${morning.id}`, { h_end: '12:00' }), {
      shifts,
    });
    expect(issue.status).toBe(400);
    expect(issue.body.message).toBe(EMPTY_FIELDS);
    expect((await t.db.select().from(shifts).where(eq(shifts.id, morning.id)))[0].name).toBe(morning.name);
  });

  it("a vehicle, by its form and by the old client's actualizaVehiculo: 'Tienes Campos Vacios' in the spec's order, nothing changed", async () => {
    const bus = {
      placa: 'EDT123',
      nombre_ruta: 'Buseta Sur',
      sillas: 20,
      marca: 'Hino',
      categoria: 'Buseta',
      observaciones: 'Al día',
    };
    const created = await admin.post<{ id: number }>('/api/schoolroutes/vehicles', bus);
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data.id;
    for (const field of Object.keys(bus)) {
      const edited = await unchanged(
        t,
        () => admin.put(`/api/schoolroutes/vehicles/${id}`, without(bus, field)),
        { vehicles },
      );
      expect(edited.status, field).toBe(400);
      expect(edited.body).toMatchObject({ message: EMPTY_FIELDS, errors: { [field]: EMPTY_FIELDS } });
      const emptied = await unchanged(
        t,
        () => admin.put(`/api/schoolroutes/vehicles/${id}`, { ...bus, [field]: '' }),
        { vehicles },
      );
      expect(emptied.status, field).toBe(400);
      expect(emptied.body.errors, field).toEqual({ [field]: EMPTY_FIELDS });
    }
    // The old client names the vehicle by its plate (or id) and sends the whole vehicle.
    for (const field of ['nombre_ruta', 'sillas', 'marca', 'categoria', 'observaciones']) {
      const old = await unchanged(
        t,
        () => admin.post('/api/schoolroutes/actualizaVehiculo', without(bus, field)),
        { vehicles },
      );
      expect(old.status, field).toBe(400);
      expect(old.body).toMatchObject({ message: EMPTY_FIELDS, errors: { [field]: EMPTY_FIELDS } });
    }
    // Several empty: the first in the spec's order (plate, name, seats, brand, category, observations).
    const several = await unchanged(
      t,
      () => admin.put(`/api/schoolroutes/vehicles/${id}`, { placa: 'EDT123', observaciones: '', sillas: '' }),
      { vehicles },
    );
    expect(several.body.errors).toMatchObject({ nombre_ruta: EMPTY_FIELDS, marca: EMPTY_FIELDS });
    expect(several.body.message).toBe(EMPTY_FIELDS);
    expect(Object.keys(several.body.errors ?? {})[0]).toBe('nombre_ruta');
    const whole = await admin.post('/api/schoolroutes/actualizaVehiculo', { ...bus, sillas: '24' });
    expect(whole.status, whole.body.message).toBe(200);
    expect(whole.body.data).toMatchObject({ placa: 'EDT123', sillas: 24 });
  });

  it("a route (PUT schoolroutes/routes/{id}) without its name, start, driver or monitor: 'Tienes Campos Vacios', riders kept", async () => {
    const [driver] = await t.db.select().from(drivers).limit(1);
    const [monitor] = await t.db.select().from(monitors).limit(1);
    const body = {
      nombreRuta: 'Ruta de prueba de edición',
      hora_inicio: '06:10',
      idConductor: driver.id,
      idMonitor: monitor.id,
      id_jornada: 2,
      observaciones: 'Prueba',
      alumnos: [{ id_user: await userIdByDocument(t, EMILIANO), dias: [1, 2] }],
    };
    const created = await admin.post<RouteRecord>('/api/schoolroutes/routes', body);
    expect(created.status, created.body.message).toBe(201);
    for (const field of ['nombreRuta', 'hora_inicio', 'idConductor', 'idMonitor']) {
      const create = await unchanged(t, () => admin.post('/api/schoolroutes/routes', without(body, field)), {
        routes,
        routeStudents,
      });
      expect(create.body.errors?.[field], field).toBe(EMPTY_FIELDS);
      const edit = await unchanged(
        t,
        () => admin.put(`/api/schoolroutes/routes/${created.body.data.id}`, without(body, field)),
        { routes, routeStudents },
      );
      expect(edit.status, field).toBe(400);
      expect(edit.body.errors?.[field], field).toBe(EMPTY_FIELDS);
    }
  });

  it("a student without an address or a course: the create's 'El campo Dirección es requerido' and 'El Curso es requerido'", async () => {
    const id = await userIdByDocument(t, EMILIANO);
    const form = await record('academic/students', id);
    for (const [field, message] of [
      ['address', 'El campo Dirección es requerido'],
      ['select_course', 'El Curso es requerido'],
      ['select_attendant', 'El Acudiente es requerido'],
    ] as const) {
      const edit = await unchanged(t, () => admin.put(`/api/academic/students/${id}`, without(form, field)), {
        users,
        students,
      });
      expect(edit.status, field).toBe(400);
      expect(edit.body.errors?.[field]).toBe(message);
    }
    // The photo stays optional on the edit (spec part 2 §5): no new image keeps the old one.
    const saved = await admin.put(`/api/academic/students/${id}`, form);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe(STUDENT_MESSAGES.updated);
  });
});
