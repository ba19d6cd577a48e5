import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/** Uploaded .jpg/.png files, served at /images/{id}. */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
