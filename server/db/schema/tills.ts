/**
 * The offline till (issue 33): each browser that sells (a point of sale, the lunch line) is a till,
 * registered by the code it made the first time; the administrator names it and sets what it may sell
 * while the server does not answer. Each sale it made offline and sent late is a row here, whatever
 * became of it (src/domain/offline.ts: accepted, flagged or refused), so nothing is lost silently.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { users } from './admin';
import { orders } from './orders';

export const tills = pgTable(
  'tills',
  {
    id: serial('id').primaryKey(),
    /** Made by the browser once (hex). Keys are the wire's names: the generic CRUD answers them. */
    codigo: text('codigo').notNull(),
    /** STORE of src/domain/stores.ts. */
    store: smallint('store').notNull(),
    nombre: text('nombre').notNull(),
    max_venta: bigint('max_venta', { mode: 'number' }).notNull(),
    max_total: bigint('max_total', { mode: 'number' }).notNull(),
    max_horas: integer('max_horas').notNull(),
    sobregiro: bigint('sobregiro', { mode: 'number' }).notNull(),
    activa: smallint('activa').notNull().default(1),
    /** The last time it read its roster (online). */
    visto_en: timestamp('visto_en', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tills_code_store_unique').on(t.codigo, t.store),
    check('tills_store', sql`${t.store} between 1 and 3`),
    check(
      'tills_allowance',
      sql`${t.max_venta} >= 0 and ${t.max_total} >= 0 and ${t.max_horas} between 0 and 72 and ${t.sobregiro} >= 0`,
    ),
    check('tills_active_flag', sql`${t.activa} in (0, 1)`),
  ],
);

export const offlineSales = pgTable(
  'offline_sales',
  {
    id: serial('id').primaryKey(),
    /** The sale's Idempotency-Key, made at the till when the sale was: one row per sale, forever. */
    key: text('clave').notNull().unique(),
    /** Null: the till was unknown to the server (issue 48: refused; its code is in `cuerpo`). */
    id_till: integer('id_caja').references(() => tills.id, { onDelete: 'restrict' }),
    store: smallint('store').notNull(),
    /** The customer the till named (the user may no longer exist: no foreign key). */
    id_user: integer('id_user').notNull(),
    /** Who sent it (the session that synced it). */
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'restrict' }),
    made_at: timestamp('hecha_en', { withTimezone: true }).notNull(),
    /** The roster read it was judged by (issue 48), null when the till had none the server knows of. */
    roster_at: timestamp('lista', { withTimezone: true }),
    received_at: timestamp('recibida_en', { withTimezone: true }).notNull().defaultNow(),
    /** The total at the till's prices. */
    total: bigint('total', { mode: 'number' }).notNull(),
    state: text('estado', { enum: ['aceptada', 'marcada', 'rechazada'] }).notNull(),
    flags: text('marcas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reason: text('motivo'),
    id_order: integer('id_order').references(() => orders.id, { onDelete: 'restrict' }),
    /** What the till sent (products and counts, comment). */
    body: jsonb('cuerpo').notNull(),
    /**
     * A refused sale a supervisor settled: charged now under the online rules (`id_order` then set)
     * or written off, with a note, by whom and when.
     */
    resolution: text('resolucion', { enum: ['cobrada', 'descartada'] }),
    note: text('nota'),
    resolved_at: timestamp('resuelta_en', { withTimezone: true }),
    resolved_by: integer('resuelta_por').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('offline_sales_received_idx').on(t.received_at, t.id),
    index('offline_sales_till_idx').on(t.id_till, t.received_at),
    check('offline_sales_state', sql`${t.state} in ('aceptada', 'marcada', 'rechazada')`),
    check(
      'offline_sales_order',
      sql`(${t.state} = 'rechazada' and ${t.resolution} is distinct from 'cobrada') = (${t.id_order} is null)`,
    ),
    check(
      'offline_sales_resolution',
      sql`${t.resolution} is null or (${t.resolution} in ('cobrada', 'descartada') and ${t.state} = 'rechazada' and ${t.resolved_at} is not null and ${t.resolved_by} is not null)`,
    ),
  ],
);

/**
 * Each roster a till read (issue 48): a late sale is judged by what the roster it was sold by already
 * said, and only a roster the server gave that till counts. Kept a fortnight (housekeeping).
 */
export const tillRosterReads = pgTable(
  'till_roster_reads',
  {
    id_till: integer('id_caja')
      .notNull()
      .references(() => tills.id, { onDelete: 'cascade' }),
    read_at: timestamp('leido_en', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_till, t.read_at] })],
);
