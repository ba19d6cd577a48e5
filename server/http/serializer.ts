/**
 * How answers are written (issue 51): each route's response schema — zod, from src/domain — is
 * turned into JSON Schema once and compiled by fast-json-stringify (the serializer Fastify
 * itself uses for JSON Schema). Only the declared fields are written, so a column a query gains
 * never leaves by accident, and a list is written faster than by JSON.stringify (bench/api.ts).
 * The same conversion describes the answers in the API description (plugins/api-docs.ts).
 *
 * fast-json-stringify does not validate: a value of the wrong type is coerced. The contract test
 * (tests/api/fixtures/contract.ts) checks every answer the API tests see against its schema.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * zod → JSON Schema as the wire sees it: handlers answer Dates (timestamps), written as ISO
 * strings; a schema JSON Schema cannot say (a transform) is written as JSON.stringify would.
 */
export const ZOD_TO_JSON = {
  unrepresentable: 'any',
  override: (ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) => {
    const json = ctx.jsonSchema;
    const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
    if (def?.type === 'date') Object.assign(json, { type: 'string', format: 'date-time' });
    nullableAsType(json);
  },
} as const;

/**
 * `anyOf: [{type: 'integer', …}, {type: 'null'}]` (zod's nullable) as `type: ['integer', 'null']`:
 * the same answers, but fast-json-stringify writes a list of types directly, where for `anyOf`
 * it validates each value to choose a branch (several times slower on a list's every cell).
 */
function nullableAsType(json: Record<string, unknown>) {
  const anyOf = json.anyOf as Record<string, unknown>[] | undefined;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return;
  const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
  if (nullAt < 0) return;
  const other = anyOf[1 - nullAt];
  if (typeof other.type !== 'string' || other.type === 'object' || other.type === 'array') return;
  delete json.anyOf;
  Object.assign(json, other, { type: [other.type, 'null'] });
  // A list of allowed values (an enum, a literal) must allow null too.
  if (Array.isArray(other.enum)) json.enum = [...(other.enum as unknown[]), null];
  if ('const' in other) {
    delete json.const;
    json.enum = [other.const, null];
  }
}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** The JSON Schema of a response schema (zod or already JSON Schema). */
export function wireSchema(schema: unknown): object {
  if (!isZod(schema)) return schema as object;
  return z.toJSONSchema(schema, { ...ZOD_TO_JSON, io: 'output', target: 'draft-07' });
}

const compiled = new WeakMap<object, (data: unknown) => string>();

/** Fastify's serializer compiler: one fast-json-stringify function per schema (the refusal's is shared by every route). */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = schema as object;
  // Compiled at the first answer, not at start: a server (and every API test's app) starts without
  // compiling the writers of the hundreds of answers most runs never give.
  let write = compiled.get(key);
  return (data: unknown) => {
    if (!write) {
      write = compiled.get(key) ?? fastJson(wireSchema(schema) as Parameters<typeof fastJson>[0]);
      compiled.set(key, write);
    }
    return write(data);
  };
};
