/**
 * The run alarms (issue 53, item 4): a run still open 15 minutes after its scheduled end, a child
 * on board at it, or an end refused for a child on board raises one alarm — once, however often or
 * however many nodes look — e-mailed to whoever holds schoolroutes.alarms and heard live on the
 * runs' topic; the coordinator's screen lists open runs and alarms and marks one resolved. The
 * timer's round is called here with chosen instants (`raiseRunAlarms`), never waited for. Dated
 * (tests/dated-files.ts): on a school day the demo's own run under way raises its two alarms first.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_TOPIC } from '../../src/domain/topics';
import type { AlarmBoard, RunAlarm } from '../../src/domain/transportRuns';
import { runAlarms, staffNotices } from '../../server/db/schema';
import { raiseRunAlarms } from '../../server/modules/transport';
import { byPinned } from '../clock';
import { openEventStream } from './board-stream';
import { listenOnLoopback } from './fixtures';
import { openRunsSchool, route, runCalls, startRun, type RunsSchool } from './fixtures/transport-runs-school';

let s: RunsSchool;
let baseUrl: string;
beforeAll(async () => {
  s = await openRunsSchool();
  baseUrl = await listenOnLoopback(s.t);
  // The demo's run under way on a school day is long past its end, with two aboard: its two alarms first.
  expect(await raiseRunAlarms(s.t.db, s.t.clock.now())).toBe(byPinned({ weekday: 2, 'saturday-night': 0 }));
});
afterAll(() => s?.t.close());

const alarmsOf = (runId: number) => s.t.db.select().from(runAlarms).where(eq(runAlarms.id_run, runId));
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);
/** The coordinator's e-mails about runs. */
const noticesOf = (userId: number) =>
  s.t.db
    .select()
    .from(staffNotices)
    .where(and(eq(staffNotices.id_user, userId), eq(staffNotices.kind, 'alarma_recorrido')));

describe('run alarms', () => {
  it('an open run 15 minutes past its end: one alarm, one e-mail to the coordinator, heard live', async () => {
    const stream = openEventStream(`${baseUrl}/api/events?topics=${RUN_TOPIC}`, s.coordinator.token);
    await stream.ready;
    const { id: routeId, name } = await route(s, []);
    const run = await startRun(s, routeId);
    const before = (await noticesOf(s.coordinator.id)).length;
    expect(await raiseRunAlarms(s.t.db, minutesAfter(run.fin_programado, 14))).toBe(0);
    // Three nodes looking at once: one raises it.
    const first = await Promise.all(
      [1, 2, 3].map(() => raiseRunAlarms(s.t.db, minutesAfter(run.fin_programado, 15))),
    );
    expect(first.sort()).toEqual([0, 0, 1]);
    // Looking again: nothing more.
    expect(await raiseRunAlarms(s.t.db, minutesAfter(run.fin_programado, 16))).toBe(0);
    const alarms = await alarmsOf(run.id);
    expect(alarms.map((a) => [a.tipo, a.detalle])).toEqual([
      ['sin_terminar', 'El recorrido sigue abierto 15 minutos después de su fin programado'],
    ]);
    const notices = await noticesOf(s.coordinator.id);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)!.data).toMatchObject({ ruta: name, sentido: 'ida', detalle: alarms[0].detalle });
    // The monitor, who lacks the key, is not e-mailed.
    expect(await noticesOf(s.monitor.id)).toEqual([]);
    await expect
      .poll(
        () => stream.events.some((e) => e.event === 'run' && e.data.includes(`"alarm":${alarms[0].id}`)),
        { timeout: 10_000 },
      )
      .toBe(true);
    stream.close();
  });

  it('a child on board at the scheduled end, raised at once by the timer and ended by no one', async () => {
    const { emiliano } = s.kids;
    const { id: routeId } = await route(s, [{ id: emiliano.id }]);
    const run = await startRun(s, routeId);
    await runCalls(s.monitor.api, run.id).board({ id_estudiante: emiliano.id });
    expect(await raiseRunAlarms(s.t.db, minutesAfter(run.fin_programado, -1))).toBe(0);
    expect(await raiseRunAlarms(s.t.db, minutesAfter(run.fin_programado, 0))).toBe(1);
    expect((await alarmsOf(run.id)).map((a) => [a.tipo, a.detalle])).toEqual([
      ['a_bordo', `Sigue a bordo ${emiliano.name}`],
    ]);
    // Fifteen minutes on, the run still open: its second alarm.
    expect(await raiseRunAlarms(s.t.db, minutesAfter(run.fin_programado, 20))).toBe(1);
    // Ended after all: no alarm more, however late.
    const call = runCalls(s.monitor.api, run.id);
    await call.drop({ id_estudiante: emiliano.id });
    expect((await call.end()).status).toBe(200);
    expect(await raiseRunAlarms(s.t.db, minutesAfter(run.fin_programado, 600))).toBe(0);
  });

  it('an end refused for a child on board raises the alarm once, before the scheduled end', async () => {
    const { isabella } = s.kids;
    const { id: routeId } = await route(s, [{ id: isabella.id }]);
    const run = await startRun(s, routeId);
    const call = runCalls(s.monitor.api, run.id);
    await call.board({ id_estudiante: isabella.id });
    const before = (await noticesOf(s.coordinator.id)).length;
    expect((await call.end()).status).toBe(409);
    expect((await call.end()).status).toBe(409);
    expect((await alarmsOf(run.id)).map((a) => [a.tipo, a.detalle])).toEqual([
      ['a_bordo', `Sigue a bordo ${isabella.name}`],
    ]);
    expect(await noticesOf(s.coordinator.id)).toHaveLength(before + 1);
  });

  it("lists open runs and alarms on the coordinator's screen, and marks one resolved", async () => {
    const { mariana } = s.kids;
    const { id: routeId } = await route(s, [{ id: mariana.id }]);
    const run = await startRun(s, routeId);
    await runCalls(s.monitor.api, run.id).board({ id_estudiante: mariana.id });
    await runCalls(s.monitor.api, run.id).end();
    const board = await s.coordinator.api.get<AlarmBoard>('/api/transport/alarms');
    expect(board.status, board.body.message).toBe(200);
    expect(board.body.data.recorridos.find((r) => r.id === run.id)).toMatchObject({
      a_bordo: 1,
      alarmas: 1,
      fin: null,
    });
    const alarm = board.body.data.alarmas.find((a) => a.id_recorrido === run.id)!;
    expect(alarm).toMatchObject({ tipo: 'a_bordo', resuelta: null, ruta: run.ruta });

    // Neither the cashier nor the monitor resolves it; the coordinator does, once.
    for (const who of [s.cashier, s.monitor.api])
      expect((await who.post(`/api/transport/alarms/${alarm.id}/resolve`)).status).toBe(403);
    expect((await s.cashier.get('/api/transport/alarms')).status).toBe(403);
    const resolved = await s.coordinator.api.post<RunAlarm>(`/api/transport/alarms/${alarm.id}/resolve`);
    expect(resolved.status, resolved.body.message).toBe(200);
    expect(resolved.body.data).toMatchObject({
      resuelta: expect.any(String),
      resuelta_por: expect.any(String),
    });
    const twice = await s.coordinator.api.post<RunAlarm>(`/api/transport/alarms/${alarm.id}/resolve`);
    expect(twice.body.data.resuelta).toBe(resolved.body.data.resuelta);
    const unknown = await s.coordinator.api.post('/api/transport/alarms/999999/resolve');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'La alarma no existe']);
    const after = await s.coordinator.api.get<AlarmBoard>('/api/transport/alarms');
    expect(after.body.data.recorridos.find((r) => r.id === run.id)?.alarmas).toBe(0);
  });
});
