/**
 * The catalog scoped by store: each store's keys reach that store's products, categories and
 * subcategories only, another store is 403 or 404 and writes nothing, and every catalog route is
 * 403 without its key and 401 without a session.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STOCK_REASON, STORE } from '../../src/domain/inventory';
import { providers, subcategories } from '../../server/db/schema';
import { STORE_FORBIDDEN } from '../../server/modules/inventory/catalog/service';
import {
  api,
  CATALOG,
  concreteUrl,
  listUrl,
  productNamed,
  type ProductRow,
  registeredRoutes,
  staffWith,
  stockMovementsOf,
  unchanged,
} from './fixtures';
import {
  admin,
  bebidas,
  C,
  cafeteriaProduct,
  cashier,
  countOf,
  cuadernos,
  jugos,
  menuCategory,
  openCatalogSchool,
  P,
  paperClerk,
  paperClerkId,
  paperProduct,
  type Row,
  S,
  secretary,
  t,
  V,
} from './fixtures/catalog-school';
import { editRecord } from './fixtures/edit';

openCatalogSchool();

describe('store scoping', () => {
  it('a papelería clerk sees, reads and edits only store 2 products', async () => {
    const list = await paperClerk.get<ProductRow[]>(listUrl(P, { perPage: 1000 }));
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(await countOf(STORE.papeleria));
    expect(list.body.data.every((p) => p.store === STORE.papeleria)).toBe(true);
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    const pencil = await productNamed(t, 'Lápiz negro HB');
    expect((await paperClerk.get(`${P}/${juice.id}/edit`)).status).toBe(404);
    expect((await paperClerk.get(`${P}/${pencil.id}/edit`)).status).toBe(200);
    await unchanged(
      t,
      async () => {
        expect((await editRecord(paperClerk, P, juice.id, { price: 1 }, admin)).status).toBe(404);
        expect((await paperClerk.delete(`${P}/${juice.id}`)).status).toBe(404);
      },
      CATALOG,
    );
    const renamed = await editRecord<ProductRow>(paperClerk, P, pencil.id, { price: 850 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.price).toBe(850);
  });

  it('a papelería clerk creates store 2 products; another store is 403 and writes nothing', async () => {
    const created = await paperClerk.post<ProductRow>(P, paperProduct());
    expect(created.status).toBe(201);
    expect(created.body.data.store).toBe(STORE.papeleria);
    expect(await stockMovementsOf(t, created.body.data.id)).toEqual([
      expect.objectContaining({ reason: STOCK_REASON.inicial, quantity: 5, id_staff: paperClerkId }),
    ]);
    await unchanged(
      t,
      async () => {
        const other = await paperClerk.post(P, cafeteriaProduct());
        expect(other.status).toBe(403);
        expect(other.body).toMatchObject({ code: 0, reason: 'forbidden', message: STORE_FORBIDDEN.products });
        const move = await editRecord(paperClerk, P, created.body.data.id, {
          store: STORE.cafeteria,
          id_category: bebidas.id,
          id_subcategory: jugos.id,
        });
        expect(move.status).toBe(403);
        expect(move.body.message).toBe(STORE_FORBIDDEN.products);
      },
      CATALOG,
    );
  });

  it('a papelería clerk may read the store 2 categories and subcategories to choose from, and nothing else', async () => {
    const cats = await paperClerk.get<Row[]>(listUrl(C, { perPage: 100 }));
    expect(cats.status).toBe(200);
    expect(cats.body.data.length).toBeGreaterThan(0);
    expect(cats.body.data.every((c) => c.store === STORE.papeleria)).toBe(true);
    const subs = await paperClerk.get<Row[]>(listUrl(S, { perPage: 100 }));
    expect(subs.status).toBe(200);
    const paperCategoryIds = new Set(cats.body.data.map((c) => c.id));
    expect(subs.body.data.every((s) => paperCategoryIds.has(s.id_category as number))).toBe(true);
    expect((await paperClerk.get(V)).status).toBe(200); // providers, to choose from
    await unchanged(
      t,
      async () => {
        for (const [method, url, body] of [
          ['POST', C, { name: 'Otra', store: 2 }],
          ['GET', `${C}/${cuadernos.id}/edit`],
          ['PUT', `${C}/${cuadernos.id}`, { name: 'Cambiada' }],
          ['DELETE', `${C}/${cuadernos.id}`],
          ['POST', S, { name: 'Otra', id_category: cuadernos.id }],
          ['POST', V, { name: 'Proveedor pirata' }],
          ['DELETE', '/api/admin/providers/1'],
          ['GET', '/api/inventory/reports'],
        ] as [string, string, unknown?][]) {
          const res = await paperClerk.call(method as 'GET', url, body);
          expect(res.status, `${method} ${url}`).toBe(403);
          expect(res.body.message).toBe('No tiene permiso para realizar esta acción');
        }
      },
      CATALOG,
    );
  });

  it('the demo cashier manages the stationery catalog (papelería keys) but not the cafeteria one', async () => {
    const list = await cashier.get<ProductRow[]>(listUrl(P, { perPage: 1000 }));
    expect(list.status).toBe(200);
    expect(list.body.data.every((p) => p.store === STORE.papeleria)).toBe(true);
    await unchanged(
      t,
      async () => {
        const cat = await cashier.post(C, { name: 'Bebidas frías', store: STORE.cafeteria });
        expect(cat.status).toBe(403);
        expect(cat.body.message).toBe(STORE_FORBIDDEN.categories);
        const sub = await cashier.post(S, { name: 'Tés', id_category: bebidas.id });
        expect(sub.status).toBe(403);
        expect(sub.body.message).toBe(STORE_FORBIDDEN.subcategories);
        expect((await editRecord(cashier, C, bebidas.id, { name: 'X' }, admin)).status).toBe(404);
        expect((await cashier.get(`${S}/${jugos.id}/edit`)).status).toBe(404);
      },
      CATALOG,
    );
    const cat = await cashier.post<Row>(C, { name: 'Morrales', store: STORE.papeleria });
    expect(cat.status).toBe(201);
    const sub = await cashier.post<Row>(S, { name: 'Morrales escolares', id_category: cat.body.data.id });
    expect(sub.status).toBe(201);
  });

  it('a restaurant clerk (restaurant.products) works on store 3 only', async () => {
    const clerk = (await staffWith(t, admin, ['restaurant', 'restaurant.products'])).api;
    const list = await clerk.get<ProductRow[]>(listUrl(P, { perPage: 1000 }));
    expect(list.body.total).toBe(await countOf(STORE.restaurant));
    const created = await clerk.post<ProductRow>(P, {
      name: 'Almuerzo especial',
      price: 14000,
      stock: 10,
      store: STORE.restaurant,
      id_category: menuCategory.id,
      edad_min: 10,
      edad_max: 18,
    });
    expect(created.status).toBe(201);
    await unchanged(
      t,
      async () => {
        expect((await clerk.post(P, paperProduct())).status).toBe(403);
      },
      CATALOG,
    );
  });

  it('every inventory and restaurant route is 403 without its key and 401 without a session', async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) =>
        r.method !== 'HEAD' &&
        // The food policy is read by every till (food-policy.test.ts checks it).
        !(r.method === 'GET' && r.url === '/api/inventory/foodpolicy') &&
        (r.url.startsWith('/api/inventory') ||
          r.url.startsWith('/api/restaurant') ||
          r.url === '/api/admin/providers/:id' ||
          r.url === '/api/admin/products/:id/products'),
    );
    expect(routes.length).toBeGreaterThan(35);
    // A staff member with none of the catalog's or the restaurant's keys (the demo's secretary sells lunch plans).
    const outsider = (await staffWith(t, admin, ['dashboard'])).api;
    await unchanged(
      t,
      async () => {
        for (const { method, url } of routes) {
          const res = await outsider.call(
            method as 'GET',
            concreteUrl(url),
            method === 'GET' ? undefined : {},
          );
          expect(res.status, `${method} ${url}`).toBe(403);
          const anonymous = await api(t.app).call(
            method as 'GET',
            concreteUrl(url),
            method === 'GET' ? undefined : {},
          );
          expect(anonymous.status, `${method} ${url}`).toBe(401);
        }
      },
      CATALOG,
    );
  });

  it('the administrator gets 200 on every inventory GET route', async () => {
    const lunch = await productNamed(t, 'Almuerzo infantil');
    const pencil = await productNamed(t, 'Lápiz negro HB');
    const [provider] = await t.db.select().from(providers).limit(1);
    const [sub] = await t.db
      .select()
      .from(subcategories)
      .where(eq(subcategories.id_category, menuCategory.id))
      .limit(1);
    const idFor = (url: string) =>
      /editPaper/.test(url) // the stationery view answers store 2 products only
        ? pencil.id
        : url.startsWith(P)
          ? lunch.id
          : url.startsWith(C)
            ? menuCategory.id
            : url.startsWith(S)
              ? sub.id
              : provider.id;
    // The food policy's Excel is a file, not an envelope (food-policy.test.ts reads it).
    const routes = registeredRoutes(t.app).filter(
      (r) =>
        r.method === 'GET' &&
        r.url.startsWith('/api/inventory') &&
        r.url !== '/api/inventory/foodpolicy/export',
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const { url } of routes) {
      const res = await admin.get(concreteUrl(url, idFor(url)));
      expect(res.status, url).toBe(200);
      expect(res.body.code, url).toBe(1);
    }
  });

  it('nobody without a catalog key reaches the catalog, and no session is 401', async () => {
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    await unchanged(
      t,
      async () => {
        for (const [method, url, body] of [
          ['GET', P],
          ['GET', `${P}/create`],
          ['GET', `${P}/${juice.id}/edit`],
          ['POST', P, cafeteriaProduct()],
          ['PUT', `${P}/${juice.id}`, { price: 1 }],
          ['DELETE', `${P}/${juice.id}`],
          ['GET', C],
          ['POST', C, { name: 'X', store: 1 }],
          ['GET', S],
          ['GET', V],
          ['POST', V, { name: 'X' }],
          ['DELETE', `${V}/1`],
          ['DELETE', '/api/admin/providers/1'],
        ] as [string, string, unknown?][]) {
          const res = await secretary.call(method as 'GET', url, body);
          expect(res.status, `${method} ${url}`).toBe(403);
          const anonymous = await api(t.app).call(method as 'GET', url, body);
          expect(anonymous.status, `${method} ${url}`).toBe(401);
        }
      },
      CATALOG,
    );
  });
});
