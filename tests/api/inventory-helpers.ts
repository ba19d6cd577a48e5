/** Shared set-up of the inventory test files: staff with chosen keys, catalog look-ups, snapshots. */
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StoreId } from '../../src/domain/inventory';
import {
  categories,
  images,
  products,
  providers,
  stockMovements,
  subcategories,
} from '../../server/db/schema';
import { api, DEMO_PASSWORD, login, snapshot, type TestApp } from './helpers';

export type Api = ReturnType<typeof api>;
export type ProductRow = typeof products.$inferSelect;

let seq = 0;

/** A staff member whose role holds exactly `keys`, signed in. */
export async function staffWith(t: TestApp, admin: Api, keys: string[]): Promise<{ api: Api; id: number }> {
  seq += 1;
  const role = await admin.post<{ id: number }>('/api/admin/roles', {
    name: `Rol inventario ${seq} ${keys.join(' ')}`.slice(0, 100),
    description: 'Rol de prueba de inventario',
    function: keys,
  });
  expect(role.status, role.body.message).toBe(201);
  const email = `inventario${seq}.${Date.now()}@colegio.demo`;
  const user = await admin.post<{ id: number }>('/api/admin/users', {
    name: `Funcionario inventario ${seq}`,
    email,
    type_doc: 1,
    num_doc: `77${Date.now() % 1_000_000}${seq}`,
    id_rol: role.body.data.id,
    password: DEMO_PASSWORD,
  });
  expect(user.status, user.body.message).toBe(201);
  return { api: api(t.app, await login(t.app, email, DEMO_PASSWORD)), id: user.body.data.id };
}

export async function productNamed(t: TestApp, name: string, store?: StoreId): Promise<ProductRow> {
  const rows = await t.db
    .select()
    .from(products)
    .where(store ? and(eq(products.name, name), eq(products.store, store)) : eq(products.name, name));
  if (rows.length !== 1) throw new Error(`se esperaba un producto '${name}', hay ${rows.length}`);
  return rows[0];
}

export async function productById(t: TestApp, id: number): Promise<ProductRow> {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`no existe el producto ${id}`);
  return row;
}

export async function categoryNamed(t: TestApp, name: string, store: StoreId) {
  const [row] = await t.db
    .select()
    .from(categories)
    .where(and(eq(categories.name, name), eq(categories.store, store)));
  if (!row) throw new Error(`no existe la categoría '${name}' en la tienda ${store}`);
  return row;
}

export async function subcategoryNamed(t: TestApp, name: string, categoryId: number) {
  const [row] = await t.db
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.name, name), eq(subcategories.id_category, categoryId)));
  if (!row) throw new Error(`no existe la subcategoría '${name}'`);
  return row;
}

export async function movementsOf(t: TestApp, productId: number) {
  return t.db.select().from(stockMovements).where(eq(stockMovements.id_product, productId)).orderBy(stockMovements.id);
}

/** The catalog and its stock log (and how many images there are), to prove a refusal changed nothing. */
export async function catalogSnapshot(t: TestApp) {
  const [imageCount] = await t.db.select({ n: count() }).from(images);
  return {
    categories: await snapshot(t.db, categories),
    subcategories: await snapshot(t.db, subcategories),
    providers: await snapshot(t.db, providers),
    products: await snapshot(t.db, products),
    movements: await snapshot(t.db, stockMovements),
    images: Number(imageCount.n),
  };
}

/** Calls `fn` and checks that neither the catalog nor the stock log changed. */
export async function unchanged<T>(t: TestApp, fn: () => Promise<T>): Promise<T> {
  const before = await catalogSnapshot(t);
  const result = await fn();
  expect(await catalogSnapshot(t), 'una petición rechazada no cambia el catálogo ni el stock').toEqual(before);
  return result;
}

/** 'YYYY-MM-DD' shifted by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same month and day `years` earlier (29 February becomes the 28th in a common year). */
export function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const year = y - years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
