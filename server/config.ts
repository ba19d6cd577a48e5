import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_MOVEMENT } from '../src/domain/credentials';
import { DEFAULT_DISPLAY_SESSION_DAYS } from '../src/domain/displays';
import { parsePoint, type LatLon } from '../src/domain/maps';
import { DEFAULT_REPEAT_SECONDS } from '../src/domain/access';
import { HOST_NAME } from './security/host-names';
import { parseTrustedProxies } from './security/trusted-proxies';
import { isVapidSubject, vapidSubject } from './security/vapid-keys';
import type { TlsConfig } from './security/tls';

export type { TlsConfig } from './security/tls';

/** Configuration from the environment, validated once at start-up (docs/operations.md: Configuration). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The origin of the links the server sends out (an invitation): the school's name for it. */
  PUBLIC_URL: z
    .string()
    .trim()
    .default('')
    .refine(
      isOrigin,
      'debe ser una dirección http:// o https:// sin ruta (por ejemplo https://colegio.edu.co)',
    ),
  /** `production` (npm start sets it): the API description is for signed-in staff only. */
  NODE_ENV: z.string().trim().default(''),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** PGlite: folder of the daily backups (default: next to DATA_DIR, `<DATA_DIR>-backups`). */
  BACKUP_DIR: z.string().optional(),
  /** PGlite: how many daily backups are kept (0: none taken). */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(3660).default(7),
  /** PGlite: 1 puts TLS=auto's authority key (DATA_DIR/tls/ca/ca.key) in the backups too. */
  BACKUP_INCLUDE_CA_KEY: z.enum(['', '0', '1']).default(''),
  TZ_SCHOOL: z.string().default('America/Bogota'),
  /** An instant (ISO 8601 with its offset) the server's clock starts at and runs on from; empty: the machine's time. */
  CLOCK_START: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) => v === '' || (/[zZ]|[+-]\d\d:?\d\d$/.test(v) && !Number.isNaN(Date.parse(v))),
      'debe ser un instante ISO 8601 con su zona, p. ej. 2026-03-10T10:00:00-05:00',
    ),
  DEMO: z.enum(['0', '1']).optional(),
  /** Hours a staff session lasts. */
  SESSION_HOURS: z.coerce.number().positive().default(12),
  /** Days a hall turn display's session lasts (it ends at the school's midnight after them). */
  DISPLAY_SESSION_DAYS: z.coerce.number().int().min(1).max(366).default(DEFAULT_DISPLAY_SESSION_DAYS),
  /** Ceiling in pesos of one top-up or deduction. */
  MAX_RECARGA: z.coerce.number().int().min(1000).max(1_000_000_000).default(DEFAULT_MAX_MOVEMENT),
  /** Leaflet tile URL template; empty for no tiles (the map still shows its markers). */
  MAP_TILES_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILES_ATTRIBUTION: z.string().default('© OpenStreetMap'),
  /** A Nominatim-compatible search endpoint; empty for none (coordinates are typed or dragged). */
  MAP_SEARCH_URL: z.string().default('https://nominatim.openstreetmap.org/search'),
  /** "lat,lon" shown until the browser's geolocation answers. */
  MAP_CENTER: z
    .string()
    .default('7.1193,-73.1227')
    .refine((text) => parsePoint(text) !== null, { error: 'debe ser "latitud,longitud"' }),
  /** Seconds within which the gate takes a second read of the same person as the same passage. */
  GATE_REPEAT_SECONDS: z.coerce.number().int().min(0).max(3600).default(DEFAULT_REPEAT_SECONDS),
  /** Minutes between rounds of purging ended sessions, old idempotency keys and the like (0: never). */
  HOUSEKEEPING_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** The families' notices by e-mail: smtp://user:pass@host:port or smtps://…; empty: e-mail off. */
  SMTP_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^smtps?:\/\//.test(v), 'debe empezar por smtp:// o smtps://'),
  /** The notices' sender (From). */
  SMTP_FROM: z.string().trim().default('Colegio <avisos@colegio.local>'),
  /** Seconds between the notices worker's rounds. */
  NOTICES_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds between the push worker's rounds: the families' notices pushed to their devices (0: off). */
  PUSH_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Who the push services may write to about this server's pushes (VAPID `sub`): a mailto: or https: address. */
  PUSH_SUBJECT: z.string().trim().default('').refine(isVapidSubject, 'debe ser mailto:correo o https://…'),
  /** `1`, for tests only: push endpoints over plain http and on loopback or private addresses (docs/security.md). */
  PUSH_ALLOW_PRIVATE: z.enum(['', '0', '1']).default(''),
  /** Seconds between the safety timers' rounds: absences at each cut-off, missing exits, the bus runs' alarms (0: off). */
  SAFETY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Milliseconds a PostgreSQL statement of the server may run before it is cancelled (0: no limit). */
  PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Reports' Excel files this node writes at once, all staff members together. */
  EXCEL_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(4),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: HTTPS with the server's own local certificate authority (in DATA_DIR/tls). */
  TLS: z.enum(['', 'off', 'auto']).default(''),
  /** PEM files of a certificate the school has: HTTPS with them. */
  TLS_CERT_FILE: z.string().default(''),
  TLS_KEY_FILE: z.string().default(''),
  /** `1`: with HTTPS on, plain HTTP still takes passwords and sessions (off by default: docs/security.md). */
  ALLOW_PLAIN_HTTP: z.enum(['', '0', '1']).default(''),
  /** Extra host names or addresses the TLS=auto certificate names (a DNS name the school gave the server). */
  TLS_NAMES: z.string().default(''),
  /** Online top-ups (issue 54): the school's Mercado Pago access token and webhook secret; both, or none (off). */
  MERCADOPAGO_ACCESS_TOKEN: z.string().trim().default(''),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().trim().default(''),
  /** Minutes between looks for yesterday's unfinished reconciliation with Mercado Pago (0: never). */
  RECONCILE_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),
  /** Mercado Pago's API; tests point it at a local stand-in. */
  MERCADOPAGO_API_URL: z
    .string()
    .trim()
    .default('https://api.mercadopago.com')
    .refine((v) => /^https?:\/\/[^/]+/.test(v), 'debe ser una dirección http:// o https://'),
  /** Addresses or CIDR ranges of the proxies whose X-Forwarded-* headers count; empty: none. */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const parsed = parseTrustedProxies(text);
      if ('entries' in parsed) return parsed.entries;
      ctx.addIssue({
        code: 'custom',
        message: `«${parsed.invalid}» no es una dirección IP, un rango CIDR ni loopback, linklocal o uniquelocal`,
      });
      return z.NEVER;
    }),
});

/** '' or an http(s) origin, with nothing after the host and port but an optional '/'. */
function isOrigin(text: string): boolean {
  if (text === '') return true;
  try {
    const url = new URL(text);
    return (
      /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username
    );
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Folder of the daily backups of PGlite (BACKUP_DIR; default `<DATA_DIR>-backups`). */
  backupDir: string;
  /** Daily backups kept (BACKUP_KEEP; 0: none taken). */
  backupKeep: number;
  /** BACKUP_INCLUDE_CA_KEY=1: PGlite's backups carry the local authority's key (db/dump-filter.ts). */
  backupIncludeCaKey: boolean;
  timezone: string;
  /** Where the server's clock starts (CLOCK_START); null: the machine's time (server/clock.ts). */
  clockStart: Date | null;
  /** Load the demo school into an empty database. */
  demo: boolean;
  sessionHours: number;
  /** Days a display session lasts (DISPLAY_SESSION_DAYS). */
  displaySessionDays: number;
  /** Ceiling in pesos of one top-up or deduction (MAX_RECARGA). */
  maxMovement: number;
  /** Seconds a second read at the gate is the same passage (GATE_REPEAT_SECONDS). */
  gateRepeatSeconds: number;
  /** Minutes between housekeeping rounds (HOUSEKEEPING_MINUTES; 0: never). */
  housekeepingMinutes: number;
  /** The notices' e-mail (SMTP_URL, SMTP_FROM) and how often the worker looks (NOTICES_SECONDS). */
  notices: { smtpUrl: string | null; from: string; seconds: number };
  /** Notices pushed to devices (issue 55): PUSH_SECONDS (0: off), the VAPID subject, PUSH_ALLOW_PRIVATE=1. */
  push: { seconds: number; subject: string; allowPrivate: boolean };
  /** Seconds between the safety timers' rounds (SAFETY_SECONDS; 0: off). */
  safetySeconds: number;
  /** PostgreSQL statement timeout of the server's pool (PG_STATEMENT_TIMEOUT_MS; 0: none). */
  statementTimeoutMs: number;
  /** Reports' Excel files this node writes at once (EXCEL_MAX_CONCURRENT). */
  excelMaxConcurrent: number;
  logLevel: string;
  tls: TlsConfig;
  /** ALLOW_PLAIN_HTTP=1: with HTTPS on, the API still answers over plain HTTP (passwords in clear on the network). */
  allowPlainHttp: boolean;
  /** Proxies trusted for X-Forwarded-* (TRUST_PROXY); empty: none. */
  trustProxy: string[];
  map: {
    tiles: string | null;
    attribution: string;
    search: string | null;
    center: LatLon;
  };
  /** Folder of the built web app; null to serve the API only. */
  webRoot: string | null;
  /** PUBLIC_URL's origin, or null: then links use the certificate's first name or the network address (http/addresses.ts). */
  publicUrl: string | null;
  /** Who may read the API description at /api/docs: anyone (development) or signed-in staff (NODE_ENV=production). */
  apiDocs: 'public' | 'staff';
  /** Online top-ups through Mercado Pago (MERCADOPAGO_*); null: off, the portal offers none. */
  mercadoPago: MercadoPagoConfig | null;
  /** Minutes between the daily reconciliation's looks (RECONCILE_MINUTES; 0: never). */
  reconcileMinutes: number;
}

export interface MercadoPagoConfig {
  accessToken: string;
  webhookSecret: string;
  apiUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Configuración inválida: ${first.path.join('.')}: ${first.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    backupDir: e.BACKUP_DIR || `${resolve(e.DATA_DIR)}-backups`,
    backupKeep: e.BACKUP_KEEP,
    backupIncludeCaKey: e.BACKUP_INCLUDE_CA_KEY === '1',
    timezone: e.TZ_SCHOOL,
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : null,
    // Embedded database: demo by default (DEMO=0 turns it off). PostgreSQL: only with DEMO=1.
    demo: e.DATABASE_URL ? e.DEMO === '1' : e.DEMO !== '0',
    sessionHours: e.SESSION_HOURS,
    displaySessionDays: e.DISPLAY_SESSION_DAYS,
    maxMovement: e.MAX_RECARGA,
    gateRepeatSeconds: e.GATE_REPEAT_SECONDS,
    housekeepingMinutes: e.HOUSEKEEPING_MINUTES,
    notices: { smtpUrl: e.SMTP_URL || null, from: e.SMTP_FROM, seconds: e.NOTICES_SECONDS },
    push: {
      seconds: e.PUSH_SECONDS,
      subject: vapidSubject(e.PUSH_SUBJECT, e.PUBLIC_URL, e.SMTP_FROM),
      allowPrivate: e.PUSH_ALLOW_PRIVATE === '1',
    },
    safetySeconds: e.SAFETY_SECONDS,
    statementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS,
    excelMaxConcurrent: e.EXCEL_MAX_CONCURRENT,
    logLevel: e.LOG_LEVEL,
    tls: tlsConfig(e),
    allowPlainHttp: e.ALLOW_PLAIN_HTTP === '1',
    trustProxy: e.TRUST_PROXY,
    map: {
      tiles: e.MAP_TILES_URL.trim() || null,
      attribution: e.MAP_TILES_ATTRIBUTION,
      search: e.MAP_SEARCH_URL.trim() || null,
      center: parsePoint(e.MAP_CENTER)!,
    },
    webRoot: 'dist',
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    apiDocs: e.NODE_ENV === 'production' ? 'staff' : 'public',
    mercadoPago: mercadoPagoConfig(e),
    reconcileMinutes: e.RECONCILE_MINUTES,
  };
}

/** Both secrets or neither: one alone is a mistake worth stopping for (payments that are never credited). */
function mercadoPagoConfig(e: z.infer<typeof envSchema>): MercadoPagoConfig | null {
  const accessToken = e.MERCADOPAGO_ACCESS_TOKEN;
  const webhookSecret = e.MERCADOPAGO_WEBHOOK_SECRET;
  if (!accessToken && !webhookSecret) return null;
  if (!accessToken || !webhookSecret)
    throw new Error(
      `Configuración inválida: falta ${accessToken ? 'MERCADOPAGO_WEBHOOK_SECRET' : 'MERCADOPAGO_ACCESS_TOKEN'} (las recargas en línea necesitan ambos)`,
    );
  return { accessToken, webhookSecret, apiUrl: e.MERCADOPAGO_API_URL.replace(/\/+$/, '') };
}

/** TLS=auto's folder: the authority and the server certificate (security/auto-certificates.ts). */
export const tlsFolder = (dataDir: string) => join(dataDir, 'tls');

/** TLS=auto, or both certificate files, or neither; anything else is a configuration error. */
function tlsConfig(e: z.infer<typeof envSchema>): TlsConfig {
  const certFile = e.TLS_CERT_FILE.trim();
  const keyFile = e.TLS_KEY_FILE.trim();
  if (e.TLS === 'auto') {
    if (certFile || keyFile)
      throw new Error(
        'Configuración inválida: TLS=auto crea su propio certificado; quite TLS_CERT_FILE y TLS_KEY_FILE, o quite TLS=auto',
      );
    const extraNames = e.TLS_NAMES.split(',')
      .map((n) => n.trim().toLowerCase())
      .filter(Boolean);
    const invalid = extraNames.find((name) => !isIP(name) && !HOST_NAME.test(name));
    if (invalid)
      throw new Error(
        `Configuración inválida: TLS_NAMES: «${invalid}» no es un nombre de equipo ni una dirección IP`,
      );
    return { mode: 'auto', dir: tlsFolder(e.DATA_DIR), extraNames };
  }
  if (!certFile && !keyFile) return { mode: 'off' };
  if (!certFile || !keyFile)
    throw new Error(
      `Configuración inválida: falta ${certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'} (se necesitan el certificado y su clave)`,
    );
  return { mode: 'files', certFile, keyFile };
}
