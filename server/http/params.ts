/**
 * Path and query parameters are checked in one place, for every route: a value holding a
 * control character (U+0000–U+001F, tab included, or U+007F), a lone surrogate, invalid
 * UTF-8 or a broken percent-encoding (`%ZZ`) is refused with a Spanish 400 naming the
 * parameter, before any handler or query runs. PostgreSQL refuses NUL in text, so without
 * this a `%00` in an id or a document reached the database and answered 500.
 *
 * Two ways in:
 * - `checkRequestParams`, run by the param guard (server/plugins/param-guard.ts) on every
 *   request: the decoded route parameters and the raw query string (Fastify's query
 *   parser silently keeps `%ZZ` and invalid UTF-8 as text).
 * - `badUrlError`: Fastify's router cannot even decode a path such as `/carnets/%C3%28`
 *   and calls the `frameworkErrors` option (server/http/error-handler.ts) instead of any
 *   hook; this finds which parameter of which route that segment was.
 *
 * Request bodies are not checked here: zod validates them per field.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** C0 controls (tab included: no identifier, document or search needs one) and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A UTF-16 surrogate without its pair (String.prototype.isWellFormed is ES2024). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A decoded value a route may receive. */
export const isCleanText = (value: string): boolean => !CONTROL.test(value) && !LONE_SURROGATE.test(value);

/** A caller-chosen query key is named in the message only when it looks like a parameter name. */
const NAMEABLE = /^[A-Za-z0-9_.[\]-]{1,40}$/;

export const invalidParamMessage = (name: string) => `El parámetro ${name} contiene caracteres no válidos`;
const UNNAMED = 'La dirección de la petición contiene caracteres no válidos';
const TOO_LONG = (name: string) => `El parámetro ${name} es demasiado largo`;
const LONG_URL = 'La dirección de la petición es demasiado larga';

/** One 400 for every offending name; '_' stands for a part of the URL that cannot be named. */
function refusal(names: string[], message: (name: string) => string): AppError {
  // A named parameter leads the message.
  const ordered = [...new Set(names)].sort((a, b) => Number(a === '_') - Number(b === '_'));
  const errors: Record<string, string> = {};
  for (const name of ordered) errors[name] = name === '_' ? UNNAMED : message(name);
  return new AppError(400, errors[ordered[0]], 'validation', errors);
}

/** decodeURIComponent that answers null instead of throwing on `%ZZ` or invalid UTF-8. */
function decode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Strings inside a JSON query value (the lists' `filter`), keys included. */
function jsonStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) jsonStrings(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      jsonStrings(v, out);
    }
  }
  return out;
}

/** The query keys whose raw text or decoded value is not clean; '_' for a key that cannot be named. */
export function badQueryKeys(rawQuery: string): string[] {
  const bad: string[] = [];
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const rawKey = at < 0 ? pair : pair.slice(0, at);
    const rawValue = at < 0 ? '' : pair.slice(at + 1);
    const key = decode(rawKey.replace(/\+/g, ' '));
    const value = decode(rawValue.replace(/\+/g, ' '));
    const name = key !== null && NAMEABLE.test(key) ? key : '_';
    let clean = key !== null && value !== null && isCleanText(key) && isCleanText(value);
    // A JSON value (`filter={"name":"…"}`) can carry a control character as an escape (\u0000).
    if (clean && value && (value.startsWith('{') || value.startsWith('['))) {
      try {
        clean = jsonStrings(JSON.parse(value)).every(isCleanText);
      } catch {
        // Not JSON after all: the route's own schema judges it.
      }
    }
    if (!clean && !bad.includes(name)) bad.push(name);
  }
  return bad;
}

/** The refusal for a request's route parameters and query string, or null when they are clean. */
export function checkRequestParams(request: FastifyRequest): AppError | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const badParams = Object.entries(params)
    .filter(([, v]) => typeof v === 'string' && !isCleanText(v))
    .map(([k]) => (k === '*' ? '_' : k));
  const q = request.url.indexOf('?');
  const badQuery = q < 0 ? [] : badQueryKeys(request.url.slice(q + 1));
  const bad = [...badParams, ...badQuery];
  return bad.length ? refusal(bad, invalidParamMessage) : null;
}

/** A stand-in for an undecodable path segment, so the router can tell which parameter it was. */
const PLACEHOLDER = 'parametro0invalido0';

/**
 * Fastify's router refused the path before routing (FST_ERR_BAD_URL: invalid percent-encoding
 * or UTF-8; FST_ERR_MAX_PARAM_LENGTH: a segment over 100 characters). Route the path again
 * with the offending segments replaced, to name the parameter they were; the query is
 * checked as usual.
 */
export function badUrlError(error: FastifyError, request: FastifyRequest): AppError {
  const url = request.raw.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const isBad = (segment: string) => (tooLong ? segment.length > 100 : decode(segment) === null);
  const segments = path.split('/');
  const replaced = segments.map((s) => (isBad(s) ? PLACEHOLDER : s)).join('/');
  let params: Record<string, string> = {};
  try {
    const route = request.server.findRoute({ method: (request.raw.method ?? 'GET') as 'GET', url: replaced });
    params = (route?.params ?? {}) as Record<string, string>;
  } catch {
    // An odd method or path: nothing to name, the refusal stands.
  }
  const names = Object.entries(params)
    .filter(([, v]) => v === PLACEHOLDER)
    .map(([k]) => (k === '*' ? '_' : k));
  if (tooLong) {
    const named = names.filter((n) => n !== '_');
    return named.length
      ? refusal(named, TOO_LONG)
      : new AppError(400, LONG_URL, 'validation', { _: LONG_URL });
  }
  const query = q < 0 ? [] : badQueryKeys(url.slice(q + 1));
  // No route has a parameter where the bad segment is: a part of the path nobody can name.
  return refusal([...names, ...(names.length ? [] : ['_']), ...query], invalidParamMessage);
}
