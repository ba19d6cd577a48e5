import { SUCCESS, type Envelope, type Success } from '../../src/domain/envelope';

export function ok<T>(data: T, message = 'OK', extra: Partial<Envelope<T>> = {}): Success<T> {
  return { code: SUCCESS, message, data, ...extra } as Success<T>;
}

/** How many rows a list matches: counted to the end, or at least so many with or without a page after this one. */
export type ListTotal = number | { atLeast: number; hasNextPage: boolean };

export function okList<T>(data: T[], total: ListTotal, message = 'OK'): Success<T[]> {
  return typeof total === 'number'
    ? { code: SUCCESS, message, data, total }
    : { code: SUCCESS, message, data, totalAtLeast: total.atLeast, hasNextPage: total.hasNextPage };
}
