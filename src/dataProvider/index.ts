/**
 * The react-admin DataProvider over the envelope API (DESIGN §4). The resource name is
 * the API path, so `admin/users` maps to:
 *   getList            GET    /api/admin/users?page&perPage&sort&order&q&filter
 *   getOne             GET    /api/admin/users/{id}/edit
 *   getMany            GET    /api/admin/users?filter={"id":[…]}
 *   getManyReference   GET    /api/admin/users?filter={target: id, …}
 *   create             POST   /api/admin/users
 *   update             PUT    /api/admin/users/{id}
 *   delete             DELETE /api/admin/users/{id}
 * plus the calls that are not CRUD (form schemas, password reset, profile, dashboard).
 * ra-data-simple-rest's shape (Content-Range, bare arrays) does not fit the envelope, so
 * this follows its structure with our contract instead.
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { FormFieldSchema } from '../domain/fields';
import type { Profile, ProfileUpdate } from '../domain/auth';
import type { Carnet, CarnetLookup, GlobalReport, TopupReportRow } from '../domain/carnets';
import type { EditResult, Order, OrderEdit, PosCatalog, PosStore, PurchaseResult, ReverseResult } from '../domain/orders';
import type { ReportUser, SalesReportPath } from '../domain/salesReports';
import type { BoardStore, PrepOrder, TurnCard } from '../domain/boards';
import type { DeliveryCustomer, DeliveryOrder, PendingOrder } from '../domain/delivery';
import type { BlockRecord, LockedProduct, LocksSaved, LockStudentsQuery, ProductsBlockInput } from '../domain/locks';
import type { DisplaySession } from '../domain/displays';
import { LOCKED_PRODUCTS_PATH, storeBySegment, turnPath } from '../domain/stores';
import type { HttpClient } from './http';
import { encodeFiles } from './files';
import { endpointOf } from './endpoints';

export interface DashboardData {
  tiles: { key: string; label: string; value: number | null }[];
  sales: { date: string; total: number | null }[];
}

function listQuery(params: Partial<GetListParams>) {
  const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  return {
    page: params.pagination?.page,
    perPage: params.pagination?.perPage,
    sort: params.sort?.field,
    order: params.sort?.order,
    q: typeof q === 'string' ? q : undefined,
    filter: Object.keys(filter).length ? JSON.stringify(filter) : undefined,
  };
}

// react-admin's methods are generic in the record type; the API answers plain records.
type Records = never[];
type Rec = never;

export function createDataProvider(http: HttpClient) {
  const crud: DataProvider = {
    async getList(resource, params) {
      const { path, filter } = endpointOf(resource);
      const body = await http<RaRecord[]>(path, { query: listQuery({ ...params, filter: { ...params.filter, ...filter } }) });
      return { data: body.data as Records, total: body.total ?? body.data.length };
    },
    async getOne(resource, params) {
      const body = await http<RaRecord>(`${endpointOf(resource).path}/${encodeURIComponent(params.id)}/edit`);
      return { data: body.data as Rec };
    },
    async getMany(resource, params) {
      const body = await http<RaRecord[]>(endpointOf(resource).path, {
        query: { filter: JSON.stringify({ id: params.ids }), perPage: Math.max(params.ids.length, 1) },
      });
      return { data: body.data as Records };
    },
    async getManyReference(resource, params) {
      const { path, filter } = endpointOf(resource);
      const body = await http<RaRecord[]>(path, {
        query: listQuery({ ...params, filter: { ...params.filter, ...filter, [params.target]: params.id } }),
      });
      return { data: body.data as Records, total: body.total ?? body.data.length };
    },
    async create(resource, params) {
      const { path, data } = endpointOf(resource);
      const body = await http<RaRecord>(path, { method: 'POST', body: { ...(await encodeFiles(params.data)), ...data } });
      return { data: body.data as Rec };
    },
    async update(resource, params) {
      const body = await http<RaRecord>(`${endpointOf(resource).path}/${encodeURIComponent(params.id)}`, {
        method: 'PUT',
        body: await encodeFiles(params.data),
      });
      return { data: body.data as Rec };
    },
    async updateMany(resource, params) {
      for (const id of params.ids) {
        await http(`${endpointOf(resource).path}/${encodeURIComponent(id)}`, { method: 'PUT', body: params.data });
      }
      return { data: params.ids };
    },
    async delete(resource, params) {
      await http(`${endpointOf(resource).path}/${encodeURIComponent(params.id)}`, { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as Rec };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await http(`${endpointOf(resource).path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      return { data: params.ids };
    },
  };

  return {
    ...crud,

    /** DELETE that reports the server's message (a user with history is deactivated, not deleted). */
    async remove(resource: string, id: Identifier): Promise<string> {
      const body = await http(`${endpointOf(resource).path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      return body.message;
    },
    async formSchema(resource: string): Promise<FormFieldSchema[]> {
      const body = await http<{ fields: FormFieldSchema[] }>(`${resource}/create`);
      return body.data.fields;
    },
    async posCatalog(store: PosStore): Promise<PosCatalog> {
      return (await http<PosCatalog>(`${store}/pos/catalog`)).data;
    },
    /** A sale; the key makes a double click or a retry charge once. */
    async purchase(store: PosStore, body: Record<string, unknown>, idempotencyKey: string): Promise<{ result: PurchaseResult; message: string }> {
      const answer = await http<PurchaseResult>(`${store}/requests`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return { result: answer.data, message: answer.message };
    },
    /** The preparation board: orders to prepare, oldest first. */
    async prepOrders(store: BoardStore): Promise<PrepOrder[]> {
      return (await http<PrepOrder[]>(`${store}/enlistment/external`)).data;
    },
    /** The kitchen has it ready: complete 1 → 2. */
    async markReady(store: PosStore, id: Identifier): Promise<{ order: Order; message: string }> {
      const answer = await http<Order>(`${store}/enlistment/${encodeURIComponent(id)}`, { method: 'PUT', body: {} });
      return { order: answer.data, message: answer.message };
    },
    /** Hands over ready orders (all or none): complete 2 → 3. */
    async dispatch(store: PosStore, pedidos: number[]): Promise<{ orders: Order[]; message: string }> {
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
    // ——— Delivery to the customer (the external screens) ———
    /**
     * The customer named by a credential code or a document, with their waiting orders of both
     * stores or of one (the stationery one through its own path).
     */
    async deliveryCustomer(text: string, store?: PosStore): Promise<{ customer: DeliveryCustomer; message: string }> {
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
    /** Money and stock back; the key keeps a retried click from reversing twice (the server refuses a second one anyway). */
    async reverseOrder(store: PosStore, id: Identifier, idempotencyKey: string): Promise<{ result: ReverseResult; message: string }> {
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
    /** A sales report of a point of sale (`POST <store>/reporteRVD` …): its rows, [] when none. */
    async salesReport<T>(store: PosStore, report: SalesReportPath, body: Record<string, unknown>): Promise<T[]> {
      return (await http<T[]>(`${store}/${report}`, { method: 'POST', body })).data;
    },
    /** The user of the movements report, by document. */
    async reportUser(store: PosStore, num_doc: string): Promise<ReportUser> {
      return (await http<ReportUser>(`${store}/datauser`, { method: 'POST', body: { num_doc } })).data;
    },
    /** Stock in (+) or out (−) of a product; the key keeps a retried click from counting twice. */
    async moveStock(id: Identifier, direction: 'add' | 'minus', count: number, idempotencyKey: string): Promise<string> {
      const body = await http(`inventory/products/${encodeURIComponent(id)}/${direction}`, {
        method: 'POST',
        body: { id, count },
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return body.message;
    },
    async resetPassword(id: Identifier): Promise<{ password: string; message: string }> {
      const body = await http<{ password: string }>(`admin/reset-pass/${encodeURIComponent(id)}`);
      return { password: body.data.password, message: body.message };
    },
    async restoreUser(id: Identifier): Promise<string> {
      const body = await http(`admin/usersdel/${encodeURIComponent(id)}`, { method: 'PUT' });
      return body.message;
    },
    async profile(): Promise<Profile> {
      return (await http<Profile>('profile', { method: 'POST' })).data;
    },
    async updateProfile(data: ProfileUpdate): Promise<{ profile: Profile; message: string }> {
      const body = await http<Profile>('profile/update', { method: 'PUT', body: data });
      return { profile: body.data, message: body.message };
    },
    async dashboard(): Promise<DashboardData> {
      return (await http<DashboardData>('dashboard')).data;
    },

    /** A user by document: code 1 with their credential, code 2 when they have none. */
    async lookupByDocument(document: string): Promise<{ code: number; data: CarnetLookup }> {
      const body = await http<CarnetLookup>(`admin/carnets/${encodeURIComponent(document.trim())}`, { acceptCodes: [1, 2] });
      return { code: body.code, data: body.data };
    },
    /** A credential by the code in its QR. */
    async lookupByCode(code: string): Promise<CarnetLookup> {
      return (await http<CarnetLookup>(`admin/carnets/${encodeURIComponent(code.trim().toUpperCase())}/validate`)).data;
    },
    /** Top-up (positive) or deduction (negative); the key makes a retry move money only once. */
    async moveMoney(id: Identifier, recarga: number, idempotencyKey: string): Promise<{ carnet: Carnet; message: string }> {
      const body = await http<Carnet>(`admin/carnets/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { recarga },
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return { carnet: body.data, message: body.message };
    },
    async regenerateCode(id: Identifier): Promise<{ carnet: Carnet; message: string }> {
      const body = await http<Carnet>(`admin/carnetscode/${encodeURIComponent(id)}`, { method: 'PUT' });
      return { carnet: body.data, message: body.message };
    },
    async topupReport(fecha_ini: string, fecha_fin: string): Promise<{ rows: TopupReportRow[]; message: string }> {
      const body = await http<TopupReportRow[]>('admin/carnets/reports', { method: 'POST', body: { fecha_ini, fecha_fin } });
      return { rows: body.data, message: body.message };
    },

    /** The locks grid: students with a credential, their daily limit and restriction count. */
    async lockStudents(query: LockStudentsQuery): Promise<{ data: BlockRecord[]; total: number }> {
      const body = await http<BlockRecord[]>('lock/students', { method: 'POST', body: query });
      return { data: body.data, total: body.total ?? body.data.length };
    },
    /** One student's block record by credential code or document. */
    async lockRecord(credential: string): Promise<BlockRecord> {
      return (await http<BlockRecord>(`academic/validatecredential/${encodeURIComponent(credential.trim())}`)).data;
    },
    /** The products a student may not buy (the cashiers read it too). */
    async lockedProducts(idUser: Identifier): Promise<LockedProduct[]> {
      return (await http<LockedProduct[]>(`${LOCKED_PRODUCTS_PATH}/${encodeURIComponent(idUser)}`)).data;
    },
    /** Replaces the student's restrictions and sets the daily limit (0 = none). */
    async saveLocks(input: ProductsBlockInput): Promise<LocksSaved & { message: string }> {
      const body = await http<LocksSaved>('academic/productsblock', { method: 'POST', body: input });
      return { ...body.data, message: body.message };
    },
    /** The lock screen's product picker: a store's point-of-sale catalog. */
    async lockCatalog(store: PosStore): Promise<PosCatalog> {
      return (await http<PosCatalog>('academic/locks/catalog', { query: { store } })).data;
    },
    async globalReport(numeroDocumento: string, fechaInicio: string, fechaFin: string): Promise<GlobalReport> {
      const body = await http<GlobalReport>('admin/reporte-global', {
        method: 'POST',
        body: { numeroDocumento, fechaInicio, fechaFin },
      });
      return body.data;
    },
  };
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
