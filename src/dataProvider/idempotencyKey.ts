/**
 * A fresh Idempotency-Key. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost), and a school often opens the app over plain http on its own network;
 * `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
