/**
 * Administration: a user's password reset and reactivation, the offline sales' totals and settling
 * (the global report: `report`), the school calendar.
 */
import type { Identifier } from 'react-admin';
import type { Calendar } from '../../domain/calendar';
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
  /** A year's days without classes (GET admin/calendar); without a year, the server's current one. */
  async calendar(anio?: number): Promise<Calendar> {
    return (await http<Calendar>('admin/calendar', anio ? { query: { anio } } : {})).data;
  },
  /** A year's days without classes, replaced as a whole. */
  async saveCalendar(body: Calendar): Promise<Calendar> {
    return (await http<Calendar>('admin/calendar', { method: 'PUT', body })).data;
  },
});
