/**
 * Every operation declares its answers (issue 51, item 1): in the API description, each operation
 * has a success answer with a schema (or a download's or a stream's content type) and the refusal
 * envelope for 4xx; a route that only refuses declares the refusal alone.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastJson from 'fast-json-stringify';
import { wireSchema } from '../../server/http/serializer';
import { buildTestApp, type TestApp } from './fixtures';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** Every declared answer schema as routes register, with where it is declared. */
const schemas: { where: string; schema: object }[] = [];
const recordSchemas = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    for (const [status, schema] of Object.entries((route.schema?.response ?? {}) as Record<string, object>))
      if (!('content' in schema))
        schemas.push({ where: `${String(route.method)} ${route.url} ${status}`, schema });
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, async () => undefined, { observers: [recordSchemas] });
});
afterAll(() => t?.close());

/** "METHOD /path" of every operation of the description that does not declare what it answers. */
function undeclared(): string[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  const missing: string[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = operation.responses ?? {};
      const described = (status: string) => Object.keys(responses[status]?.content ?? {}).length > 0;
      const success = Object.keys(responses).some((s) => /^2/.test(s) && described(s));
      const refusals = described('4XX') || described('4xx');
      // A route that only refuses (a write the resource does not admit) declares 4xx alone.
      const onlyRefuses = !Object.keys(responses).some((s) => /^2/.test(s)) && refusals;
      if (!(success && refusals) && !onlyRefuses) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing.sort();
}

describe('the API description', () => {
  it('says what every operation answers', () => {
    expect(undeclared(), 'operaciones sin respuestas declaradas').toEqual([]);
  });

  it("compiles every answer's writer (compiled at an operation's first answer, not at start)", () => {
    expect(schemas.length).toBeGreaterThan(700);
    const broken: string[] = [];
    for (const { where, schema } of schemas) {
      try {
        fastJson(wireSchema(schema) as Parameters<typeof fastJson>[0]);
      } catch (error) {
        broken.push(`${where}: ${String(error)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("describes a list's rows as they are written: the table's columns, never a hidden one, timestamps as date-time", () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const list = paths['/api/admin/users'].get.responses!['200'].content!['application/json'].schema as {
      properties: { data: { items: { properties: Record<string, { type?: unknown; format?: string }> } } };
    };
    const row = list.properties.data.items.properties;
    expect(row).toHaveProperty('email');
    expect(row).not.toHaveProperty('password_hash');
    expect(row.created_at).toMatchObject({ type: 'string', format: 'date-time' });
    const refusal =
      paths['/api/admin/users'].get.responses!['4XX'] ?? paths['/api/admin/users'].get.responses!['4xx'];
    expect(refusal.content!['application/json'].schema).toMatchObject({
      properties: {
        code: { enum: [0] },
        reason: { enum: expect.arrayContaining(['forbidden', 'validation']) },
      },
    });
  });
});
