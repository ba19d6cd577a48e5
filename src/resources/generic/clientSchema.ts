import { z } from 'zod';
import { createSchema, updateSchema, type Fields } from '../../domain/fields';

/**
 * The form-side schema: the server's own, except that image inputs hold a File until the
 * data provider encodes them (the server checks the bytes).
 */
export function clientSchema(fields: Fields, mode: 'create' | 'edit') {
  const schema = mode === 'create' ? createSchema(fields) : updateSchema(fields);
  const images = Object.entries(fields).filter(([, f]) => f.kind === 'image');
  if (images.length === 0) return schema;
  return schema.extend(Object.fromEntries(images.map(([k]) => [k, z.unknown().optional()])));
}
