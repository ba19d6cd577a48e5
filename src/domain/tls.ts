/**
 * HTTPS as the server tells it (`GET /api/tls`, public) and the certificate page that uses it. Its
 * wire schemas live in tlsStatus.ts: the sign-in pages read this file without loading zod.
 */
import type { TlsStatus } from './tlsStatus';

export type { AuthorityScope, TlsStatus } from './tlsStatus';

/** Loopback, RFC 1918, IPv4 link-local; IPv6 loopback, unique-local (fc00::/7) and link-local: every local authority's. */
export const PRIVATE_RANGES = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
] as const;

/** The authority's certificate: `.crt` for tablets, phones and Windows, `.pem` for the rest (the same PEM text). */
export const AUTHORITY_DOWNLOADS = { crt: '/api/tls/ca.crt', pem: '/api/tls/ca.pem' } as const;

/** The web app's page on installing that certificate (reachable without signing in). */
export const CERTIFICATE_PAGE = '/certificado';

/**
 * The answer to an API request over plain HTTP while the server serves HTTPS (server/plugins/plain-http-guard.ts):
 * where to go instead. A password or a session token sent over HTTP crosses the network in clear.
 */
export const HTTPS_REQUIRED = (secureOrigin: string) =>
  `Este servidor usa HTTPS: abra ${secureOrigin}. Por HTTP sin cifrar no se envían contraseñas ni sesiones.`;

/**
 * A page that came over plain http (`protocol`, as `location.protocol` says it) from a server that
 * serves https: its API takes no password or session that way (server/plugins/plain-http-guard.ts),
 * so the staff's login and the portal's sign-in only point to the secure address.
 */
export const needsSecureAddress = (status: TlsStatus | null | undefined, protocol: string): boolean =>
  Boolean(status?.https) && protocol === 'http:';
