/**
 * The front desk's documents and cash close (issue 34): a top-up's receipt, the blind period, the
 * close and its note, the closes' list, the Z and X reports and the review.
 */
import type { Identifier } from 'react-admin';
import type {
  BlindPeriod,
  CashClose,
  CashMovement,
  CloseStart,
  OpenPeriod,
  PerMethod,
} from '../../domain/cashClose';
import type { DeskReceipt } from '../../domain/receipts';
import type { HttpClient } from '../http';

export type CloseWithDetail = CashClose & { colegio: string | null; detalle: CashMovement[] };

export const deskCalls = (http: HttpClient) => ({
  async receipt(id: Identifier): Promise<DeskReceipt> {
    return (await http<DeskReceipt>(`admin/carnets/receipts/${encodeURIComponent(id)}`)).data;
  },
  /** The school day closes count from, and whether it may still move. */
  async closeStart(): Promise<CloseStart> {
    return (await http<CloseStart>('admin/cashclose/start')).data;
  },
  async setCloseStart(cuenta_desde: string): Promise<CloseStart> {
    return (await http<CloseStart>('admin/cashclose/start', { method: 'PUT', body: { cuenta_desde } })).data;
  },
  /** What the close screen may show before the count: how many movements wait, since when, the last close. */
  async blindPeriod(): Promise<BlindPeriod> {
    return (await http<BlindPeriod>('admin/cashclose/open')).data;
  },
  /** The count, once per key: a retry answers the same close. */
  async closeCash(
    body: {
      contado: PerMethod;
      denominaciones: Record<string, number> | null;
      nota: string | null;
      fondo_inicial: number;
    },
    idempotencyKey: string,
  ): Promise<CashClose> {
    return (
      await http<CashClose>('admin/cashclose', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      })
    ).data;
  },
  async closeNote(id: Identifier, nota: string): Promise<CashClose> {
    return (
      await http<CashClose>(`admin/cashclose/${encodeURIComponent(id)}/nota`, {
        method: 'POST',
        body: { nota },
      })
    ).data;
  },
  async closes(query: {
    page: number;
    perPage: number;
    id_staff?: number;
  }): Promise<{ data: CashClose[]; total: number }> {
    const body = await http<CashClose[]>('admin/cashclose', { query });
    return { data: body.data, total: body.total ?? body.data.length };
  },
  async closeReport(id: Identifier): Promise<CloseWithDetail> {
    return (await http<CloseWithDetail>(`admin/cashclose/${encodeURIComponent(id)}`)).data;
  },
  async openPeriods(): Promise<OpenPeriod[]> {
    return (await http<OpenPeriod[]>('admin/cashclose/x')).data;
  },
  async openMovements(staffId: Identifier): Promise<CashMovement[]> {
    return (await http<CashMovement[]>(`admin/cashclose/x/${encodeURIComponent(staffId)}`)).data;
  },
  async reviewClose(id: Identifier, comentario: string): Promise<CashClose> {
    return (
      await http<CashClose>(`admin/cashclose/${encodeURIComponent(id)}/review`, {
        method: 'POST',
        body: { comentario },
      })
    ).data;
  },
});
