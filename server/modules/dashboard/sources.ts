/**
 * Where the dashboard's figures come from. Each area adds its own source when it lands
 * (credentials add Carnets, inventory Productos and Categoria, the points of sale Pedidos
 * and the sales series); a tile with no source yet answers null and shows "—".
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carnets, categories, products, users } from '../../db/schema';

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
  products: async (db) => {
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.enable, 1));
    return Number(row.n);
  },
  categories: async (db) => {
    const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.enable, 1));
    return Number(row.n);
  },
  carnets: async (db) => {
    const [row] = await db.select({ n: count() }).from(carnets).where(eq(carnets.active, 1));
    return Number(row.n);
  },
};

export const salesSources: SalesSource[] = [];
