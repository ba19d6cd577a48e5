/** Administration: a user's password reset and reactivation, the offline sales' totals and settling (the global report: `report`). */
import type { Identifier } from 'react-admin';
import {
  OFFLINE_SALES_PATH,
  type LateSaleResolution,
  type OfflineSalesTotals,
  type ResolveLateSale,
} from '../../domain/offlineSales';
import type { HttpClient } from '../http';

export const adminCalls = (http: HttpClient) => ({
  async resetPassword(id: Identifier): Promise<{ password: string; message: string }> {
    const body = await http<{ password: string }>(`admin/reset-pass/${encodeURIComponent(id)}`);
    return { password: body.data.password, message: body.message };
  },
  async restoreUser(id: Identifier): Promise<string> {
    const body = await http(`admin/usersdel/${encodeURIComponent(id)}`, { method: 'PUT' });
    return body.message;
  },
  /** Per till and in all, for the list's filter (GET admin/offline-sales/totals). */
  async offlineSalesTotals(filter: Record<string, unknown>): Promise<OfflineSalesTotals> {
    const query = Object.keys(filter).length ? { filter: JSON.stringify(filter) } : {};
    return (await http<OfflineSalesTotals>(`${OFFLINE_SALES_PATH}/totals`, { query })).data;
  },
  /** A refused late sale charged now or written off; the key makes a retry settle it once. */
  async resolveLateSale(
    id: number,
    body: ResolveLateSale,
    idempotencyKey: string,
  ): Promise<{ resolucion: LateSaleResolution; message: string }> {
    const answer = await http<{ resolucion: LateSaleResolution }>(`${OFFLINE_SALES_PATH}/${id}/resolve`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { resolucion: answer.data.resolucion, message: answer.message };
  },
});
