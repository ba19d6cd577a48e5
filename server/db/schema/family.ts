/**
 * The families' portal (issue 32): a guardian's access, by invitation, and the portal's sessions.
 * Apart from the staff's users and sessions: a family session can never carry a staff key.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
