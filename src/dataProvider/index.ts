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
import type { PosCatalog, PosStore, PurchaseResult } from '../domain/orders';
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
