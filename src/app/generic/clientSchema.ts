import { z } from 'zod';
import { createSchema, updateSchema } from '../../domain/fields';
import type { ResourceDef } from '../../domain/resource';

/**
 * The form-side schema: the server's own, except that image inputs hold a File until the
 * data provider encodes them (the server checks the bytes).
 */
export function clientSchema(def: ResourceDef, mode: 'create' | 'edit') {
  const base = mode === 'create' ? createSchema(def.fields) : updateSchema(def.fields);
  const images = Object.entries(def.fields).filter(([, f]) => f.kind === 'image');
  const schema = images.length ? base.extend(Object.fromEntries(images.map(([k]) => [k, z.unknown().optional()]))) : base;
  // The same cross-field rule the server checks (e.g. a turn ends after it starts).
  return schema.superRefine((record, ctx) => {
    const problem = def.check?.(record);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}
