/**
 * Generic CRUD routes built from a resource definition (src/domain/resources) and its
 * table. Paths are the spec's:
 *   GET    /api/{name}            list (page, perPage, sort, order, q, filter)
 *   GET    /api/{name}/create     form schema
 *   GET    /api/{name}/{id}/edit  one record
 *   POST   /api/{name}            create
 *   PUT    /api/{name}/{id}       update (any subset of the editable fields)
 *   DELETE /api/{name}/{id}       delete, or refuse / deactivate when other rows point to it
 * Uniqueness and references are left to PostgreSQL's constraints; their violations are
 * turned into Spanish field messages, so a refused write has changed nothing.
 */
import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSchema, formSchema, updateSchema, type Fields } from '../../src/domain/fields';
import type { ResourceDef } from '../../src/domain/resource';
import type { Db } from '../db/client';
import { decodeImage, storeImage } from '../modules/media/images';
import { staffOf } from './auth';
import { ok, okList } from './envelope';
import {
  badRequest,
  conflict,
  notFound,
  pgCode,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
} from './errors';
import { listPlan, type ListSpec } from './list';
import { idParamsSchema, listQuerySchema, type ListQueryInput } from './list-query';
import type { Staff } from './types';

type Row = Record<string, unknown>;

export interface CrudOptions<F extends Fields> {
  def: ResourceDef<F>;
  table: PgTable;
  /** Columns never sent to clients (password hashes). */
  hidden?: readonly string[];
  /** Condition every list, read and write is limited to (e.g. active users only). */
  scope?: () => SQL;
  /** Extra filter keys beyond the definition's fields, with their condition. */
  extraFilters?: Record<string, (value: unknown) => SQL | undefined>;
  /** Column values derived from the validated input, beyond the generic conversions. */
  prepare?: (input: Row, ctx: { db: Db; staff: Staff; mode: 'create' | 'update'; id?: number }) => Promise<Row>;
  /** DELETE when other rows still point to the record. */
  inUse: { refuse: string } | { deactivate: { column: string; message: string } };
  /** Hook before delete (e.g. refuse deleting oneself). */
  beforeDelete?: (id: number, staff: Staff) => void;
}

export function registerCrud<F extends Fields>(app: FastifyInstance, db: Db, opts: CrudOptions<F>) {
  const { def, table } = opts;
  const base = `/api/${def.name}`;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const column = (key: string): AnyPgColumn => {
    const c = columns[key];
    if (!c) throw new Error(`${def.name}: la columna ${key} no existe`);
    return c;
  };
  const idColumn = column('id');
  const hidden = new Set(opts.hidden ?? []);
  const sortable = new Set(
    ['id', 'created_at', ...Object.keys(def.fields)].filter(
      (k) => columns[k] && !def.fields[k]?.writeOnly && def.fields[k]?.kind !== 'image',
    ),
  );
  const config = { permission: def.permission, validationOrder: def.validationOrder } as const;
  const readConfig = { permission: [def.permission, ...(def.readers ?? [])] };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.labelPlural];

  const toRecord = (row: Row): Row => {
    const out: Row = {};
    for (const [k, v] of Object.entries(row)) if (!hidden.has(k)) out[k] = v;
    return out;
  };

  const scoped = (...conds: (SQL | undefined)[]) => and(opts.scope?.(), ...conds);

  const listSpec: ListSpec = {
    fields: def.fields,
    columns,
    idColumn,
    searchable: def.searchable,
    sortable,
    defaultSort: def.sort,
    extraFilters: opts.extraFilters,
  };

  async function list(query: ListQueryInput, scope: SQL | undefined = opts.scope?.()) {
    const plan = listPlan(listSpec, query, scope);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(table)
        .where(plan.where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db.select({ total: count() }).from(table).where(plan.where),
    ]);
    return { rows: (rows as Row[]).map(toRecord), total: Number(total) };
  }

  async function findOne(id: number): Promise<Row> {
    const [row] = await db.select().from(table).where(scoped(eq(idColumn, id))).limit(1);
    if (!row) throw notFound(`${def.label}: el registro ${id} no existe`);
    return row as Row;
  }

  /**
   * Turns validated input into column values: flags to 1/0, '' to null, e-mails lower-cased,
   * images stored. Runs inside the write's transaction (`tx`) so a refused write stores no image.
   */
  async function toColumns(tx: Db, input: Row, staff: Staff, mode: 'create' | 'update', id?: number): Promise<Row> {
    const values: Row = {};
    for (const [key, value] of Object.entries(input)) {
      const field = def.fields[key];
      if (!field || value === undefined) continue;
      if (field.kind === 'image') {
        if (typeof value === 'string' && value.length > 0) {
          values.url = await storeImage(tx, decodeImage(value, key));
        }
        continue;
      }
      if (field.kind === 'password') continue; // handled by `prepare`
      if (field.kind === 'flag') values[key] = Number(value);
      else if (field.kind === 'email' && typeof value === 'string') values[key] = value.trim().toLowerCase();
      else if (value === '') values[key] = null;
      else values[key] = value;
    }
    const extra = opts.prepare ? await opts.prepare(input, { db: tx, staff, mode, id }) : {};
    return { ...values, ...extra };
  }

  /** Maps constraint violations to the field they concern; rethrows anything else. */
  function constraintError(err: unknown): never {
    const code = pgCode(err);
    const constraint = String((err as { cause?: { constraint?: string } }).cause?.constraint ??
      (err as { constraint?: string }).constraint ?? '');
    const fieldOf = () =>
      Object.keys(def.fields).find((k) => columns[k] && constraint.includes(`_${column(k).name}_`)) ??
      Object.keys(def.fields).find((k) => columns[k] && constraint.includes(column(k).name));
    if (code === PG_UNIQUE_VIOLATION) {
      const key = fieldOf();
      const field = key ? def.fields[key] : undefined;
      const message = field?.unique ?? `Ya existe un registro con ese valor en ${field?.label ?? 'un campo único'}`;
      throw conflict(message, 'duplicate', key ? { [key]: message } : undefined);
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      const key = fieldOf();
      const label = key ? def.fields[key].label : 'referencia';
      const message = `El valor seleccionado en ${label} no existe`;
      throw badRequest(message, key ? { [key]: message } : undefined);
    }
    throw err;
  }

  function checkRecord(record: Row) {
    const problem = def.check?.(record);
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  }

  r.get(base, { config: readConfig, schema: { tags, summary: `Lista de ${def.labelPlural}`, querystring: listQuerySchema } }, async (req) => {
    const { rows, total } = await list(req.query);
    return okList(rows, total);
  });

  r.get(`${base}/create`, { config, schema: { tags, summary: `Formulario de ${def.label}` } }, async () =>
    ok(formSchema(def.fields, 'create')),
  );

  r.get(`${base}/:id/edit`, { config, schema: { tags, params: idParamsSchema } }, async (req) =>
    ok(toRecord(await findOne(req.params.id))),
  );

  r.post(base, { config, schema: { tags, body: createSchema(def.fields) } }, async (req, reply) => {
    const input = req.body as Row;
    checkRecord(input);
    const staff = staffOf(req);
    const [row] = await db
      .transaction(async (tx) =>
        tx
          .insert(table)
          .values((await toColumns(tx, input, staff, 'create')) as never)
          .returning(),
      )
      .catch(constraintError);
    reply.status(201);
    return ok(toRecord(row as Row), 'Creado');
  });

  r.put(`${base}/:id`, { config, schema: { tags, params: idParamsSchema, body: updateSchema(def.fields) } }, async (req) => {
    const id = req.params.id;
    const existing = await findOne(id);
    const input = req.body as Row;
    checkRecord({ ...existing, ...input });
    const staff = staffOf(req);
    const row = await db
      .transaction(async (tx) => {
        const values = await toColumns(tx, input, staff, 'update', id);
        if ('updated_at' in columns) values.updated_at = new Date();
        if (Object.keys(values).length === 0) return existing;
        const [updated] = await tx
          .update(table)
          .set(values as never)
          .where(scoped(eq(idColumn, id)))
          .returning();
        return updated as Row | undefined;
      })
      .catch(constraintError);
    if (!row) throw notFound(`${def.label}: el registro ${id} no existe`);
    return ok(toRecord(row), 'Actualizado');
  });

  r.delete(`${base}/:id`, { config, schema: { tags, params: idParamsSchema } }, async (req) => {
    const id = req.params.id;
    await findOne(id);
    opts.beforeDelete?.(id, staffOf(req));
    try {
      await db.delete(table).where(eq(idColumn, id));
      return ok({ id }, 'Eliminado');
    } catch (err) {
      const code = pgCode(err);
      if (code !== PG_FOREIGN_KEY_VIOLATION && code !== PG_RESTRICT_VIOLATION) throw err;
      if ('refuse' in opts.inUse) throw conflict(opts.inUse.refuse, 'in_use');
      const { column: flag, message } = opts.inUse.deactivate;
      await db
        .update(table)
        .set({ [flag]: 0 } as never)
        .where(eq(idColumn, id));
      return ok({ id, deactivated: true }, message);
    }
  });

  return { list, findOne, toRecord };
}
