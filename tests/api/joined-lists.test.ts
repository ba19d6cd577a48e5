/**
 * Joined lists: the generic CRUD's list over several tables (here users with their role's
 * name), searched, filtered, sorted and paged in SQL like a table's own columns, with the
 * total counted over the same joins.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { f } from '../../src/domain/fieldBuilders';
import { defineResource } from '../../src/domain/resource';
import { roles, users } from '../../server/db/schema';
import { registerCrud } from '../../server/http/crud';
import { joinedList } from '../../server/http/joined-list';
import { installErrorHandler } from '../../server/http/error-handler';
import { authPlugin } from '../../server/plugins/auth';
import { api, buildTestApp, DEMO_ADMIN, DEMO_PASSWORD, listUrl, login, type TestApp } from './fixtures';

/** A list no module serves: staff with the name of their role. */
const staffList = defineResource({
  name: 'test/staff',
  label: 'Funcionario',
  labelPlural: 'Funcionarios',
  permission: 'admin.users',
  recordRepresentation: 'name',
  searchable: ['name', 'role'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { list: true }),
    role: f.text('Rol', { list: true }),
  },
});

let t: TestApp;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
  app = Fastify();
  // The auth hook checks sessions by the server's clock, which buildApp decorates: the same one here.
  app.decorate('clock', t.clock);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(authPlugin, { db: t.db });
  registerCrud(app, t.db, {
    def: staffList,
    table: users,
    hidden: ['password'],
    joined: { joins: [{ table: roles, on: eq(roles.id, users.id_rol) }], columns: { role: roles.name } },
    inUse: { refuse: 'En uso' },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

type StaffRow = { id: number; name: string; role: string; password?: string };
const list = (query: Record<string, unknown>) =>
  api(app, token).get<StaffRow[]>(listUrl('/api/test/staff', query));

describe('a joined list', () => {
  it('carries the joined value on every row, and hides what the table hides', async () => {
    const res = await list({ perPage: 100 });
    expect(res.status).toBe(200);
    const all = await t.db
      .select({ id: users.id, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.id_rol));
    expect(res.body.total).toBe(all.length);
    for (const row of res.body.data) {
      expect(row.role).toBe(all.find((u) => u.id === row.id)?.role);
      expect(row).not.toHaveProperty('password');
    }
  });

  it('sorts, searches and filters by the joined column in SQL, and pages with the right total', async () => {
    const sorted = await list({ sort: 'role', order: 'DESC', perPage: 1000 });
    // The database's own order of the role names (its collation), then the ids as tie-breaker.
    const expected = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.id_rol))
      .orderBy(desc(roles.name), asc(users.id));
    expect(sorted.body.data.map((r) => r.id)).toEqual(expected.map((r) => r.id));

    const [cashierRole] = await t.db.select({ name: roles.name }).from(roles).where(eq(roles.name, 'Cajero'));
    const searched = await list({ q: cashierRole.name.slice(0, 4).toLowerCase() });
    expect(searched.body.data.length).toBeGreaterThan(0);
    expect(
      searched.body.data.every((r) => r.role === cashierRole.name || r.name.toLowerCase().includes('caje')),
    ).toBe(true);

    const filtered = await list({ filter: JSON.stringify({ role: cashierRole.name }), perPage: 1 });
    expect(filtered.body.data).toHaveLength(1);
    expect(filtered.body.data[0].role).toBe(cashierRole.name);
    const everyCashier = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.id_rol))
      .where(eq(roles.name, cashierRole.name));
    expect(filtered.body.total).toBe(everyCashier.length);
  });

  it('pages deep in the list: each page holds its place of the sorted list, the pages together every row once', async () => {
    const expected = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.id_rol))
      .orderBy(asc(roles.name), asc(users.id));
    const perPage = 7;
    const seen: number[] = [];
    for (let page = 1; (page - 1) * perPage < expected.length; page++) {
      const res = await list({ sort: 'role', order: 'ASC', perPage, page });
      expect(res.body.total).toBe(expected.length);
      expect(res.body.data.map((r) => r.id)).toEqual(
        expected.slice((page - 1) * perPage, page * perPage).map((r) => r.id),
      );
      seen.push(...res.body.data.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(expected.length);
    expect((await list({ perPage, page: Math.ceil(expected.length / perPage) + 1 })).body.data).toEqual([]);
  });

  it('says the total on a page past the end and when nothing matches (the total rides on the rows otherwise)', async () => {
    const everyone = Number((await list({ perPage: 1 })).body.total);
    expect(everyone).toBeGreaterThan(1);
    const pastTheEnd = await list({ perPage: 5, page: Math.ceil(everyone / 5) + 3 });
    expect(pastTheEnd.body.data).toEqual([]);
    expect(pastTheEnd.body.total).toBe(everyone);
    const nobody = await list({ q: 'zzzz-nadie' });
    expect(nobody.body.data).toEqual([]);
    expect(nobody.body.total).toBe(0);
    // No row carries the total's own column.
    expect(Object.keys((await list({ perPage: 1 })).body.data[0]).some((key) => key.includes('total'))).toBe(
      false,
    );
  });

  it("refuses, when the list is defined, a search on a 'left' join's column (the page's ids leave that join out)", () => {
    const define = () =>
      joinedList({
        fields: staffList.fields,
        from: users,
        joins: [{ table: roles, on: eq(roles.id, users.id_rol), kind: 'left' }],
        columns: { name: users.name, role: roles.name },
        idColumn: users.id,
        searchable: ['name', 'role'],
        sortable: new Set(['name', 'role']),
        defaultSort: { field: 'name', order: 'ASC' },
        toRecord: (row) => row,
      });
    expect(define).toThrow(/role/);
  });

  it('refuses an unknown sort key with the field named', async () => {
    const res = await list({ sort: 'salario' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ sort: 'No se puede ordenar por salario' });
  });
});
