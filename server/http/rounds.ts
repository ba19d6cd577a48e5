/**
 * A background worker's rounds (the notices' e-mail, the pushes): one every `ms`, never two at once
 * (a tick while a round runs is skipped), a round that fails logged and tried again at the next tick,
 * the timer unref'd (it keeps no process alive) and stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';

export function everyRound(
  app: FastifyInstance,
  ms: number,
  round: () => Promise<void>,
  { failed, onClose }: { failed: string; onClose?: () => void },
): void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await round();
    } catch (err) {
      app.log.warn({ err }, failed);
    } finally {
      running = false;
    }
  };
  const every = setInterval(() => void run(), ms);
  every.unref();
  app.addHook('onClose', async () => {
    clearInterval(every);
    onClose?.();
  });
}
