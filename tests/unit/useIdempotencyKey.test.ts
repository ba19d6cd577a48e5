/** The one owner of a money or stock action's Idempotency-Key. */
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { newIdempotencyKey, useIdempotencyKey } from '../../src/dataProvider/useIdempotencyKey';

describe('useIdempotencyKey', () => {
  it('sends the same key when the same request is retried (double click, timeout, network error)', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ id: 7, recarga: 5000 });
    expect(result.current.keyFor({ id: 7, recarga: 5000 })).toBe(first);
  });

  it('gives a changed request a new key, so it is not refused as another request under a used key', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ id: 7, recarga: 5000 });
    const second = result.current.keyFor({ id: 7, recarga: 6000 });
    expect(second).not.toBe(first);
    // Back to the first amount: a new attempt, not a replay of an answer nobody saw.
    expect(result.current.keyFor({ id: 7, recarga: 5000 })).not.toBe(first);
  });

  it('makes the next action after a success a new one, even when identical', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ id: 3 });
    result.current.done();
    expect(result.current.keyFor({ id: 3 })).not.toBe(first);
  });

  it('keeps its state across renders', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('x');
    rerender();
    expect(result.current.keyFor('x')).toBe(first);
  });

  it('makes keys the server accepts (1-200 characters), different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
  });
});
