/** Orders: a store's point-of-sale catalog, the sale, its reversal and edit, and the movements report's user (the reports: `report`). */
import type { Identifier } from 'react-admin';
import type {
  EditResult,
  OrderEdit,
  PosCatalog,
  PosStore,
  PurchaseResult,
  ReverseResult,
} from '../../domain/orders';
import type { ReportUser } from '../../domain/salesReports';
import type { StoreSegment } from '../../domain/stores';
import type { HttpClient } from '../http';

export const orderCalls = (http: HttpClient) => ({
  async posCatalog(store: PosStore): Promise<PosCatalog> {
    return (await http<PosCatalog>(`${store}/pos/catalog`)).data;
  },
  /** A sale; the key makes a double click or a retry charge once. */
  async purchase(
    store: PosStore,
    body: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<{ result: PurchaseResult; message: string }> {
    const answer = await http<PurchaseResult>(`${store}/requests`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { result: answer.data, message: answer.message };
  },
  /** Money and stock back; the key keeps a retried click from reversing twice (the server refuses a second one anyway). */
  async reverseOrder(
    store: StoreSegment,
    id: Identifier,
    idempotencyKey: string,
  ): Promise<{ result: ReverseResult; message: string }> {
    const answer = await http<ReverseResult>(`${store}/requests/${encodeURIComponent(id)}/reverse`, {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { result: answer.data, message: answer.message };
  },
  /** The alternate request edit: only the difference of money and stock moves. */
  async editOrder(
    store: PosStore,
    id: Identifier,
    body: OrderEdit,
    idempotencyKey: string,
  ): Promise<{ result: EditResult; message: string }> {
    const answer = await http<EditResult>(`${store}/requests/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { result: answer.data, message: answer.message };
  },
  /** The user of the movements report, by document. */
  async reportUser(store: StoreSegment, num_doc: string): Promise<ReportUser> {
    return (await http<ReportUser>(`${store}/datauser`, { method: 'POST', body: { num_doc } })).data;
  },
});
