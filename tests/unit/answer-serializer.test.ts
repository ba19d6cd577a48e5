// @vitest-environment node
/**
 * The answers' writer (server/http/serializer.ts, issue 51): only declared fields, timestamps as
 * ISO strings (also when nullable), nulls where declared, and zod's nullable written as a list of
 * types (fast-json-stringify's fast path) with the same output as JSON.stringify would give.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, wireSchema } from '../../server/http/serializer';

const write = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('an answer written by its schema', () => {
  const row = z.object({
    id: z.number().int(),
    nombre: z.string(),
    curso: z.number().int().nullable(),
    creado: z.date(),
    cerrado: z.date().nullable(),
    saldo: z.number(),
    nota: z.string().nullable().optional(),
  });

  it('writes the declared fields only, as JSON.stringify writes them', () => {
    const value = {
      id: 7,
      nombre: 'Ana',
      curso: null,
      creado: new Date('2026-11-30T12:00:00Z'),
      cerrado: new Date('2026-11-30T13:00:00Z'),
      saldo: 1250.5,
      password_hash: 'scrypt$…',
    };
    const { password_hash: _hidden, ...declared } = value;
    expect(JSON.parse(write(row)(value))).toEqual(JSON.parse(JSON.stringify(declared)));
    const again = { ...value, curso: 3, cerrado: null, nota: 'sí' };
    const { password_hash: _again, ...declaredAgain } = again;
    expect(JSON.parse(write(row)(again))).toEqual(JSON.parse(JSON.stringify(declaredAgain)));
  });

  it('describes nullable scalars as a list of types, timestamps as date-time', () => {
    const json = wireSchema(row) as { properties: Record<string, Record<string, unknown>> };
    expect(json.properties.curso).toMatchObject({ type: ['integer', 'null'] });
    expect(json.properties.curso).not.toHaveProperty('anyOf');
    expect(json.properties.creado).toMatchObject({ type: 'string', format: 'date-time' });
    expect(json.properties.cerrado).toMatchObject({ type: ['string', 'null'], format: 'date-time' });
  });

  it('keeps null among the allowed values of a nullable enum or literal', () => {
    const choice = z.object({
      accion: z.enum(['matched', 'created']).nullable(),
      uno: z.literal(1).nullable(),
    });
    const json = wireSchema(choice) as { properties: Record<string, Record<string, unknown>> };
    expect(json.properties.accion).toMatchObject({
      type: ['string', 'null'],
      enum: ['matched', 'created', null],
    });
    expect(json.properties.uno).toMatchObject({ type: ['number', 'null'], enum: [1, null] });
    expect(JSON.parse(write(choice)({ accion: null, uno: null }))).toEqual({ accion: null, uno: null });
  });
});
