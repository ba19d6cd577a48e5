/**
 * The generic CRUD's (crud.ts) translation between the wire and the table: validated input
 * into column values, and PostgreSQL's constraint violations into Spanish field messages.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Fields } from '../../src/domain/fields';
import type { Db } from '../db/client';
import { decodeImage, storeImage } from './images';
import {
  badRequest,
  conflict,
  pgCode,
  PG_FOREIGN_KEY_VIOLATION,
  PG_NOT_NULL_VIOLATION,
  PG_UNIQUE_VIOLATION,
} from './errors';

type Row = Record<string, unknown>;

/**
 * Turns validated input into column values: flags to 1/0, '' to null, e-mails lower-cased,
 * images stored. Runs inside the write's transaction (`tx`) so a refused write stores no image.
 */
export async function inputToColumns(tx: Db, fields: Fields, input: Row): Promise<Row> {
  const values: Row = {};
  for (const [key, value] of Object.entries(input)) {
    const field = fields[key];
    if (!field || value === undefined) continue;
    if (field.kind === 'image') {
      if (typeof value === 'string' && value.length > 0) {
        values.url = await storeImage(tx, decodeImage(value, key));
      }
      continue;
    }
    if (field.kind === 'password') continue; // handled by the CRUD's `prepare`
    if (field.kind === 'flag') values[key] = Number(value);
    else if (field.kind === 'email' && typeof value === 'string') values[key] = value.trim().toLowerCase();
    else if (value === '') values[key] = null;
    else values[key] = value;
  }
  return values;
}

/** Maps constraint violations to the field they concern; rethrows anything else. */
export function throwConstraintError(
  err: unknown,
  fields: Fields,
  columns: Record<string, AnyPgColumn>,
): never {
  const code = pgCode(err);
  const constraint = String(
    (err as { cause?: { constraint?: string } }).cause?.constraint ??
      (err as { constraint?: string }).constraint ??
      '',
  );
  const fieldOf = () =>
    Object.keys(fields).find((k) => columns[k] && constraint.includes(`_${columns[k].name}_`)) ??
    Object.keys(fields).find((k) => columns[k] && constraint.includes(columns[k].name));
  if (code === PG_UNIQUE_VIOLATION) {
    const key = fieldOf();
    const field = key ? fields[key] : undefined;
    const message =
      field?.unique ?? `Ya existe un registro con ese valor en ${field?.label ?? 'un campo único'}`;
    throw conflict(message, 'duplicate', key ? { [key]: message } : undefined);
  }
  if (code === PG_FOREIGN_KEY_VIOLATION) {
    const key = fieldOf();
    const label = key ? fields[key].label : 'referencia';
    const message = `El valor seleccionado en ${label} no existe`;
    throw badRequest(message, key ? { [key]: message } : undefined);
  }
  if (code === PG_NOT_NULL_VIOLATION) {
    // A field the form may leave empty whose column may not be (a shift's school): required after all.
    const column = String(
      (err as { cause?: { column?: string } }).cause?.column ?? (err as { column?: string }).column ?? '',
    );
    const key = Object.keys(fields).find((k) => columns[k]?.name === column);
    if (key) {
      const message = `El campo ${fields[key].label} es requerido`;
      throw badRequest(message, { [key]: message });
    }
  }
  throw err;
}
