/**
 * What writing an answer by its schema costs (issue 51), for bench/api-list.ts: for an operation's
 * real answer, fetched once over HTTP, the time fast-json-stringify takes to write it by the
 * route's declared schema (server/http/serializer.ts) against JSON.stringify, the reference, in
 * the same run on the same payload. Ratios, not absolute times, are the figure: shared machines
 * are noisy.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { serializerCompiler } from '../server/http/serializer';

/** Each route's declared success schema, `METHOD url` → schema, as the routes register. */
const declared = new Map<string, unknown>();

/** For buildApp's `observers`: records what each route declares it answers. */
export const recordAnswers = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, response?.['200']);
  });
});

const ROUNDS = 2_000;
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** Microseconds per call of `write(payload)`, the best of three runs of ROUNDS calls. */
function microseconds(write: (payload: unknown) => string, payload: unknown): number {
  for (let i = 0; i < 200; i++) write(payload); // warm up
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) write(payload);
    best = Math.min(best, ((performance.now() - started) * 1000) / ROUNDS);
  }
  return best;
}

export interface Operation {
  label: string;
  method: HTTPMethods;
  /** The route as registered (`/api/admin/users`). */
  url: string;
  /** The request that gets a real answer (path with its query, and a body for a POST). */
  path: string;
  body?: unknown;
}

/** One line per operation: its answer's size, and the schema's writer against JSON.stringify. */
export async function measureSerialization(
  base: string,
  headers: Record<string, string>,
  operations: readonly Operation[],
) {
  for (const op of operations) {
    const schema = declared.get(`${op.method} ${op.url}`);
    if (!schema) {
      console.log(`${op.label.padEnd(34)} no declara su respuesta`);
      continue;
    }
    const response = await fetch(`${base}/${op.path}`, {
      method: op.method,
      headers: { ...headers, ...(op.body ? { 'content-type': 'application/json' } : {}) },
      body: op.body ? JSON.stringify(op.body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${op.label}: HTTP ${response.status}`);
    // As the handler answers it: timestamps are Dates there (JSON.stringify and the schema both write them).
    const payload = JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'string' && INSTANT.test(value) ? new Date(value) : value,
    ) as { data: unknown };
    const rows = Array.isArray(payload.data) ? `${payload.data.length} filas, ` : '';
    const bySchema = serializerCompiler({ schema, method: op.method, url: op.url, httpStatus: '200' });
    const schemaUs = microseconds(bySchema, payload);
    const referenceUs = microseconds(JSON.stringify, payload);
    console.log(
      `${op.label.padEnd(34)} ${rows}${(text.length / 1024).toFixed(1)} KiB  JSON.stringify ${referenceUs.toFixed(0)} µs  ` +
        `por esquema ${schemaUs.toFixed(0)} µs  (${(referenceUs / schemaUs).toFixed(2)}× más rápido)`,
    );
  }
}
