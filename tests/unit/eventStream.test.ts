import { describe, expect, it } from 'vitest';
import { parseEvents, type StreamEvent } from '../../src/dataProvider/eventStream';

const parse = (text: string) => {
  const events: StreamEvent[] = [];
  const rest = parseEvents(text, (e) => events.push(e));
  return { events, rest };
};

describe('parseEvents (server-sent events)', () => {
  it('reads named events and their data, skipping comments and retry lines', () => {
    const { events, rest } = parse(
      'retry: 2000\n\nevent: hello\ndata: {"store":1}\n\n: ping\n\nevent: order\ndata: {"id":7}\n\n',
    );
    expect(events).toEqual([
      { event: 'hello', data: '{"store":1}' },
      { event: 'order', data: '{"id":7}' },
    ]);
    expect(rest).toBe('');
  });

  it('keeps an unfinished event for the next chunk', () => {
    const first = parse('event: order\ndata: {"id"');
    expect(first.events).toEqual([]);
    const second = parse(`${first.rest}:8}\n\n`);
    expect(second.events).toEqual([{ event: 'order', data: '{"id":8}' }]);
  });

  it('joins multi-line data, accepts CRLF and defaults the event name to message', () => {
    expect(parse('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
