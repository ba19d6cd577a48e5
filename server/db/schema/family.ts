/**
 * The families' portal (issue 32): a guardian's access, by invitation, and the portal's sessions.
 * Apart from the staff's users and sessions: a family session can never carry a staff key.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './admin';
import { guardians } from './academic';
import { timestamps } from './columns';

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
  (t) => [uniqueIndex('family_accounts_guardian_unique').on(t.id_guardian), uniqueIndex('family_accounts_invite_unique').on(t.invite_token_hash)],
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
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('portal_settings_one_row', sql`${t.id} = 1`)],
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
    /** 'tope', 'aviso', 'productos' or 'categorias' (LIMIT_KINDS of src/domain/family.ts). */
    kind: text('kind').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'set null' }),
    id_family: integer('id_family').references(() => familyAccounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('limit_changes_user_idx').on(t.id_user, t.created_at)],
);
