/**
 * The demo catalog of the three stores (loaded by seedDemo): providers, categories with their
 * subcategories and products with believable names, prices in pesos, stock levels (a few sold
 * out, some low), preparation flags and, for the restaurant, age ranges. Every stock comes
 * from stock movements written by `moveStock` (the initial stock, then a few ins and outs), so
 * the log matches the stock. Pictures are drawn by demo-images.ts, labels (seals and allergens)
 * come from demo-catalog-labels.ts.
 */
import { STOCK_REASON, STORE, type StoreId } from '../../src/domain/inventory';
import { inOptionOrder } from '../../src/domain/fields';
import { ALLERGENS, sealSet } from '../../src/domain/foodLabels';
import { moveStocks, type StockMove } from '../stock';
import { storeImages } from '../http/images';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { demoPicture, PICTURE_SHAPES } from './demo-images';
import { categories, products, providers, subcategories } from '../db/schema';
import { CAFETERIA_CATALOG } from './demo-catalog-cafeteria';
import { RESTAURANT_CATALOG } from './demo-catalog-restaurant';
import { DEMO_LABELS } from './demo-catalog-labels';
import { DEMO_PROVIDERS, type DemoCategory } from './demo-catalog-shape';
import { STATIONERY_CATALOG } from './demo-catalog-stationery';

export const DEMO_CATALOG: DemoCategory[] = [
  ...CAFETERIA_CATALOG,
  ...STATIONERY_CATALOG,
  ...RESTAURANT_CATALOG,
];

/** A few ins and outs after the initial stock, so the movement report has more than one kind. */
const DEMO_ADJUSTMENTS: { product: string; store: StoreId; quantity: number; detalle: string }[] = [
  { product: 'Jugo de naranja 250 ml', store: STORE.cafeteria, quantity: 12, detalle: 'Pedido semanal' },
  { product: 'Jugo de naranja 250 ml', store: STORE.cafeteria, quantity: -2, detalle: 'Vencidos' },
  { product: 'Chocolatina 30 g', store: STORE.cafeteria, quantity: 10, detalle: 'Pedido semanal' },
  { product: 'Lápiz negro HB', store: STORE.papeleria, quantity: -5, detalle: 'Entregados a coordinación' },
  {
    product: 'Cuaderno cosido 100 hojas cuadriculado',
    store: STORE.papeleria,
    quantity: 20,
    detalle: 'Compra de inicio de año',
  },
  { product: 'Almuerzo juvenil', store: STORE.restaurant, quantity: -10, detalle: 'Ajuste de inventario' },
];

const picture = (hue: number, index: number, tone: number) => ({
  bytes: demoPicture({ hue, shape: PICTURE_SHAPES[index % PICTURE_SHAPES.length], tone }),
  mime: 'image/png',
});

/** Loads the demo catalog inside the caller's transaction, stamped by `clock`; `staffId` signs the stock movements. */
export async function seedDemoCatalog(tx: Db, staffId: number, clock: Clock): Promise<void> {
  const now = clock.now();
  const stamped = { created_at: now, updated_at: now };
  const providerRows = await tx
    .insert(providers)
    .values(DEMO_PROVIDERS.map((p) => ({ ...p, ...stamped })))
    .returning({ id: providers.id });

  // One picture per category, subcategory and product; stored in one statement each.
  const categoryUrls = await storeImages(
    tx,
    DEMO_CATALOG.map((c, i) => picture(c.hue, i, 0.5)),
  );
  const categoryRows = await tx
    .insert(categories)
    .values(DEMO_CATALOG.map((c, i) => ({ name: c.name, store: c.store, url: categoryUrls[i], ...stamped })))
    .returning({ id: categories.id });

  const subs = DEMO_CATALOG.flatMap((c, ci) => c.subcategories.map((s, si) => ({ c, ci, s, si })));
  const subUrls = await storeImages(
    tx,
    subs.map(({ c, si }) => picture(c.hue, si + 1, 0.25)),
  );
  const subRows = await tx
    .insert(subcategories)
    .values(
      subs.map(({ ci, s }, i) => ({
        name: s.name,
        id_category: categoryRows[ci].id,
        url: subUrls[i],
        ...stamped,
      })),
    )
    .returning({ id: subcategories.id });

  const items = subs.flatMap(({ c, ci, s }, subIndex) =>
    s.products.map((item, pi) => ({ c, ci, subIndex, item, pi })),
  );
  const named = new Set(items.map(({ item }) => item.name));
  const stray = Object.keys(DEMO_LABELS).filter((name) => !named.has(name));
  if (stray.length) throw new Error(`demo: etiquetas de productos que no existen: ${stray.join(', ')}`);
  const productUrls = await storeImages(
    tx,
    items.map(({ c, pi }) => picture(c.hue, pi, ((pi * 3) % 5) / 4)),
  );
  const productRows = await tx
    .insert(products)
    .values(
      items.map(({ c, ci, subIndex, item }, i) => ({
        name: item.name,
        price: item.price,
        stock: 0,
        store: c.store,
        id_category: categoryRows[ci].id,
        id_subcategory: subRows[subIndex].id,
        id_provider: item.provider === undefined ? null : providerRows[item.provider].id,
        enlistment: item.enlistment ? 1 : 0,
        enable: item.disabled ? 0 : 1,
        edad_min: item.ages?.[0] ?? null,
        edad_max: item.ages?.[1] ?? null,
        // As the product's form stores them: each once, in their list's order.
        sellos: inOptionOrder(DEMO_LABELS[item.name]?.sellos ?? [], sealSet()),
        alergenos: inOptionOrder(DEMO_LABELS[item.name]?.alergenos ?? [], ALLERGENS),
        url: productUrls[i],
        ...stamped,
      })),
    )
    .returning({ id: products.id });

  // Every stock through the log: the initial stock, then the adjustments (one batch).
  const initial: StockMove[] = items.flatMap(({ item }, i) =>
    item.stock > 0
      ? [
          {
            productId: productRows[i].id,
            quantity: item.stock,
            reason: STOCK_REASON.inicial,
            staffId,
            detalle: 'Inventario inicial de demostración',
          },
        ]
      : [],
  );
  const adjustments: StockMove[] = DEMO_ADJUSTMENTS.map((adjustment) => {
    const i = items.findIndex(
      ({ c, item }) => item.name === adjustment.product && c.store === adjustment.store,
    );
    if (i < 0) throw new Error(`demo: no existe el producto ${adjustment.product}`);
    return {
      productId: productRows[i].id,
      quantity: adjustment.quantity,
      reason: adjustment.quantity > 0 ? STOCK_REASON.ingreso : STOCK_REASON.salida,
      staffId,
      detalle: adjustment.detalle,
    };
  });
  await moveStocks(tx, clock, [...initial, ...adjustments]);
}
