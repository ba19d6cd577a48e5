/** Inventory: stock in and out of a product. */
import type { Identifier } from 'react-admin';
import type { HttpClient } from '../http';

export const inventoryCalls = (http: HttpClient) => ({
  /** Stock in (+) or out (−) of a product; the key keeps a retried click from counting twice. */
  async moveStock(
    id: Identifier,
    direction: 'add' | 'minus',
    count: number,
    idempotencyKey: string,
  ): Promise<string> {
    const body = await http(`inventory/products/${encodeURIComponent(id)}/${direction}`, {
      method: 'POST',
      body: { id, count },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return body.message;
  },
});
