/**
 * How the demo writes many rows at once (demo-students.ts, demo-credentials.ts): in slices of a
 * given size, one statement each.
 */

/** Inserts `rows` in slices of `size`, one statement each; returns what each returned, in order. */
export async function inSlices<T, R>(
  rows: readonly T[],
  size: number,
  insert: (slice: T[]) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}
