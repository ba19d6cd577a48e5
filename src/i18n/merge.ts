/** A plain (literal-like) object: `{}` or `Object.create(null)`, never an array, Date, class instance… */
export type PlainObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is PlainObject => {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

// Keys that would change the prototype of the result instead of defining a property.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const mergeTrees = (base: PlainObject, override: PlainObject): PlainObject => {
  const result: PlainObject = {};
  for (const [key, value] of Object.entries(base)) {
    if (UNSAFE_KEYS.has(key)) continue;
    // Copy nested objects so the result never shares references with its inputs.
    result[key] = isPlainObject(value) ? mergeTrees(value, {}) : value;
  }
  for (const [key, value] of Object.entries(override)) {
    if (UNSAFE_KEYS.has(key) || value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(value) ? mergeTrees(isPlainObject(current) ? current : {}, value) : value;
  }
  return result;
};

/**
 * Deep-merges two plain-object trees (e.g. translation catalogs) into a NEW object.
 *
 * - Nested plain objects are merged recursively; any other value in `override`
 *   (string, number, array…) replaces the one in `base`.
 * - `undefined` values in `override` are ignored (they do not erase `base` values).
 * - Neither input is mutated, and the result shares no nested object with them.
 *
 * The return type is `A & B`, which is exact when both trees agree on the type of
 * each shared key (always true for translation catalogs, whose leaves are strings).
 */
export const deepMerge = <A extends PlainObject, B extends PlainObject>(base: A, override: B): A & B =>
  mergeTrees(base, override) as A & B;
