/**
 * The lunch-rush benchmark's Listo phase: the hall displays follow the restaurant's orders
 * (`GET /api/events?topics=orders.restaurant`) and reload the turn cards (`GET /api/restaurant/turnero`)
 * on every event, as the web app's turn display does (reloads never overlap); the kitchen marks orders
 * Listo one by one. Prints, for each one, the time to its answer, to its event at each display and to
 * the turn on each display's screen; answers the orders marked.
 */
import { readEventStream } from '../../src/dataProvider/eventStream';
import type { BoardEvent, TurnCard } from '../../src/domain/boards';
import { orderTopic } from '../../src/domain/topics';
import { apiCall as call, coalescingReload, pct, sleep } from '../support';
import { max } from './rush';
import { MAX_STREAMS_PER_SESSION } from '../../server/plugins/event-streams';

/** How long a Listo's event and turn may take to reach every display before they count as lost. */
const WAIT_MS = 10_000;

export interface ListoOptions {
  displays: number;
  /** How many of the served orders the kitchen marks Listo. */
  ready: number;
  nodeOf: (i: number) => string;
  token: string;
  /** The displays' sessions: display d uses session floor(d / MAX_STREAMS_PER_SESSION). */
  displayTokens: readonly string[];
  /** What went wrong, added to. */
  problems: string[];
}

export async function runListo(
  served: Map<number, { orderId: number; saldo: number }>,
  { displays: DISPLAYS, ready: READY, nodeOf, token, displayTokens, problems }: ListoOptions,
) {
  /** The Listo in flight: its order, when it was sent, and when its event and its turn reached each display. */
  let current: { id: number; sent: number; events: number[]; shown: number[] } | null = null;
  let hellos = 0;
  const abort = new AbortController();
  const displays = Array.from({ length: DISPLAYS }, (_, d) => {
    const base = nodeOf(d);
    const displayToken = displayTokens[Math.floor(d / MAX_STREAMS_PER_SESSION)];
    let shownId = 0;
    const reload = coalescingReload(async () => {
      const { body } = await call<TurnCard[]>('GET', base, 'restaurant/turnero', displayToken);
      const now = performance.now();
      if (current && shownId !== current.id && body.data.some((card) => card.id === current!.id)) {
        shownId = current.id;
        current.shown.push(now - current.sent);
      }
    }, abort.signal);
    return readEventStream(
      `${base}/events?topics=${orderTopic('restaurant')}`,
      (e) => {
        if (e.event === 'hello') hellos++;
        if (e.event === 'order' && current) {
          const event = JSON.parse(e.data) as BoardEvent;
          if (event.type === 'ready' && event.id === current.id)
            current.events.push(performance.now() - current.sent);
        }
        reload().catch(() => undefined);
      },
      abort.signal,
      () => displayToken,
    ).catch(() => undefined);
  });
  while (hellos < DISPLAYS) await sleep(20);
  await sleep(500);

  const toMark = [...served.values()]
    .map((s) => s.orderId)
    .sort((a, b) => a - b)
    .slice(0, READY);
  const listoTimes: number[] = [];
  const eventTimes: number[] = [];
  const shownTimes: number[] = [];
  let lostEvents = 0;
  let lostTurns = 0;
  for (const [k, id] of toMark.entries()) {
    current = { id, sent: performance.now(), events: [], shown: [] };
    const { status, body } = await call('PUT', nodeOf(k), `restaurant/enlistment/${id}`, token, {});
    listoTimes.push(performance.now() - current.sent);
    if (status !== 200) problems.push(`Listo del pedido ${id}: ${status} ${body.message}`);
    const deadline = performance.now() + WAIT_MS;
    while (
      (current.events.length < DISPLAYS || current.shown.length < DISPLAYS) &&
      performance.now() < deadline
    )
      await sleep(1);
    lostEvents += DISPLAYS - current.events.length;
    lostTurns += DISPLAYS - current.shown.length;
    eventTimes.push(...current.events);
    shownTimes.push(...current.shown);
  }
  current = null;
  abort.abort();
  await Promise.all(displays);
  for (const list of [listoTimes, eventTimes, shownTimes]) list.sort((a, b) => a - b);
  console.log(
    `Listo: ${toMark.length} orders marked one by one, ${DISPLAYS} displays following orders.restaurant`,
  );
  console.log(
    `  Listo → answer:                        p50 ${pct(listoTimes, 50)} ms  p99 ${pct(listoTimes, 99)} ms  max ${max(listoTimes)} ms`,
  );
  console.log(
    `  Listo → event at each display:         p50 ${pct(eventTimes, 50)} ms  p99 ${pct(eventTimes, 99)} ms  max ${max(eventTimes)} ms`,
  );
  console.log(
    `  Listo → turn on each display (reload): p50 ${pct(shownTimes, 50)} ms  p99 ${pct(shownTimes, 99)} ms  max ${max(shownTimes)} ms`,
  );
  console.log(
    `  events that never arrived: ${lostEvents} of ${toMark.length * DISPLAYS}; turns never shown: ${lostTurns}`,
  );
  if (lostEvents)
    problems.push(`${lostEvents} eventos Listo no llegaron a una pantalla en ${WAIT_MS / 1000} s`);
  if (lostTurns)
    problems.push(`${lostTurns} turnos listos no aparecieron en una pantalla en ${WAIT_MS / 1000} s`);
  return toMark;
}
