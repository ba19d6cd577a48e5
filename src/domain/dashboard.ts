import { z } from 'zod';

/** The dashboard's tiles, in the spec's words (the server sends them; the web app reads them by key). */
export const TILE_KEYS = ['users', 'products', 'categories', 'orders', 'carnets'] as const;
export type TileKey = (typeof TILE_KEYS)[number];

export const TILE_LABELS: Record<TileKey, string> = {
  users: 'Usuarios',
  products: 'Productos',
  categories: 'Categoria',
  orders: 'Pedidos',
  carnets: 'Carnets',
};

/** `GET /api/dashboard`: the tiles, and the sales of the last 14 school days, oldest first. */
export const dashboardSchema = z.object({
  tiles: z.array(z.object({ key: z.enum(TILE_KEYS), label: z.string(), value: z.number().nullable() })),
  /** Null totals until an area records sales. */
  sales: z.array(z.object({ date: z.string(), total: z.number().nullable() })),
});
export type DashboardData = z.infer<typeof dashboardSchema>;
