/** The dashboard's tiles, in the spec's words (the server sends them; the web app reads them by key). */
export type TileKey = 'users' | 'products' | 'categories' | 'orders' | 'carnets';

export const TILE_LABELS: Record<TileKey, string> = {
  users: 'Usuarios',
  products: 'Productos',
  categories: 'Categoria',
  orders: 'Pedidos',
  carnets: 'Carnets',
};
