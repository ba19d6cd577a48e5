import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './admin';

/** Opaque bearer tokens, stored as their SHA-256 so a database leak reveals no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** null: a staff session; 'display': a hall turn display that can only read turn boards. */
    scope: text('scope'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/**
 * Sign-in attempts counted per throttle key (an account from one client address, or a client
 * address over all accounts; server/modules/auth/service/login-throttle.ts), shared by every API node.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  /** Attempts of the window: failed ones, and ones still being checked. */
  count: integer('count').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp('locked_until', { withTimezone: true }),
});
