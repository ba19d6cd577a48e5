/**
 * The run alarms (issue 53, item 4), the transport coordinator's (schoolroutes.alarms):
 *   GET  /api/transport/alarms                 the open runs and the alarms not resolved or raised today
 *   POST /api/transport/alarms/{id}/resolve    the coordinator has seen to it
 * and the alarm timer: every node looks every SAFETY_SECONDS (default 60) for runs due an alarm
 * (`raiseRunAlarms`). The alarm's row is the claim, so nodes looking at once raise and e-mail it once.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RUN_TOPIC } from '../../../../src/domain/topics';
import { alarmBoardSchema, runAlarmSchema, type AlarmBoard } from '../../../../src/domain/transportRuns';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import type { Db } from '../../../db/client';
import { todayBy } from '../busRoutes';
import { dueRuns, raiseDueAlarms, runSummaries, tags } from '../runs';
import { runAlarmsOf } from './queries';
import { resolveAlarm } from './service';

/**
 * Raises the alarms due at `now` — a run still open ALARM_GRACE_MIN after its scheduled end, a
 * child on board past it — each run in a transaction of its own; how many were raised. The timer
 * calls it with the server's clock; the tests with the instant they choose.
 */
export async function raiseRunAlarms(db: Db, now: Date): Promise<number> {
  let raised = 0;
  for (const run of await dueRuns(db, now))
    raised += await db.transaction((tx) => raiseDueAlarms(tx, run, now));
  return raised;
}

export function alarmRoutes(app: FastifyInstance, { db, config: appConfig, bus, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = todayBy({ config: appConfig, clock });

  r.get(
    '/api/transport/alarms',
    {
      config: { permission: ['schoolroutes.alarms', 'schoolroutes.reports'] },
      schema: {
        tags,
        summary:
          'Los recorridos abiertos y las alarmas sin resolver o levantadas hoy, las más recientes primero',
        response: answers(alarmBoardSchema),
      },
    },
    async () =>
      ok<AlarmBoard>({
        recorridos: await runSummaries(db, { open: true }),
        alarmas: await runAlarmsOf(db, { since: today().start }),
      }),
  );

  r.post(
    '/api/transport/alarms/:id/resolve',
    {
      config: { permission: 'schoolroutes.alarms' },
      schema: {
        tags,
        summary: 'Marcar una alarma como resuelta (una ya resuelta queda como está); 404 si no existe',
        params: idParamsSchema,
        response: answers(runAlarmSchema),
      },
    },
    async (req) => {
      await db.transaction(async (tx) => {
        if (await resolveAlarm(tx, req.params.id, staffOf(req).id, clock.now()))
          await bus.enqueue(tx, { topic: RUN_TOPIC, data: { alarm: req.params.id } });
      });
      bus.flush();
      const [alarm] = await runAlarmsOf(db, { id: req.params.id });
      return ok(alarm, 'Alarma resuelta');
    },
  );

  // The timer: never what keeps the process alive, one round at a time, stopped with the app.
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  const check = () => {
    round ??= raiseRunAlarms(db, clock.now())
      .then((raised) => raised > 0 && bus.flush())
      .catch((err: unknown) => app.log.warn({ err }, 'La revisión de alarmas de recorridos falló'))
      .then(() => {
        round = null;
      });
  };
  // SAFETY_SECONDS, as the absences' timer (0: off, as in the tests, which call raiseRunAlarms themselves).
  app.addHook('onReady', async () => {
    if (appConfig.safetySeconds <= 0) return;
    timer = setInterval(check, appConfig.safetySeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
  });
}
