/**
 * What the data provider's test files (dataProvider-*.test.ts) share: an envelope that says yes, an msw
 * answer for every call, the provider over the test server, the error a call rejects with, and the
 * shape of an expected request.
 */
import { expect } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { HttpError } from 'react-admin';
import { createHttpClient } from '../../../src/dataProvider/http';
import { createDataProvider } from '../../../src/dataProvider';
import type { AppDataProvider } from '../../../src/dataProvider';
import type { Envelope } from '../../../src/domain/envelope';
import { API, server } from './msw';
import type { RecordedRequest } from './msw';

export const ok = <T>(data: T, extra: Partial<Envelope<T>> = {}): Envelope<T> => ({
  code: 1,
  message: 'OK',
  data,
  ...extra,
});

/** Answers every call under /api with `envelope` (status 200 unless told). */
export function answerAll(envelope: JsonBodyType, status = 200) {
  server.use(http.all(`${API}/*`, () => HttpResponse.json(envelope, { status })));
}

export const provider = (): AppDataProvider => createDataProvider(createHttpClient({ baseUrl: API }));

/** The error a promise rejects with, failing the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('La promesa debía ser rechazada');
}

export type Expected = Pick<RecordedRequest, 'method' | 'path' | 'query'> & { body?: unknown };
