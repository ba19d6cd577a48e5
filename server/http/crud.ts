/**
 * Generic CRUD routes built from a resource definition (src/domain/resources) and its
 * table. Paths are the spec's:
 *   GET    /api/{name}            list (page, perPage, sort, order, q, filter)
 *   GET    /api/{name}/create     form schema
 *   GET    /api/{name}/{id}/edit  one record
 *   POST   /api/{name}            create (answers the definition's `created` message, 'Creado' by default)
 *   PUT    /api/{name}/{id}       update: the whole form, as the create (fields.ts `updateSchema`;
 *                                  'Actualizado' unless the definition names its message)
 *   DELETE /api/{name}/{id}       delete, or refuse / deactivate when other rows point to it
 * A write the definition `refuses` (a till is made at its point of sale, keeps its sales) answers
 * 409 with its reason instead, and a refused create has no form. The list's rows carry the
 * definition's `marks` (crud-marks.ts). Uniqueness and references are left to PostgreSQL's
 * constraints; their violations are turned into Spanish field messages, so a refused write has
 * changed nothing. Rules across tables (`validate`) and follow-up writes (`afterWrite`,
 * `afterDeactivate`) run in the write's transaction; the bus messages they enqueue are sent once it
 * has committed (`bus`). A `scope` may depend on the signed-in staff member (the stores a clerk
 * manages): lists use its 'read' form, the rest its 'write' form. The writes: crud-writes.ts.
 */
import type { PermissionKey } from '../../src/domain/permissions';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSchema, formDataSchema, formSchema, updateSchema, type Fields } from '../../src/domain/fields';
import { createdMessage, updatedMessage, type ResourceDef } from '../../src/domain/resource';
import type { Db } from '../db/client';
import type { EventBus } from './events';
import { staffOf } from './staff';
import { ok, okList } from './envelope';
import { answers, createdAnswers, listAnswers, REFUSALS } from './answers';
import { rowSchema } from './row-schema';
import { crudWrites } from './crud-writes';
import { crudMarks, type MarkConditions } from './crud-marks';
import { conflict, notFound } from './errors';
import type { Join } from './joined-list';
import { idParamsSchema, listQuerySchema, type ListQueryInput } from './list-query';
import type { Staff } from './types';

type Row = Record<string, unknown>;

/** 'read': lists (whoever may choose from them); 'write': one record, update, delete. */
export type ScopeAccess = 'read' | 'write';

export interface WriteContext {
  /** The write's transaction. */
  db: Db;
  staff: Staff;
  mode: 'create' | 'update';
  id?: number;
  /** The record before an update. */
  existing?: Row;
}

export interface CrudOptions<F extends Fields> {
  def: ResourceDef<F>;
  table: PgTable;
  /**
   * Keys of the form, record, create, update and delete routes (any of them); the definition's
   * permission by default. The list also admits the definition's readers.
   */
  permission?: PermissionKey | readonly PermissionKey[];
  /** Columns never sent to clients (password hashes). */
  hidden?: readonly string[];
  /** Condition every list, read and write is limited to (e.g. active users only, the staff's stores). */
  scope?: (staff: Staff, access: ScopeAccess) => SQL | undefined;
  /** Extra filter keys beyond the definition's fields, with their condition. */
  extraFilters?: Record<string, (value: unknown) => SQL | undefined>;
  /** The condition of each of the definition's `marks` at the server clock's now. */
  marks?: MarkConditions;
  /**
   * A joined list (joined-list.ts): the list's rows also carry these values of other tables
   * (record key → column, e.g. a student's course name), which may be searched, filtered and
   * sorted like the table's own.
   */
  joined?: { joins: readonly Join[]; columns: Record<string, AnyPgColumn> };
  /** Column values derived from the validated input, beyond the generic conversions. */
  prepare?: (input: Row, ctx: WriteContext) => Promise<Row>;
  /**
   * Rules across tables, on the record as it will be (input over the existing record), in the
   * write's transaction before anything is written; throw an AppError to refuse.
   */
  validate?: (record: Row, ctx: WriteContext & { input: Row }) => Promise<void>;
  /** Runs in the write's transaction after the insert or update; may answer another version of the row. */
  afterWrite?: (row: Row, ctx: WriteContext & { input: Row }) => Promise<Row | void>;
  /** DELETE when other rows still point to the record (not needed when the definition refuses deleting). */
  inUse?: { refuse: string } | { deactivate: { column: string; message: string } };
  /** Hook before delete (e.g. refuse deleting oneself); throw an AppError to refuse. */
  beforeDelete?: (id: number, staff: Staff) => void | Promise<void>;
  /** Runs in the transaction that deactivates a record in use (`inUse.deactivate`). */
  afterDeactivate?: (id: number, ctx: { db: Db; staff: Staff }) => Promise<void>;
  /** The bus the hooks enqueue messages on (`bus.enqueue(ctx.db, …)`): flushed after each write commits. */
  bus?: EventBus;
}

/** What a removal answers: the id, and `deactivated` when the record in use was deactivated instead. */
export const removedSchema = z.object({ id: z.number().int(), deactivated: z.literal(true).optional() });

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
  const writeKeys = [opts.permission ?? def.permission].flat();
  const config = { permission: writeKeys, validationOrder: def.validationOrder } as const;
  const readConfig = { permission: [...new Set([...writeKeys, ...(def.readers ?? [])])] };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.labelPlural];
  /** A record as answered: the table's columns but the hidden ones, plus the joined values. */
  const record = rowSchema(table, { hidden: opts.hidden, joined: opts.joined?.columns });

  const toRecord = (row: Row): Row => {
    const out: Row = {};
    for (const [k, v] of Object.entries(row)) if (!hidden.has(k)) out[k] = v;
    return out;
  };

  const scopeFor = (staff: Staff, access: ScopeAccess = 'write') => opts.scope?.(staff, access);
  const joinedColumns = opts.joined?.columns ?? {};
  for (const key of Object.keys(joinedColumns)) sortable.add(key);
  const marks = crudMarks(def, opts.marks);
  const joinedRows = marks.list(
    {
      from: table,
      joins: opts.joined?.joins,
      select: { ...columns, ...joinedColumns },
      toRecord,
      fields: def.fields,
      columns: { ...columns, ...joinedColumns },
      idColumn,
      searchable: def.searchable,
      sortable,
      defaultSort: def.sort,
      extraFilters: opts.extraFilters,
    },
    app.clock,
  );
  /** One page of the list under `scope` (the caller's: see `scopeFor`), joined where the options say so. */
  const list = (query: ListQueryInput, scope: SQL | undefined) => joinedRows(db, query, scope);

  /** The record `id` within `scope`; 404 otherwise. */
  async function findOne(id: number, scope: SQL | undefined): Promise<Row> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(scope, eq(idColumn, id)))
      .limit(1);
    if (!row) throw notFound(`${def.label}: el registro ${id} no existe`);
    return row as Row;
  }

  const { create, update, remove } = crudWrites(db, opts, {
    columns,
    idColumn,
    clock: app.clock,
    scopeFor,
    findOne,
  });

  r.get(
    base,
    {
      config: readConfig,
      schema: {
        tags,
        summary: `Lista de ${def.labelPlural}`,
        querystring: listQuerySchema,
        response: listAnswers(marks.record(record)),
      },
    },
    async (req) => {
      const { rows, total } = await list(req.query, scopeFor(staffOf(req), 'read'));
      return okList(rows, total);
    },
  );

  if (!def.refuses?.create) {
    r.get(
      `${base}/create`,
      { config, schema: { tags, summary: `Formulario de ${def.label}`, response: answers(formDataSchema) } },
      async () => ok(formSchema(def.fields, 'create')),
    );
  }

  r.get(
    `${base}/:id/edit`,
    {
      config,
      schema: {
        tags,
        summary: `Un registro de ${def.labelPlural}`,
        params: idParamsSchema,
        response: answers(record),
      },
    },
    async (req) => ok(toRecord(await findOne(req.params.id, scopeFor(staffOf(req), 'write')))),
  );

  const refused = (reason: string) => async () => {
    throw conflict(reason);
  };
  if (def.refuses?.create) {
    r.post(
      base,
      { config, schema: { tags, summary: `Crear ${def.label} (no admitido: 409)`, response: REFUSALS } },
      refused(def.refuses.create),
    );
  } else {
    r.post(
      base,
      {
        config,
        schema: {
          tags,
          summary: `Crear ${def.label}`,
          body: createSchema(def.fields),
          response: createdAnswers(record),
        },
      },
      async (req, reply) => {
        const row = await create(req.body as Row, staffOf(req));
        reply.status(201);
        return ok(toRecord(row), createdMessage(def));
      },
    );
  }

  r.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Actualizar ${def.label}`,
        params: idParamsSchema,
        body: updateSchema(def.fields),
        response: answers(record),
      },
    },
    async (req) =>
      ok(toRecord(await update(req.params.id, req.body as Row, staffOf(req))), updatedMessage(def)),
  );

  if (def.refuses?.remove) {
    r.delete(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Eliminar ${def.label} (no admitido: 409)`,
          params: idParamsSchema,
          response: REFUSALS,
        },
      },
      refused(def.refuses.remove),
    );
  } else {
    r.delete(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Eliminar ${def.label}`,
          params: idParamsSchema,
          response: answers(removedSchema),
        },
      },
      async (req) => remove(req.params.id, staffOf(req)),
    );
  }

  return {
    /** The schema of a record as answered, for extra routes that answer the same records. */
    record,
    list,
    findOne,
    create,
    update,
    remove,
    toRecord,
    scopeFor,
    /** Route configs of the form/record/write routes and of the list, for extra routes over the same resource. */
    config,
    readConfig,
  };
}
