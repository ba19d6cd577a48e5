import type { Envelope } from '../../src/domain/envelope';

export function ok<T>(data: T, message = 'OK', extra: Partial<Envelope<T>> = {}): Envelope<T> {
  return { code: 1, message, data, ...extra };
}

export function okList<T>(data: T[], total: number, message = 'OK'): Envelope<T[]> {
  return { code: 1, message, data, total };
}
