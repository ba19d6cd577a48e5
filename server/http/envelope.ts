import type { Envelope } from '../../src/domain/envelope';

export function ok<T>(data: T, message = 'OK', extra: Partial<Envelope<T>> = {}): Envelope<T> {
  return { code: 1, message, data, ...extra };
}

/** How many rows a list matches: counted to the end, or at least so many with or without a page after this one. */
export type ListTotal = number | { atLeast: number; hasNextPage: boolean };

export function okList<T>(data: T[], total: ListTotal, message = 'OK'): Envelope<T[]> {
  return typeof total === 'number'
    ? { code: 1, message, data, total }
    : { code: 1, message, data, totalAtLeast: total.atLeast, hasNextPage: total.hasNextPage };
}
