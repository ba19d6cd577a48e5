/**
 * The lunch's cut-off timer (issue 56): every SAFETY_SECONDS (0: never; the tests run a round at
 * their own instant), a round at the server's clock (service.ts). Several nodes' rounds cancel and
 * pay back each pre-order once: the row's state is the claim. No route: the kitchen reads the result.
 */
import type { FastifyInstance } from 'fastify';
import { LUNCH_TOPIC } from '../../../../src/domain/topics';
import type { AreaOptions } from '../../../http/area';
import { everyRound } from '../../../http/rounds';
import { lunchCutoffRound } from './service';

export function lunchCutoffTimer(app: FastifyInstance, { db, config, clock, bus }: AreaOptions): void {
  const seconds = config.safetySeconds;
  if (seconds <= 0) return;
  everyRound(
    app,
    seconds * 1000,
    async () => {
      const counts = await db.transaction(async (tx) => {
        const done = await lunchCutoffRound(tx, clock, config.timezone);
        if (done.cancelled + done.fixed > 0) await bus.enqueue(tx, { topic: LUNCH_TOPIC, data: {} });
        return done;
      });
      bus.flush();
      if (counts.cancelled + counts.fixed > 0) app.log.info({ lunch: counts }, 'Corte de almuerzos');
    },
    { failed: 'La ronda del corte de almuerzos falló; se intentará en la próxima' },
  );
}
