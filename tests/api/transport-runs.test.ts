/**
 * A bus run that cannot end with a child on board (issue 53, item 4): started by its monitor,
 * children boarded (by id or by the scanner's read, twice is once) and dropped where they got off,
 * the families told, ended only when nobody is aboard (refused naming who, nothing changed), its
 * timeline kept; not started with an expired or missing paper or without a bus; the excused and
 * absent not expected, nor anyone on the Saturday night (a child boarding then is off the route, with a
 * warning); other people's keys refused; two phones at once never end it with a child aboard.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notRiderToday, type Run, type RunDetail } from '../../src/domain/transportRuns';
import {
  boardings,
  dayAlerts,
  drivers,
  excuses,
  familyNotices,
  noticeChoices,
  runs,
} from '../../server/db/schema';
import { activatedFamily, credentialOf, EMILIANO, ISABELLA, MARIA, unchanged } from './fixtures';
import {
  bus,
  openRunsSchool,
  route,
  runCalls,
  startRun,
  type RunsSchool,
} from './fixtures/transport-runs-school';
import { byPinned } from '../clock';

let s: RunsSchool;
beforeAll(async () => {
  s = await openRunsSchool();
});
afterAll(() => s?.t.close());

const RUN_TABLES = () => ({ runs, boardings });
/** The routes here run every weekday: on the Saturday night nobody is expected on a run. */
const weekday = byPinned({ weekday: true, 'saturday-night': false });

describe('a run', () => {
  it('starts once, boards and drops where, tells the family, ends, and keeps its timeline', async () => {
    const { emiliano, isabella } = s.kids;
    const family = await activatedFamily(s.t, s.admin, MARIA.num_doc);
    await s.t.db
      .insert(noticeChoices)
      .values({ id_family: family.session.id, id_user: emiliano.id, bus: true });
    const { id: routeId, name } = await route(s, [{ id: emiliano.id }, { id: isabella.id }]);
    const run = await startRun(s, routeId);
    expect(run).toMatchObject({
      ruta: name,
      sentido: 'ida',
      placa: 'RUN001',
      fin: null,
      esperados: weekday ? 2 : 0,
      a_bordo: 0,
    });
    // Ends at the route's start plus its duration: 09:30 + 60 min in Bogotá.
    expect(run.fin_programado).toBe(new Date(`${s.today}T10:30:00-05:00`).toISOString());
    expect(run.estudiantes.map((r) => [r.parada, r.nombre, r.estado])).toEqual(
      weekday
        ? [
            [1, emiliano.name, 'esperado'],
            [2, isabella.name, 'esperado'],
          ]
        : [],
    );
    // A second start from another phone opens the same run.
    const again = await s.monitor.api.post<RunDetail>('/api/transport/runs', {
      id_ruta: routeId,
      sentido: 'ida',
    });
    expect([again.status, again.body.data.id]).toEqual([200, run.id]);

    const call = runCalls(s.monitor.api, run.id);
    const on = await call.board({ id_estudiante: emiliano.id });
    expect(on.status, on.body.message).toBe(200);
    // On a Saturday he rides no route: accepted, with the warning.
    const mensaje = weekday ? `${emiliano.name} subió al bus` : notRiderToday(emiliano.name);
    expect(on.body.data).toMatchObject({ estado: 'a_bordo', mensaje, parada: weekday ? 1 : null });
    // The scanner's read of her credential; then a second tap on him: the same answer, no second row.
    const code = (await credentialOf(s.t, ISABELLA)).code;
    expect((await call.board({ code: code.toLowerCase() })).body.data.estado).toBe('a_bordo');
    expect((await call.board({ code: EMILIANO })).status).toBe(200);
    expect(await s.t.db.select().from(boardings).where(eq(boardings.id_run, run.id))).toHaveLength(2);

    const off = await call.drop({ id_estudiante: emiliano.id });
    expect(off.body.data).toMatchObject({
      estado: 'bajo',
      lugar: 'colegio',
      mensaje: `${emiliano.name} bajó en el colegio`,
    });
    const handed = await call.drop({
      id_estudiante: isabella.id,
      lugar: 'entregado',
      entregado_a: 'Rosa Díaz (tía)',
      nota: 'Con carta',
    });
    expect(handed.body.data).toMatchObject({ lugar: 'entregado', entregado_a: 'Rosa Díaz (tía)' });
    const ended = await call.end();
    expect(ended.status, ended.body.message).toBe(200);
    expect(ended.body.data).toMatchObject({ a_bordo: 0, bajaron: 2, terminado_por: expect.any(String) });
    expect(ended.body.data.linea.map((e) => [e.tipo, e.estudiante, e.lugar, e.entregado_a])).toEqual([
      ['inicio', null, null, null],
      ['subio', emiliano.name, null, null],
      ['subio', isabella.name, null, null],
      ['bajo', emiliano.name, 'colegio', null],
      ['bajo', isabella.name, 'entregado', 'Rosa Díaz (tía)'],
      ['fin', null, null, null],
    ]);
    expect(ended.body.data.linea.every((e) => e.por !== null)).toBe(true);
    // Ending again answers the ended run; boarding or dropping on it is refused.
    expect((await call.end()).body.data.fin).toBe(ended.body.data.fin);
    for (const res of [
      await call.board({ id_estudiante: emiliano.id }),
      await call.drop({ id_estudiante: emiliano.id }),
    ])
      expect([res.status, res.body.message]).toEqual([409, 'El recorrido ya terminó']);
    const start = await s.monitor.api.post('/api/transport/runs', { id_ruta: routeId, sentido: 'ida' });
    expect([start.status, start.body.message]).toEqual([
      409,
      `El recorrido de ida de hoy de la ruta ${name} ya terminó`,
    ]);

    // Emiliano's family chose the bus: told when he got on and off.
    const told = await s.t.db.select().from(familyNotices).where(eq(familyNotices.id_user, emiliano.id));
    expect(told.map((n) => n.kind).sort()).toEqual(['bajo', 'subio']);
    const day = await s.monitor.api.get<Run[]>(`/api/transport/runs?fecha=${s.today}`);
    expect(day.body.data.find((r) => r.id === run.id)).toMatchObject({
      esperados: weekday ? 2 : 0,
      bajaron: 2,
      a_bordo: 0,
    });
  });

  it('refuses to end with children on board, naming them, and changes nothing', async () => {
    const { emiliano, isabella, mariana } = s.kids;
    const { id: routeId } = await route(s, [{ id: emiliano.id }, { id: isabella.id }, { id: mariana.id }]);
    const run = await startRun(s, routeId);
    const call = runCalls(s.monitor.api, run.id);
    await call.board({ id_estudiante: isabella.id });
    await call.board({ id_estudiante: emiliano.id });
    const refused = await unchanged(s.t, () => call.end(), RUN_TABLES());
    expect(refused.status).toBe(409);
    const names = [emiliano.name, isabella.name].sort((a, b) => a.localeCompare(b));
    expect(refused.body.message).toBe(
      `No se puede terminar el recorrido: siguen a bordo ${names[0]} y ${names[1]}`,
    );
    // Dropping a child who is not aboard names her; a hand-over without to whom names the field.
    const notAboard = await unchanged(s.t, () => call.drop({ id_estudiante: mariana.id }), RUN_TABLES());
    expect([notAboard.status, notAboard.body.message]).toEqual([
      409,
      `${mariana.name} no está a bordo del recorrido`,
    ]);
    const nobody = await unchanged(
      s.t,
      () => call.drop({ id_estudiante: emiliano.id, lugar: 'entregado' }),
      RUN_TABLES(),
    );
    expect([nobody.status, nobody.body.errors]).toEqual([
      400,
      { entregado_a: 'Indique a quién se entregó el estudiante' },
    ]);
    await call.drop({ id_estudiante: emiliano.id });
    const one = await call.end();
    expect(one.body.message).toBe(`No se puede terminar el recorrido: sigue a bordo ${isabella.name}`);
    await call.drop({ id_estudiante: isabella.id });
    expect((await call.end()).status).toBe(200);
  });

  it('does not start with a paper expired or missing, or without a bus, naming it', async () => {
    const yesterday = new Date(Date.parse(`${s.today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const [y, m, d] = yesterday.split('-');
    const { emiliano } = s.kids;
    const expiredSoat = await bus(s, 'SOA001', { soat_vence: yesterday });
    const noInspection = await bus(s, 'RTM001', { tecnomecanica_numero: null, tecnomecanica_vence: null });
    const cases: [number, string][] = [
      [
        (await route(s, [{ id: emiliano.id }], { id_vehicle: expiredSoat })).id,
        `No se puede iniciar el recorrido: el SOAT del vehículo SOA001 venció el ${d}/${m}/${y}`,
      ],
      [
        (await route(s, [], { id_vehicle: noInspection })).id,
        'No se puede iniciar el recorrido: falta registrar la revisión técnico-mecánica del vehículo RTM001',
      ],
      [(await route(s, [], { id_vehicle: null })).id, 'La ruta no tiene vehículo asignado'],
    ];
    const [driver] = await s.t.db
      .insert(drivers)
      .values({
        num_doc: '91239999',
        name: 'Pedro Vencido',
        cellphone: '3000000000',
        licencia_categoria: 'C2',
        licencia_vence: yesterday,
      })
      .returning();
    cases.push([
      (await route(s, [], { id_driver: driver.id })).id,
      `No se puede iniciar el recorrido: la licencia de conducción del conductor Pedro Vencido venció el ${d}/${m}/${y}`,
    ]);
    for (const [routeId, message] of cases) {
      const res = await unchanged(
        s.t,
        () => s.monitor.api.post('/api/transport/runs', { id_ruta: routeId, sentido: 'ida' }),
        RUN_TABLES(),
      );
      expect([res.status, res.body.message, res.body.errors]).toEqual([409, message, { id_ruta: message }]);
    }
  });

  it('does not expect a child excused for the day or found absent at the gate', async () => {
    const { emiliano, isabella, nicolas } = s.kids;
    await s.t.db.insert(excuses).values({ fecha: s.today, id_user: isabella.id, motivo: 'Cita médica' });
    await s.t.db
      .insert(dayAlerts)
      .values({ fecha: s.today, id_user: nicolas.id, tipo: 'ausente', detected_at: s.t.clock.now() });
    const { id: routeId } = await route(s, [{ id: emiliano.id }, { id: isabella.id }, { id: nicolas.id }]);
    const run = await startRun(s, routeId, 'regreso');
    expect(run.esperados).toBe(weekday ? 1 : 0);
    expect(run.estudiantes.map((r) => r.estado)).toEqual(weekday ? ['esperado', 'excusado', 'ausente'] : []);
    // On the way home a child gets off at home unless told otherwise.
    const call = runCalls(s.monitor.api, run.id);
    await call.board({ id_estudiante: emiliano.id });
    expect((await call.drop({ id_estudiante: emiliano.id })).body.data.lugar).toBe('casa');
    await s.t.db.delete(excuses).where(and(eq(excuses.id_user, isabella.id), eq(excuses.fecha, s.today)));
    await s.t.db.delete(dayAlerts).where(eq(dayAlerts.id_user, nicolas.id));
  });

  it('refuses other keys: a cashier cannot start, board or read; a reader cannot start', async () => {
    const { id: routeId } = await route(s, [{ id: s.kids.emiliano.id }]);
    const run = await startRun(s, routeId);
    const cashier = runCalls(s.cashier, run.id);
    for (const res of [
      await s.cashier.post('/api/transport/runs', { id_ruta: routeId, sentido: 'regreso' }),
      await cashier.board({ id_estudiante: s.kids.emiliano.id }),
      await cashier.end(),
      await cashier.get(),
      await s.cashier.get('/api/transport/runs'),
    ])
      expect(res.status).toBe(403);
    const coordinator = s.coordinator.api;
    expect((await runCalls(coordinator, run.id).get()).status).toBe(200);
    expect(
      (await coordinator.post('/api/transport/runs', { id_ruta: routeId, sentido: 'regreso' })).status,
    ).toBe(403);
  });
});

describe('two phones at once', () => {
  it('never end a run with a child aboard, drop a child twice, or start a run twice', async () => {
    const { emiliano, isabella } = s.kids;
    const { id: routeId } = await route(s, [{ id: emiliano.id }, { id: isabella.id }]);
    const starts = await Promise.all(
      [1, 2].map(() =>
        s.monitor.api.post<RunDetail>('/api/transport/runs', { id_ruta: routeId, sentido: 'ida' }),
      ),
    );
    expect(starts.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(new Set(starts.map((r) => r.body.data.id)).size).toBe(1);
    const id = starts[0].body.data.id;
    const call = runCalls(s.monitor.api, id);
    await call.board({ id_estudiante: emiliano.id });
    await call.board({ id_estudiante: isabella.id });
    const drops = await Promise.all([
      call.drop({ id_estudiante: emiliano.id }),
      call.drop({ id_estudiante: emiliano.id }),
    ]);
    expect(drops.map((r) => r.status).sort()).toEqual([200, 409]);
    // Isabella's drop and the end at the same instant: the end waits for the drop, or is refused naming her.
    const [drop, end] = await Promise.all([call.drop({ id_estudiante: isabella.id }), call.end()]);
    expect(drop.status).toBe(200);
    expect([200, 409]).toContain(end.status);
    const ends = await Promise.all([call.end(), call.end()]);
    expect(ends.map((r) => r.status)).toEqual([200, 200]);
    const moves = await s.t.db.select().from(boardings).where(eq(boardings.id_run, id)).orderBy(boardings.id);
    expect(moves.map((b) => [b.id_user, b.kind])).toEqual([
      [emiliano.id, 1],
      [isabella.id, 1],
      [emiliano.id, 2],
      [isabella.id, 2],
    ]);
    const [row] = await s.t.db.select().from(runs).where(eq(runs.id, id));
    expect(row.ended_at!.getTime()).toBeGreaterThanOrEqual(moves[3].created_at.getTime());
  });
});
