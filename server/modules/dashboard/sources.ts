/**
 * Where the dashboard's figures come from. Each area adds its own source when it lands
 * (credentials add Carnets, inventory Productos and Categoria, the points of sale Pedidos
 * and the sales series); a tile with no source yet answers null and shows "—".
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carnets, users } from '../../db/schema';

export type TileKey = 'users' | 'products' | 'categories' | 'orders' | 'carnets';

export const TILE_LABELS: Record<TileKey, string> = {
  users: 'Usuarios',
  products: 'Productos',
  categories: 'Categoria',
  orders: 'Pedidos',
  carnets: 'Carnets',
};

export type TileSource = (db: Db) => Promise<number>;
/** Sales per school day, keyed 'YYYY-MM-DD', between two instants. */
export type SalesSource = (db: Db, from: Date, to: Date, timezone: string) => Promise<Map<string, number>>;

export const tileSources: Partial<Record<TileKey, TileSource>> = {
  users: async (db) => {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.active, 1));
    return Number(row.n);
  },
  carnets: async (db) => {
    const [row] = await db.select({ n: count() }).from(carnets).where(eq(carnets.active, 1));
    return Number(row.n);
  },
};

export const salesSources: SalesSource[] = [];
