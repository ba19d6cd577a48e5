/**
 * Sends the till's queue (issue 33 item 4): oldest first, each sale with the key it was made with,
 * so a retry after a lost answer is the same sale to the server; one run at a time per page. A sale
 * the server recorded (201, whatever became of it) leaves the queue. When the server does not answer
 * (or fails), the run stops and the sale stays first; when the session is gone (401) or the person
 * lacks the store's key (403), it stops too and the queue waits for someone who may send it. Only a
 * sale the server refuses as malformed is set aside, kept and shown, so it never blocks the rest.
 */
import type { HttpClient } from '../../dataProvider/http';
import type { StoreSegment } from '../../domain/stores';
import { dequeue, markFailed, queuedSales, type QueuedSale } from './tillStore';
import { serverAnswered, serverLost, updateTillStatus } from './tillStatus';

export const lateSalePath = (store: StoreSegment) => `${store}/requests/offline`;

/** Reads the queue's figures into the till's status. */
export async function countQueue(): Promise<QueuedSale[]> {
  const sales = await queuedSales();
  updateTillStatus({ pending: sales.length, failed: sales.filter((s) => s.error).length });
  return sales;
}

let running: Promise<void> | null = null;

/** Sends what waits; resolves when this run stops (all sent, or the server cannot take more now). */
export function syncQueue(http: HttpClient): Promise<void> {
  running ??= run(http).finally(() => {
    running = null;
  });
  return running;
}

async function run(http: HttpClient) {
  const sales = await countQueue();
  for (const sale of sales) {
    if (sale.error) continue;
    try {
      await http(lateSalePath(sale.store), {
        method: 'POST',
        body: sale.body,
        headers: { 'Idempotency-Key': sale.key },
        ownsFailure: true,
      });
      await dequeue(sale.key);
      serverAnswered();
      updateTillStatus({ lastSync: Date.now(), needsSignIn: false });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 0;
      if (status === 0 || status >= 500) {
        serverLost();
        break;
      }
      if (status === 401) {
        updateTillStatus({ needsSignIn: true });
        break;
      }
      if (status === 403 || status === 429) break;
      await markFailed(sale.key, error instanceof Error ? error.message : String(error));
    }
  }
  await countQueue();
}
