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

/** Failed logins per e-mail, shared by every API node, to slow down password guessing. */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  count: integer('count').notNull().default(0),
  first_failed_at: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp('locked_until', { withTimezone: true }),
});
