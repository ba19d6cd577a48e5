/**
 * The schema of a table's rows as an answer carries them (issue 51), from the table itself with
 * drizzle-zod: each column's type and nullability, timestamps as Dates (written as ISO strings,
 * http/serializer.ts). Hidden columns (password hashes) are left out, so they are never written
 * whatever a query selects; joined values of other tables are added, null when the join found none.
 */
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';

const tableSchemas = new WeakMap<PgTable, z.ZodObject>();

function tableSchema(table: PgTable): z.ZodObject {
  let schema = tableSchemas.get(table);
  if (!schema) {
    schema = createSelectSchema(table) as unknown as z.ZodObject;
    tableSchemas.set(table, schema);
  }
  return schema;
}

/** The schema of one column, as its own table's row schema has it. */
export function columnSchema(column: AnyPgColumn): z.ZodType {
  const table = column.table as PgTable;
  const key = Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0];
  if (!key) throw new Error(`la columna ${column.name} no está en su tabla`);
  return tableSchema(table).shape[key] as z.ZodType;
}

export interface RowOptions {
  /** Columns never sent. */
  hidden?: readonly string[];
  /** Values of other tables the rows carry (record key → column). */
  joined?: Record<string, AnyPgColumn>;
}

/** The rows of `table` as answered. */
export function rowSchema(table: PgTable, { hidden = [], joined = {} }: RowOptions = {}) {
  const shape: Record<string, z.ZodType> = { ...tableSchema(table).shape };
  for (const key of hidden) delete shape[key];
  for (const [key, column] of Object.entries(joined)) shape[key] = columnSchema(column).nullable();
  return z.object(shape);
}
