import { describe, expect, it } from 'vitest';
import type { BoardEvent } from '../../src/domain/boards';
import { eventsOf, payloadsOf } from '../../server/modules/boards/events/service';

const event = (id: number): BoardEvent => ({ type: 'created', store: 1, id, complete: '1', turn: id % 59 });

describe('board event payloads (one NOTIFY carries a batch)', () => {
  it('packs a batch into JSON arrays under the 8000-byte NOTIFY limit, losing none and keeping their order', () => {
    const batch = Array.from({ length: 500 }, (_, i) => event(i + 1));
    const payloads = payloadsOf(batch);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(new TextEncoder().encode(p).length).toBeLessThan(8000);
    expect(payloads.flatMap(eventsOf)).toEqual(batch);
  });

  it('reads a single event, and drops what is not an event', () => {
    expect(eventsOf(JSON.stringify(event(7)))).toEqual([event(7)]);
    expect(eventsOf('no es json')).toEqual([]);
    expect(eventsOf('[1, null, {"x": 1}]')).toEqual([]);
    expect(payloadsOf([])).toEqual([]);
  });
});
