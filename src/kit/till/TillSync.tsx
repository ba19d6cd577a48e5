/**
 * Sends a till's queue wherever the cashier is (issue 33 item 4): mounted in the layout, it reads
 * the queue's size once (the till's code loads only then), and while sales wait it watches the
 * server and sends them as soon as it answers, every 15 s otherwise.
 */
import { useEffect } from 'react';
import { http } from '../../dataProvider/instance';
import { useTillStatus } from './tillStatus';

const RETRY_MS = 15_000;

export function TillSync() {
  const { pending, failed, online } = useTillStatus();
  const waiting = pending - failed > 0;

  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    void import('./sync').then(({ countQueue }) => countQueue()).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!waiting) return;
    let stop: (() => void) | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    void Promise.all([import('./sync'), import('./tillStatus')]).then(([{ syncQueue }, { watchServer }]) => {
      if (cancelled) return;
      stop = watchServer({ banner: false });
      if (online) void syncQueue(http);
      timer = setInterval(() => void syncQueue(http), RETRY_MS);
    });
    return () => {
      cancelled = true;
      stop?.();
      if (timer) clearInterval(timer);
    };
  }, [waiting, online]);

  return null;
}
