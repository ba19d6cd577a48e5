/**
 * The one owner of the Idempotency-Key of a money or stock action (a sale, a top-up, a stock
 * move, a reversal, an order edit). A retry of the same request (a double click, a timeout, a
 * network error) sends the same key, so the server answers the first answer again and moves
 * nothing twice; a different request (the cashier changed the cart or the amount) gets a new
 * key, so it is not refused as another request under a used key; after a success the next
 * action, even an identical one, is a new action with a new key.
 */
import { useMemo, useRef } from 'react';

/**
 * A fresh key. `crypto.randomUUID` exists only in secure contexts (https or localhost), and a
 * school often opens the app over plain http on its own network; `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKey {
  /** The key to send with this request (compared with the last unfinished one by its JSON). */
  keyFor(request: unknown): string;
  /** The request succeeded: forget its key. */
  done(): void;
}

export function useIdempotencyKey(): IdempotencyKey {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request: unknown) {
        const fingerprint = JSON.stringify(request) ?? '';
        if (attempt.current?.fingerprint !== fingerprint)
          attempt.current = { fingerprint, key: newIdempotencyKey() };
        return attempt.current.key;
      },
      done() {
        attempt.current = null;
      },
    }),
    [],
  );
}
