/** Boards: the preparation board, the turn displays and the delivery counter. */
import type { Identifier } from 'react-admin';
import type { Order, PosStore } from '../../domain/orders';
import type { BoardStore, PrepOrder, TurnCard } from '../../domain/boards';
import type { DeliveryCustomer, DeliveryOrder, PendingOrder } from '../../domain/delivery';
import type { DisplaySession } from '../../domain/displays';
import { storeBySegment, turnPath, type StoreSegment } from '../../domain/stores';
import type { HttpClient } from '../http';

export const boardCalls = (http: HttpClient) => ({
  /** The preparation board: orders to prepare, oldest first. */
  async prepOrders(store: BoardStore): Promise<PrepOrder[]> {
    return (await http<PrepOrder[]>(`${store}/enlistment/external`)).data;
  },
  /** The kitchen has it ready: complete 1 → 2. */
  async markReady(store: StoreSegment, id: Identifier): Promise<{ order: Order; message: string }> {
    const answer = await http<Order>(`${store}/enlistment/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: {},
    });
    return { order: answer.data, message: answer.message };
  },
  /** Hands over ready orders (all or none): complete 2 → 3. */
  async dispatch(store: StoreSegment, pedidos: number[]): Promise<{ orders: Order[]; message: string }> {
    const answer = await http<Order[]>(`${store}/requests/dispatch`, { method: 'POST', body: { pedidos } });
    return { orders: answer.data, message: answer.message };
  },
  /** A store's ready turns for its hall display (the restaurant's by its old path, `restaurant/turnero`). */
  async turnCards(store: BoardStore): Promise<TurnCard[]> {
    return (await http<TurnCard[]>(turnPath(storeBySegment(store)!))).data;
  },
  /** Turns this browser into a turn display: a new display-only token; the current session ends. */
  async createDisplaySession(): Promise<DisplaySession> {
    return (await http<DisplaySession>('display/session', { method: 'POST', body: {} })).data;
  },
  /**
   * The customer named by a credential code or a document, with their waiting orders of both
   * stores or of one (the stationery one through its own path).
   */
  async deliveryCustomer(
    text: string,
    store?: PosStore,
  ): Promise<{ customer: DeliveryCustomer; message: string }> {
    const value = encodeURIComponent(text.trim());
    const ownPath = store && storeBySegment(store)?.paths.customerLookup;
    const answer = ownPath
      ? await http<DeliveryCustomer>(`${ownPath}/${value}`)
      : await http<DeliveryCustomer>(`admin/carnets/${value}/validatedispatch`, { query: { store } });
    return { customer: answer.data, message: answer.message };
  },
  /** A user's waiting orders (complete 1 or 2) of one store. */
  async pendingOrders(store: PosStore, idUser: Identifier): Promise<DeliveryOrder[]> {
    return (await http<DeliveryOrder[]>(`${store}/requests/pending/${encodeURIComponent(idUser)}`)).data;
  },
  /** Every waiting order of the cafeteria and the stationery shop, with its customer. */
  async externalPending(): Promise<PendingOrder[]> {
    return (await http<PendingOrder[]>('external/list')).data;
  },
  /** The prepare screen's Entregar: prepared orders of either store, marked ready if needed and handed over (all or none). */
  async externalDispatch(pedidos: number[]): Promise<{ orders: Order[]; message: string }> {
    const answer = await http<Order[]>('external/dispatch', { method: 'POST', body: { pedidos } });
    return { orders: answer.data, message: answer.message };
  },
});
