/**
 * The HTTP client every call goes through: bearer token from local storage, JSON bodies,
 * the envelope unwrapped. Any failure becomes react-admin's HttpError(message, status, body)
 * so notifications, 401 logout and server-side field errors work as react-admin expects.
 */
import { HttpError } from 'react-admin';
import { GENERIC_ERROR_MESSAGE, type Envelope } from '../domain/envelope';
import { STORAGE } from '../domain/storageKeys';

/** The API base: same origin under /api (the server serves both). */
export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.';
export const SESSION_EXPIRED_MESSAGE = 'Su sesión ha expirado. Inicie sesión nuevamente.';

/** A refusal's messages under its fields (the envelope's `errors`); none for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return (error as { body?: { errors?: Record<string, string> } | null } | null)?.body?.errors ?? {};
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart (the browser writes its boundary). */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Envelope codes that count as an answer (the credential lookup also answers 2). */
  acceptCodes?: readonly number[];
  /**
   * The screen handles the server's failure itself (the place search answers 503 while its outside
   * service is down, normal without internet, and the map says so): no shared failure dialog.
   */
  ownsFailure?: boolean;
  /** The answer is a file (a report's Excel): a 200 that is not JSON comes back as `data`, a Blob; refusals are envelopes as ever. */
  file?: boolean;
}

export type HttpClient = <T = unknown>(path: string, options?: RequestOptions) => Promise<Envelope<T>>;

export interface HttpClientOptions {
  baseUrl: string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
  /**
   * The text a person reads for a refusal: the server's own (the spec's Spanish) unless the
   * interface speaks another language, then the catalog's text for its `reason`.
   */
  localize?: (refusal: Pick<Envelope, 'message' | 'reason'>) => string;
  /**
   * Told of every failure the person cannot act on in the form (spec part 1 §8's dialog 'Ocurrio
   * un error procesando la peticion.'): the server failed (5xx, also a proxy's 502/504) or did
   * not answer at all (network). A 4xx is a refusal with its own message for the screen (a
   * field, a notice) and a 401 ends the session, so neither counts. The call rejects either way.
   */
  onFailure?: (failure: HttpFailure) => void;
  /** Told of every answer below 500: the server is reachable (a failure after it is news again). */
  onAnswer?: () => void;
}

export interface HttpFailure {
  kind: 'network' | 'server';
  /** 0 when nothing answered. */
  status: number;
}

const isEnvelope = (value: unknown): value is Envelope =>
  !!value && typeof value === 'object' && 'code' in value && typeof (value as Envelope).code === 'number';

export function createHttpClient({
  baseUrl,
  getToken = () => localStorage.getItem(STORAGE.token),
  fetch: doFetch = (...args) => globalThis.fetch(...args),
  localize = (refusal) => refusal.message,
  onFailure = () => undefined,
  onAnswer = () => undefined,
}: HttpClientOptions): HttpClient {
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    /** Nothing (or only part of the answer) arrived: reported as the network's failure. */
    const lostConnection = () => {
      const refusal = { code: 0, message: NETWORK_ERROR_MESSAGE, reason: 'network' as const };
      if (!options.ownsFailure) onFailure({ kind: 'network', status: 0 });
      return new HttpError(localize(refusal), 0, refusal);
    };
    const url = new URL(
      `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`,
      globalThis.location?.href,
    );
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(url.toString(), {
        method: options.method ?? 'GET',
        headers,
        body:
          options.body === undefined
            ? undefined
            : multipart
              ? (options.body as FormData)
              : JSON.stringify(options.body),
      });
    } catch {
      throw lostConnection();
    }

    if (
      options.file &&
      response.ok &&
      !(response.headers.get('content-type') ?? '').includes('application/json')
    ) {
      try {
        const file = (await response.blob()) as T;
        onAnswer();
        return { code: 1, message: 'OK', data: file };
      } catch {
        // The file stopped halfway: the server or the network failed while it was sent.
        throw lostConnection();
      }
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (response.status < 500) onAnswer();
    else if (!options.ownsFailure) onFailure({ kind: 'server', status: response.status });
    if (isEnvelope(body)) {
      if (response.ok && (options.acceptCodes ?? [1]).includes(body.code)) return body as Envelope<T>;
      const message = localize({ message: body.message || GENERIC_ERROR_MESSAGE, reason: body.reason });
      throw new HttpError(message, response.ok ? 400 : response.status, body);
    }
    if (response.status === 401)
      throw new HttpError(
        localize({ message: SESSION_EXPIRED_MESSAGE, reason: 'unauthenticated' }),
        401,
        null,
      );
    throw new HttpError(
      localize({ message: GENERIC_ERROR_MESSAGE, reason: 'server_error' }),
      response.status,
      null,
    );
  };
}
