/**
 * The families' portal (issue 32): a guardian's access, by invitation, and the portal's sessions.
 * Apart from the staff's users and sessions: a family session can never carry a staff key.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './admin';
import { guardians } from './academic';
import { bytea, noticeColumns, noticeEmailChecks, timestamps } from './columns';
import { credentialMovements } from './ledgers';

/**
 * One per guardian who was ever invited. The invitation is a single-use token (stored as its
 * SHA-256) valid until `invite_expires_at`; activating sets the password and clears the token.
 * A revoked access signs nobody in until a new invitation is activated.
 */
export const familyAccounts = pgTable(
  'family_accounts',
  {
    id: serial('id').primaryKey(),
    id_guardian: integer('id_guardian')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    /** null until the invitation is activated. */
    password_hash: text('password_hash'),
    invite_token_hash: text('invite_token_hash'),
    invite_expires_at: timestamp('invite_expires_at', { withTimezone: true }),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invited_at: timestamp('invited_at', { withTimezone: true }),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('family_accounts_guardian_unique').on(t.id_guardian),
    uniqueIndex('family_accounts_invite_unique').on(t.invite_token_hash),
  ],
);

/** The portal's bearer tokens, stored as their SHA-256, as the staff's are. */
export const familySessions = pgTable(
  'family_sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    id_account: integer('id_account')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('family_sessions_account_idx').on(t.id_account)],
);

/**
 * What the school lets families change themselves (one row; none means nothing): the daily cap,
 * blocked products and categories, the low-balance threshold.
 */
export const portalSettings = pgTable(
  'portal_settings',
  {
    id: smallint('id').primaryKey().default(1),
    family_sets_cap: boolean('familia_tope').notNull().default(false),
    family_blocks: boolean('familia_bloqueos').notNull().default(false),
    family_sets_alert: boolean('familia_aviso').notNull().default(false),
    /** Issue 55: the family may set the hours each store sells to the child. (The week's cap goes with the daily one.) */
    family_sets_windows: boolean('familia_horarios').notNull().default(false),
    /** Online top-ups (issue 54): one payment's least and most, in pesos, and the fee passed on to families. */
    online_minimum: bigint('pago_minimo', { mode: 'number' }).notNull().default(10_000),
    online_maximum: bigint('pago_maximo', { mode: 'number' }).notNull().default(500_000),
    /** Hundredths of a percent (299 = 2.99 %). */
    online_fee_basis_points: integer('comision_pb').notNull().default(0),
    online_fee_fixed: bigint('comision_fija', { mode: 'number' }).notNull().default(0),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('portal_settings_one_row', sql`${t.id} = 1`),
    check(
      'portal_settings_online_terms',
      sql`${t.online_minimum} > 0 and ${t.online_maximum} >= ${t.online_minimum}
        and ${t.online_fee_basis_points} between 0 and 2000 and ${t.online_fee_fixed} >= 0`,
    ),
  ],
);

/**
 * Every change of a student's limits, by the staff or by the family, with the values before and
 * after as the screens say them: the student file's and the portal's history show it.
 */
export const limitChanges = pgTable(
  'limit_changes',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A kind of LIMIT_KINDS (src/domain/limitKinds.ts): the limits, and the allergies (issue 35). */
    kind: text('kind').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'set null' }),
    id_family: integer('id_family').references(() => familyAccounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('limit_changes_user_idx').on(t.id_user, t.created_at)],
);

/**
 * A top-up a family reports having paid by bank transfer, with its receipt (issue 32, item 5):
 * 'pendiente' until the staff approve it (one top-up on the ledger, `id_movement`) or reject it
 * with a reason. A reference is reported once per student, unless a report with it was rejected.
 */
export const transferReports = pgTable(
  'transfer_reports',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    id_family: integer('id_family')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('valor', { mode: 'number' }).notNull(),
    /** The day the family made the transfer. */
    paid_on: date('fecha', { mode: 'string' }).notNull(),
    reference: text('referencia').notNull(),
    receipt: bytea('soporte').notNull(),
    receipt_type: text('soporte_tipo').notNull(),
    state: text('estado', { enum: ['pendiente', 'aprobada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    reason: text('motivo'),
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('revisado_at', { withTimezone: true }),
    id_movement: integer('id_movement').references(() => credentialMovements.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfer_reports_state_idx').on(t.state, t.created_at),
    index('transfer_reports_user_idx').on(t.id_user, t.created_at),
    uniqueIndex('transfer_reports_reference_unique')
      .on(t.id_user, sql`lower(${t.reference})`)
      .where(sql`${t.state} <> 'rechazada'`),
    uniqueIndex('transfer_reports_movement_unique').on(t.id_movement),
    check('transfer_reports_state', sql`${t.state} in ('pendiente', 'aprobada', 'rechazada')`),
    check('transfer_reports_amount', sql`${t.amount} > 0`),
    check('transfer_reports_approved', sql`(${t.state} = 'aprobada') = (${t.id_movement} is not null)`),
    check(
      'transfer_reports_receipt_type',
      sql`${t.receipt_type} in ('image/jpeg', 'image/png', 'application/pdf')`,
    ),
  ],
);

/**
 * The notices to families (issue 32, item 6), one row per notice and family account: written in
 * the transaction of what it tells (this table is the outbox), read as the portal's feed, and
 * e-mailed by the notices worker (server/plugins/family-notices.ts), which keeps the e-mail's
 * state, attempts and next try here.
 */
export const familyNotices = pgTable(
  'family_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_family: integer('id_family')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    id_user: integer('id_user').references(() => users.id, { onDelete: 'cascade' }),
    /** NOTICE_KINDS of src/domain/notices.ts. */
    ...noticeColumns(),
    /**
     * Issue 55: when the push worker took it for the family's devices (null: not yet). Taken once,
     * at most: a push lost on the way is a nudge lost, the notice stays in the feed.
     */
    pushed_at: timestamp('push_at', { withTimezone: true }),
  },
  (t) => [
    index('family_notices_feed_idx').on(t.id_family, t.id),
    index('family_notices_push_idx')
      .on(t.id)
      .where(sql`${t.pushed_at} is null`),
    ...noticeEmailChecks('family_notices', t),
  ],
);

/** What each family chose to be told of about each child, beyond the money notices (NoticeChoices). */
export const noticeChoices = pgTable(
  'notice_choices',
  {
    id_family: integer('id_family')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gate: boolean('porteria').notNull().default(false),
    late: boolean('tarde').notNull().default(false),
    bus: boolean('ruta').notNull().default(false),
    /** Issue 53: no entry by the shift's cut-off (on unless the family turns it off) and no exit after its end (opt-in). */
    absence: boolean('ausencia').notNull().default(true),
    noExit: boolean('sin_salida').notNull().default(false),
    /** Issue 55: a purchase refused by a rule (opt-in). */
    attempts: boolean('intentos').notNull().default(false),
    /** Issue 56: a pack of lunches with 2 left, and run out (opt-in). */
    lunches: boolean('almuerzos').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_family, t.id_user] }), index('notice_choices_user_idx').on(t.id_user)],
);

/**
 * A device where a guardian allowed the portal's notices (issue 55): a Web Push subscription
 * (RFC 8030 endpoint and RFC 8291 keys). Every notice of the feed is also pushed to each; one the
 * push service says is gone (404, 410) is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    id_family: integer('id_family')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and its auth secret, base64url as the browser gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last push the service accepted. */
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_family_idx').on(t.id_family),
  ],
);
