/**
 * The react-admin DataProvider over the envelope API (docs/architecture.md: API). The resource name is
 * the API path, so `admin/users` maps to:
 *   getList            GET    /api/admin/users?page&perPage&sort&order&q&filter
 *   getOne             GET    /api/admin/users/{id}/edit
 *   getMany            GET    /api/admin/users?filter={"id":[…]}
 *   getManyReference   GET    /api/admin/users?filter={target: id, …}
 *   create             POST   /api/admin/users
 *   update             PUT    /api/admin/users/{id}
 *   delete             DELETE /api/admin/users/{id}
 * plus each area's calls that are not CRUD (calls/<area>.ts), spread into the provider.
 * ra-data-simple-rest's shape (Content-Range, bare arrays) does not fit the envelope, so
 * this follows its structure with our contract instead.
 */
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { HttpClient } from './http';
import { encodeFiles } from './files';
import { endpointOf } from './endpoints';
import { appCalls } from './calls/app';
import { adminCalls } from './calls/admin';
import { credentialCalls } from './calls/credentials';
import { deskCalls } from './calls/desk';
import { inventoryCalls } from './calls/inventory';
import { foodPolicyCalls } from './calls/foodPolicy';
import { orderCalls } from './calls/orders';
import { boardCalls } from './calls/boards';
import { academicCalls } from './calls/academic';
import { restaurantCalls } from './calls/restaurant';
import { transportCalls } from './calls/transport';
import { transportRunCalls } from './calls/transportRuns';
import { accessCalls } from './calls/access';
import { rollCallCalls } from './calls/rollCall';
import { absenceCalls } from './calls/absences';

export type { DashboardData } from './calls/app';

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
      const body = await http<RaRecord[]>(path, {
        query: listQuery({ ...params, filter: { ...params.filter, ...filter } }),
      });
      // A list matching more rows than the server counts pages on without a last page.
      if (body.total === undefined && body.hasNextPage !== undefined) {
        return {
          data: body.data as Records,
          pageInfo: { hasNextPage: body.hasNextPage, hasPreviousPage: (params.pagination?.page ?? 1) > 1 },
        };
      }
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
      const body = await http<RaRecord>(path, {
        method: 'POST',
        body: { ...(await encodeFiles(params.data)), ...data },
      });
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
        await http(`${endpointOf(resource).path}/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: params.data,
        });
      }
      return { data: params.ids };
    },
    async delete(resource, params) {
      await http(`${endpointOf(resource).path}/${encodeURIComponent(params.id)}`, { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as Rec };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids)
        await http(`${endpointOf(resource).path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      return { data: params.ids };
    },
  };

  return {
    ...crud,
    ...appCalls(http),
    ...adminCalls(http),
    ...credentialCalls(http),
    ...deskCalls(http),
    ...inventoryCalls(http),
    ...foodPolicyCalls(http),
    ...orderCalls(http),
    ...boardCalls(http),
    ...academicCalls(http),
    ...restaurantCalls(http),
    ...transportCalls(http),
    ...transportRunCalls(http),
    ...accessCalls(http),
    ...rollCallCalls(http),
    ...absenceCalls(http),
  };
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
