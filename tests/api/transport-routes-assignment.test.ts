/**
 * School routes' lookups and assignment (issue 15 item 3; src/domain/transport.ts): a driver, a
 * monitor and students found for a route, a student added at the end of a route once, and a
 * course's students with the weekdays they still have no route, assigned those days.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_NEEDS_A_FIELD as FILTER_REQUIRED } from '../../src/domain/academic';
import { NO_USER } from '../../src/domain/credentials';
import {
  STUDENT_ALREADY_IN_ROUTE,
  type RoutePerson,
  type RouteRecord,
  type RouteRider,
  type RouteSummary,
  type UnassignedStudent,
  STUDENT_SEARCH_LIMIT,
} from '../../src/domain/transport';
import { courses } from '../../server/db/schema';
import { DEMO_STUDENT, staffWith, unchanged } from './fixtures';
import { admin, ids, openRoutesSchool, route, ROUTES, t } from './fixtures/transport-routes-school';

openRoutesSchool();

describe('the lookups and the assignment', () => {
  it('find a driver and a monitor by document, students by course and surname', async () => {
    expect(
      (await admin.post<RoutePerson>('/api/schoolroutes/consultarCo', { num_doc: '91234002' })).body.data
        .name,
    ).toBe('Luis Alberto Quintero');
    expect(
      (await admin.post<RoutePerson>('/api/schoolroutes/consultarMo', { num_doc: '63450002' })).body.data
        .name,
    ).toBe('Sandra Milena Ardila');
    const nobody = await admin.post('/api/schoolroutes/consultarCo', { num_doc: '63450002' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe(NO_USER);
    const [course] = await t.db.select().from(courses).where(eq(courses.name, 'Primero'));
    const byCourse = await admin.post<RouteRider[]>('/api/schoolroutes/consultarAl', {
      id_course: course.id,
    });
    expect(byCourse.body.data.length).toBeGreaterThan(20);
    expect(byCourse.body.data.every((s) => s.course === 'Primero')).toBe(true);
    const bySurname = await admin.post<RouteRider[]>('/api/schoolroutes/consultarAl', {
      apellido: 'gómez rojas',
    });
    expect(bySurname.body.data.map((s) => s.num_doc)).toContain(DEMO_STUDENT.num_doc);
    expect(bySurname.body.total).toBe(bySurname.body.data.length);
    // A search matching more than STUDENT_SEARCH_LIMIT students says so instead of a false count.
    const wide = await admin.post<RouteRider[]>('/api/schoolroutes/consultarAl', { apellido: 'a' });
    expect(wide.body.data).toHaveLength(STUDENT_SEARCH_LIMIT);
    expect(wide.body).toMatchObject({ totalAtLeast: STUDENT_SEARCH_LIMIT + 1, hasNextPage: true });
    expect(wide.body.total).toBeUndefined();
    const none = await admin.post('/api/schoolroutes/consultarAl', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(FILTER_REQUIRED);
  });

  it("adds a student at the end of a route, once: 'El estudiante ya se encuenta en la ruta'", async () => {
    const created = await admin.post<RouteRecord>(
      '/api/schoolroutes/routes',
      route({ nombreRuta: 'Ruta Norte', alumnos: [] }),
    );
    const id = created.body.data.id;
    const assigned = await admin.post<RouteRecord>('/api/schoolroutes/asignarAlumno', {
      id_route: id,
      id_user: ids.valentina,
    });
    expect(assigned.status, assigned.body.message).toBe(200);
    expect(assigned.body.data.alumnos.map((a) => [a.id_user, a.dias])).toEqual([
      [ids.valentina, [1, 2, 3, 4, 5]],
    ]);
    const again = await unchanged(
      t,
      () => admin.post('/api/schoolroutes/asignarAlumno', { id_route: id, id_user: ids.valentina }),
      ROUTES,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STUDENT_ALREADY_IN_ROUTE);
    await admin.delete(`/api/schoolroutes/routes/${id}`);
  });
});

describe('the assignment', () => {
  it("lists a course's students with the weekdays they have no route in the shift, and assigns them those days", async () => {
    const [course] = await t.db.select().from(courses).where(eq(courses.name, 'Quinto'));
    const assigner = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.asignate'])).api;
    const before = await assigner.get<UnassignedStudent[]>(
      `/api/schoolroutes/asignate?id_course=${course.id}&id_jornada=1`,
    );
    expect(before.status, before.body.message).toBe(200);
    expect(before.body.data.length).toBeGreaterThan(20);
    expect(before.body.data.every((s) => s.sin_ruta.join() === '1,2,3,4,5')).toBe(true);
    const [first, second] = before.body.data;
    const created = await admin.post<RouteRecord>(
      '/api/schoolroutes/routes',
      route({ nombreRuta: 'Ruta Quinto', alumnos: [{ id_user: first.id_user, dias: [1, 2] }] }),
    );
    // Its route list lets the assigner pick a route.
    expect(
      (await assigner.get<RouteSummary[]>('/api/schoolroutes/routes')).body.data.map((r) => r.id),
    ).toContain(created.body.data.id);
    const assigned = await assigner.post('/api/schoolroutes/asignarAlumno', {
      id_route: created.body.data.id,
      id_user: second.id_user,
      dias: [3, 4, 5],
    });
    expect(assigned.status, assigned.body.message).toBe(200);
    const after = await assigner.get<UnassignedStudent[]>(
      `/api/schoolroutes/asignate?id_course=${course.id}&id_jornada=1`,
    );
    expect(after.body.data.find((s) => s.id_user === first.id_user)?.sin_ruta).toEqual([3, 4, 5]);
    expect(after.body.data.find((s) => s.id_user === second.id_user)?.sin_ruta).toEqual([1, 2]);
    // The afternoon is untouched.
    const afternoon = await assigner.get<UnassignedStudent[]>(
      `/api/schoolroutes/asignate?id_course=${course.id}&id_jornada=2`,
    );
    expect(afternoon.body.data.find((s) => s.id_user === first.id_user)?.sin_ruta).toEqual([1, 2, 3, 4, 5]);
    expect((await assigner.get('/api/schoolroutes/asignate')).status).toBe(400);
    await admin.delete(`/api/schoolroutes/routes/${created.body.data.id}`);
  });
});
