/**
 * The CRUD generator's writes (crud.ts): a record created, updated, or deleted (refused or
 * deactivated when other rows point to it), in one transaction each, with the definition's rules,
 * the options' hooks and PostgreSQL's constraint violations turned into field messages. Apart from
 * crud.ts, which keeps the options, the reads and the routes that call these.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Fields } from '../../src/domain/fields';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { ok } from './envelope';
import type { CrudOptions, ScopeAccess, WriteContext } from './crud';
import { inputToColumns, throwConstraintError } from './crud-values';
import {
  badRequest,
  conflict,
  notFound,
  pgCode,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
} from './errors';
import type { Staff } from './types';

type Row = Record<string, unknown>;

/** What the writes share with the rest of the generator (registerCrud's setup). */
export interface CrudWriteParts {
  /** The table's columns by key. */
  columns: Record<string, AnyPgColumn>;
  idColumn: AnyPgColumn;
  clock: Clock;
  scopeFor: (staff: Staff, access?: ScopeAccess) => SQL | undefined;
  /** The record `id` within `scope`; 404 otherwise. */
  findOne: (id: number, scope: SQL | undefined) => Promise<Row>;
}

/** The create, update and delete of `opts.table` under `opts.def`. */
export function crudWrites<F extends Fields>(
  db: Db,
  opts: CrudOptions<F>,
  { columns, idColumn, clock, scopeFor, findOne }: CrudWriteParts,
) {
  const { def, table } = opts;
  // Rows are stamped by the server's clock (server/clock.ts), not by the database's now().
  const stamps = (...keys: ('created_at' | 'updated_at')[]): Row => {
    const now = clock.now();
    return Object.fromEntries(keys.filter((k) => k in columns).map((k) => [k, now]));
  };

  const toColumns = async (tx: Db, input: Row, ctx: WriteContext): Promise<Row> => ({
    ...(await inputToColumns(tx, def.fields, input)),
    ...(opts.prepare ? await opts.prepare(input, ctx) : {}),
  });
  const constraintError = (err: unknown): never => throwConstraintError(err, def.fields, columns);

  function checkRecord(record: Row) {
    const problem = def.check?.(record);
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  }

  /** DELETE: removes the record, or refuses / deactivates it when other rows point to it. */
  async function remove(id: number, staff: Staff) {
    const scope = scopeFor(staff, 'write');
    await findOne(id, scope);
    await opts.beforeDelete?.(id, staff);
    try {
      const deleted = await db
        .delete(table)
        .where(and(scope, eq(idColumn, id)))
        .returning({ id: idColumn });
      if (deleted.length === 0) throw notFound(`${def.label}: el registro ${id} no existe`);
      return ok({ id }, 'Eliminado');
    } catch (err) {
      const code = pgCode(err);
      if (code !== PG_FOREIGN_KEY_VIOLATION && code !== PG_RESTRICT_VIOLATION) throw err;
      if (!opts.inUse || 'refuse' in opts.inUse)
        throw conflict(
          opts.inUse?.refuse ?? def.refuses?.remove ?? 'No se puede eliminar el registro',
          'in_use',
        );
      const { column: flag, message } = opts.inUse.deactivate;
      await db.transaction(async (tx) => {
        await tx
          .update(table)
          .set({ [flag]: 0, ...stamps('updated_at') } as never)
          .where(and(scope, eq(idColumn, id)));
        await opts.afterDeactivate?.(id, { db: tx, staff });
      });
      opts.bus?.flush();
      return ok({ id, deactivated: true }, message);
    }
  }

  /** A new record from a validated create body (the form's, or an old client's alias route). */
  async function create(input: Row, staff: Staff): Promise<Row> {
    checkRecord(input);
    const row = await db
      .transaction(async (tx) => {
        const ctx: WriteContext = { db: tx, staff, mode: 'create' };
        await opts.validate?.(input, { ...ctx, input });
        const [inserted] = await tx
          .insert(table)
          .values({ ...stamps('created_at', 'updated_at'), ...(await toColumns(tx, input, ctx)) } as never)
          .returning();
        const after = await opts.afterWrite?.(inserted as Row, {
          ...ctx,
          id: (inserted as Row).id as number,
          input,
        });
        return (after ?? inserted) as Row;
      })
      .catch(constraintError);
    opts.bus?.flush();
    return row;
  }

  /**
   * The record `id` changed by a validated update body: every required field, optional ones
   * left out keep their value (fields.ts `updateSchema`).
   */
  async function update(id: number, input: Row, staff: Staff): Promise<Row> {
    const scope = scopeFor(staff, 'write');
    const row = await db
      .transaction(async (tx) => {
        // Locked: cross-table rules below see the record as no one else is changing it.
        const [existing] = (await tx
          .select()
          .from(table)
          .where(and(scope, eq(idColumn, id)))
          .for('update')
          .limit(1)) as Row[];
        if (!existing) throw notFound(`${def.label}: el registro ${id} no existe`);
        const record = { ...existing, ...input };
        checkRecord(record);
        const ctx: WriteContext = { db: tx, staff, mode: 'update', id, existing };
        await opts.validate?.(record, { ...ctx, input });
        const values = await toColumns(tx, input, ctx);
        Object.assign(values, stamps('updated_at'));
        if (Object.keys(values).length === 0) return existing;
        const [updated] = (await tx
          .update(table)
          .set(values as never)
          .where(and(scope, eq(idColumn, id)))
          .returning()) as Row[];
        const after = await opts.afterWrite?.(updated, { ...ctx, input });
        return after ?? updated;
      })
      .catch(constraintError);
    opts.bus?.flush();
    return row;
  }

  return { create, update, remove };
}
