/**
 * The demo catalog of the three stores (loaded by seedDemo): providers, categories with their
 * subcategories and products with believable names, prices in pesos, stock levels (a few sold
 * out, some low), preparation flags and, for the restaurant, age ranges. Every stock comes
 * from stock movements written by `moveStock` (the initial stock, then a few ins and outs), so
 * the log matches the stock. Pictures are drawn by demo-images.ts.
 */
import { STOCK_REASON, STORE, type StoreId } from '../../src/domain/inventory';
import { moveStocks, type StockMove } from '../modules/inventory/stock';
import { storeImages } from '../http/images';
import type { Db } from '../db/client';
import { demoPicture, PICTURE_SHAPES } from './demo-images';
import { categories, products, providers, subcategories } from '../db/schema';

interface DemoProduct {
  name: string;
  price: number;
  stock: number;
  /** Needs preparation before delivery (hot food, sandwiches…). */
  enlistment?: boolean;
  /** Restaurant ages [min, max] in whole years; null = open. */
  ages?: [number | null, number | null];
  /** Index in DEMO_PROVIDERS. */
  provider?: number;
  disabled?: boolean;
}
interface DemoSubcategory {
  name: string;
  products: DemoProduct[];
}
interface DemoCategory {
  name: string;
  store: StoreId;
  /** Hue of its pictures. */
  hue: number;
  subcategories: DemoSubcategory[];
}

export const DEMO_PROVIDERS = [
  {
    name: 'Distribuidora Andina S.A.S.',
    nit: '900456789-1',
    contact: 'Luis Fernando Gil',
    phone: '601 555 0201',
    email: 'pedidos@distriandina.demo',
  },
  {
    name: 'Alimentos La Sabana S.A.S.',
    nit: '900567890-2',
    contact: 'Diana Marcela Ríos',
    phone: '601 555 0202',
    email: 'ventas@lasabana.demo',
  },
  {
    name: 'Papelería Mayorista El Lápiz Ltda.',
    nit: '800678901-3',
    contact: 'Óscar Peña',
    phone: '601 555 0203',
    email: 'mayoristas@ellapiz.demo',
  },
];
const ANDINA = 0;
const SABANA = 1;
const LAPIZ = 2;

const p = (name: string, price: number, stock: number, extra: Omit<DemoProduct, 'name' | 'price' | 'stock'> = {}): DemoProduct => ({
  name,
  price,
  stock,
  ...extra,
});
const hot = { enlistment: true } as const;

export const DEMO_CATALOG: DemoCategory[] = [
  // ── Cafetería ──────────────────────────────────────────────────────────────────────────
  {
    name: 'Bebidas',
    store: STORE.cafeteria,
    hue: 200,
    subcategories: [
      {
        name: 'Jugos',
        products: [
          p('Jugo de naranja 250 ml', 3500, 24, { provider: SABANA }),
          p('Jugo de mango 250 ml', 3500, 18, { provider: SABANA }),
          p('Jugo de mora en agua 300 ml', 3000, 4),
          p('Limonada natural 300 ml', 3000, 12),
          p('Jugo en caja 200 ml', 2000, 40, { provider: ANDINA }),
        ],
      },
      {
        name: 'Gaseosas y agua',
        products: [
          p('Gaseosa cola 350 ml', 2800, 30, { provider: ANDINA }),
          p('Gaseosa naranja 350 ml', 2800, 3, { provider: ANDINA }),
          p('Agua en botella 600 ml', 2000, 48, { provider: ANDINA }),
          p('Agua con gas 600 ml', 2500, 10, { provider: ANDINA }),
          p('Bebida energética 250 ml', 4500, 6, { provider: ANDINA, disabled: true }),
        ],
      },
      {
        name: 'Lácteos',
        products: [
          p('Leche chocolatada 200 ml', 2500, 36, { provider: SABANA }),
          p('Yogur de fresa 200 g', 3000, 15, { provider: SABANA }),
          p('Kumis 200 ml', 2800, 0, { provider: SABANA }),
          p('Avena fría 250 ml', 3000, 8, { provider: SABANA }),
        ],
      },
      {
        name: 'Bebidas calientes',
        products: [
          p('Chocolate caliente', 2500, 40, hot),
          p('Café con leche', 2000, 40, hot),
          p('Aromática de frutas', 1500, 30, hot),
        ],
      },
    ],
  },
  {
    name: 'Snacks',
    store: STORE.cafeteria,
    hue: 35,
    subcategories: [
      {
        name: 'Paquetes',
        products: [
          p('Papas fritas de limón 30 g', 2200, 25, { provider: ANDINA }),
          p('Platanitos 40 g', 2200, 20, { provider: ANDINA }),
          p('Maní salado 50 g', 2000, 2, { provider: ANDINA }),
          p('Rosquitas 40 g', 2000, 14, { provider: ANDINA }),
        ],
      },
      {
        name: 'Galletas',
        products: [
          p('Galletas de chocolate x 6', 2500, 22, { provider: ANDINA }),
          p('Galletas de avena x 4', 2300, 9, { provider: ANDINA }),
          p('Galletas saltinas x 3', 1000, 50, { provider: ANDINA }),
        ],
      },
      {
        name: 'Dulces',
        products: [
          p('Chocolatina 30 g', 2000, 30, { provider: ANDINA }),
          p('Bocadillo veleño', 800, 60, { provider: SABANA }),
          p('Gomitas 50 g', 1800, 0, { provider: ANDINA }),
          p('Barra de cereal', 2200, 16, { provider: ANDINA }),
        ],
      },
    ],
  },
  {
    name: 'Almuerzos',
    store: STORE.cafeteria,
    hue: 8,
    subcategories: [
      {
        name: 'Platos del día',
        products: [
          p('Arroz con pollo', 12000, 25, hot),
          p('Pasta boloñesa', 11000, 20, hot),
          p('Sopa del día', 6000, 30, hot),
          p('Ajiaco santafereño', 13000, 5, hot),
        ],
      },
      {
        name: 'Sándwiches',
        products: [
          p('Sándwich de jamón y queso', 6500, 15, hot),
          p('Sándwich de pollo', 7500, 10, hot),
          p('Croissant de jamón y queso', 5500, 3, hot),
        ],
      },
      {
        name: 'Comidas rápidas',
        products: [
          p('Empanada de carne', 2500, 40, hot),
          p('Pastel de pollo', 3500, 20, hot),
          p('Arepa con queso', 3500, 25, hot),
          p('Pandebono', 1800, 30),
          p('Buñuelo', 1500, 30),
          p('Perro caliente', 6000, 12, hot),
          p('Hamburguesa sencilla', 9000, 0, hot),
        ],
      },
    ],
  },
  {
    name: 'Postres',
    store: STORE.cafeteria,
    hue: 320,
    subcategories: [
      {
        name: 'Tortas',
        products: [
          p('Porción de torta de chocolate', 4500, 12),
          p('Brownie', 3500, 18),
          p('Porción de torta de zanahoria', 4500, 4),
          p('Milhoja', 3800, 0),
        ],
      },
      {
        name: 'Helados',
        products: [
          p('Paleta de agua de mora', 2000, 35, { provider: SABANA }),
          p('Cono de vainilla', 3000, 20, { provider: SABANA }),
          p('Vaso de helado 2 sabores', 4500, 10, { provider: SABANA }),
        ],
      },
    ],
  },
  {
    name: 'Frutas',
    store: STORE.cafeteria,
    hue: 95,
    subcategories: [
      {
        name: 'Fruta picada',
        products: [
          p('Ensalada de frutas', 6000, 10, hot),
          p('Vaso de mango picado', 3500, 14),
          p('Vaso de papaya', 3000, 2),
          p('Salpicón', 4500, 8, hot),
        ],
      },
      {
        name: 'Fruta entera',
        products: [
          p('Banano', 1000, 40, { provider: SABANA }),
          p('Manzana roja', 2000, 30, { provider: SABANA }),
          p('Mandarina', 1200, 25, { provider: SABANA }),
          p('Pera', 2200, 5, { provider: SABANA }),
        ],
      },
    ],
  },
  // ── Papelería ──────────────────────────────────────────────────────────────────────────
  {
    name: 'Cuadernos',
    store: STORE.papeleria,
    hue: 220,
    subcategories: [
      {
        name: 'Cuadernos cosidos',
        products: [
          p('Cuaderno cosido 100 hojas cuadriculado', 4500, 60, { provider: LAPIZ }),
          p('Cuaderno cosido 100 hojas rayado', 4500, 55, { provider: LAPIZ }),
          p('Cuaderno cosido 50 hojas ferrocarril', 3000, 30, { provider: LAPIZ }),
          p('Cuaderno de dibujo 50 hojas', 5000, 3, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Cuadernos argollados',
        products: [
          p('Cuaderno argollado 5 materias', 12000, 20, { provider: LAPIZ }),
          p('Cuaderno argollado 80 hojas', 8500, 0, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Libretas y agendas',
        products: [
          p('Libreta de apuntes de bolsillo', 2500, 25, { provider: LAPIZ }),
          p('Agenda escolar', 15000, 8, { provider: LAPIZ }),
        ],
      },
    ],
  },
  {
    name: 'Escritura',
    store: STORE.papeleria,
    hue: 265,
    subcategories: [
      {
        name: 'Lápices',
        products: [
          p('Lápiz negro HB', 800, 120, { provider: LAPIZ }),
          p('Lápiz rojo', 900, 60, { provider: LAPIZ }),
          p('Portaminas 0,5 mm', 3500, 12, { provider: LAPIZ }),
          p('Minas 0,5 mm x 12', 2000, 4, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Lapiceros y resaltadores',
        products: [
          p('Lapicero negro', 1200, 80, { provider: LAPIZ }),
          p('Lapicero azul', 1200, 75, { provider: LAPIZ }),
          p('Lapicero rojo', 1200, 40, { provider: LAPIZ }),
          p('Resaltador amarillo', 2500, 18, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Marcadores',
        products: [
          p('Marcador permanente negro', 3000, 15, { provider: LAPIZ }),
          p('Marcador borrable para tablero', 3500, 0, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Borradores y tajalápices',
        products: [
          p('Borrador de nata', 600, 90, { provider: LAPIZ }),
          p('Tajalápiz con depósito', 1500, 30, { provider: LAPIZ }),
          p('Corrector líquido', 3000, 2, { provider: LAPIZ }),
        ],
      },
    ],
  },
  {
    name: 'Arte',
    store: STORE.papeleria,
    hue: 350,
    subcategories: [
      {
        name: 'Colores y crayolas',
        products: [
          p('Caja de colores x 12', 9000, 20, { provider: LAPIZ }),
          p('Caja de colores x 24', 16000, 6, { provider: LAPIZ }),
          p('Crayolas x 12', 5000, 15, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Pinturas y pinceles',
        products: [
          p('Témperas x 6', 8000, 10, { provider: LAPIZ }),
          p('Acuarelas x 12', 9500, 5, { provider: LAPIZ }),
          p('Vinilo 125 ml', 4000, 14, { provider: LAPIZ }),
          p('Pincel plano n.º 8', 2500, 20, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Manualidades',
        products: [
          p('Plastilina x 10 barras', 4500, 12, { provider: LAPIZ }),
          p('Tijeras punta roma', 3500, 18, { provider: LAPIZ }),
          p('Escarcha x 6 colores', 4000, 0, { provider: LAPIZ }),
        ],
      },
    ],
  },
  {
    name: 'Papelería general',
    store: STORE.papeleria,
    hue: 175,
    subcategories: [
      {
        name: 'Hojas y papel',
        products: [
          p('Resma carta 500 hojas', 22000, 10, { provider: LAPIZ }),
          p('Cartulina blanca pliego', 1500, 40, { provider: LAPIZ }),
          p('Papel iris x 10', 3000, 25, { provider: LAPIZ }),
          p('Block cuadriculado carta', 6000, 9, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Carpetas',
        products: [
          p('Carpeta plástica con gancho', 2000, 35, { provider: LAPIZ }),
          p('Folder de presentación', 1500, 4, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Pegantes y cintas',
        products: [
          p('Pegante en barra 21 g', 3500, 24, { provider: LAPIZ }),
          p('Colbón 120 g', 3800, 16, { provider: LAPIZ }),
          p('Cinta transparente', 2500, 3, { provider: LAPIZ }),
        ],
      },
      {
        name: 'Reglas y geometría',
        products: [
          p('Regla 30 cm', 1500, 45, { provider: LAPIZ }),
          p('Juego de escuadras', 5500, 10, { provider: LAPIZ }),
          p('Compás escolar', 7000, 7, { provider: LAPIZ }),
          p('Transportador', 1200, 22, { provider: LAPIZ }),
        ],
      },
    ],
  },
  // ── Restaurante ────────────────────────────────────────────────────────────────────────
  {
    name: 'Almuerzos',
    store: STORE.restaurant,
    hue: 25,
    subcategories: [
      {
        name: 'Menú del día',
        products: [
          p('Almuerzo infantil', 9000, 80, { ...hot, ages: [3, 8] }),
          p('Almuerzo juvenil', 12000, 120, { ...hot, ages: [9, 17] }),
          p('Almuerzo ejecutivo', 15000, 40, { ...hot, ages: [15, 25] }),
          p('Almuerzo vegetariano', 12000, 20, { ...hot, ages: [null, null] }),
        ],
      },
      {
        name: 'Refrigerios',
        products: [
          p('Refrigerio infantil', 5000, 60, { ages: [3, 8] }),
          p('Refrigerio juvenil', 6000, 60, { ages: [9, 17] }),
        ],
      },
    ],
  },
  {
    name: 'Bebidas',
    store: STORE.restaurant,
    hue: 190,
    subcategories: [
      {
        name: 'Jugos naturales',
        products: [
          p('Jugo natural del día', 3000, 100),
          p('Limonada de panela', 2500, 50),
          p('Leche pequeña 200 ml', 2000, 30, { provider: SABANA, ages: [3, 12] }),
        ],
      },
    ],
  },
  {
    name: 'Postres',
    store: STORE.restaurant,
    hue: 300,
    subcategories: [
      {
        name: 'Postres del día',
        products: [
          p('Gelatina', 2000, 40, { ages: [3, 12] }),
          p('Arroz con leche', 3000, 25),
          p('Fruta de temporada', 2500, 0),
        ],
      },
    ],
  },
];

/** A few ins and outs after the initial stock, so the movement report has more than one kind. */
const DEMO_ADJUSTMENTS: { product: string; store: StoreId; quantity: number; detalle: string }[] = [
  { product: 'Jugo de naranja 250 ml', store: STORE.cafeteria, quantity: 12, detalle: 'Pedido semanal' },
  { product: 'Jugo de naranja 250 ml', store: STORE.cafeteria, quantity: -2, detalle: 'Vencidos' },
  { product: 'Chocolatina 30 g', store: STORE.cafeteria, quantity: 10, detalle: 'Pedido semanal' },
  { product: 'Lápiz negro HB', store: STORE.papeleria, quantity: -5, detalle: 'Entregados a coordinación' },
  { product: 'Cuaderno cosido 100 hojas cuadriculado', store: STORE.papeleria, quantity: 20, detalle: 'Compra de inicio de año' },
  { product: 'Almuerzo juvenil', store: STORE.restaurant, quantity: -10, detalle: 'Ajuste de inventario' },
];

const picture = (hue: number, index: number, tone: number) => ({
  bytes: demoPicture({ hue, shape: PICTURE_SHAPES[index % PICTURE_SHAPES.length], tone }),
  mime: 'image/png',
});

/** Loads the demo catalog inside the caller's transaction; `staffId` signs the stock movements. */
export async function seedDemoCatalog(tx: Db, staffId: number): Promise<void> {
  const providerRows = await tx.insert(providers).values(DEMO_PROVIDERS).returning({ id: providers.id });

  // One picture per category, subcategory and product; stored in one statement each.
  const categoryUrls = await storeImages(
    tx,
    DEMO_CATALOG.map((c, i) => picture(c.hue, i, 0.5)),
  );
  const categoryRows = await tx
    .insert(categories)
    .values(DEMO_CATALOG.map((c, i) => ({ name: c.name, store: c.store, url: categoryUrls[i] })))
    .returning({ id: categories.id });

  const subs = DEMO_CATALOG.flatMap((c, ci) => c.subcategories.map((s, si) => ({ c, ci, s, si })));
  const subUrls = await storeImages(
    tx,
    subs.map(({ c, si }) => picture(c.hue, si + 1, 0.25)),
  );
  const subRows = await tx
    .insert(subcategories)
    .values(subs.map(({ ci, s }, i) => ({ name: s.name, id_category: categoryRows[ci].id, url: subUrls[i] })))
    .returning({ id: subcategories.id });

  const items = subs.flatMap(({ c, ci, s }, subIndex) =>
    s.products.map((item, pi) => ({ c, ci, subIndex, item, pi })),
  );
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
        url: productUrls[i],
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
    const i = items.findIndex(({ c, item }) => item.name === adjustment.product && c.store === adjustment.store);
    if (i < 0) throw new Error(`demo: no existe el producto ${adjustment.product}`);
    return {
      productId: productRows[i].id,
      quantity: adjustment.quantity,
      reason: adjustment.quantity > 0 ? STOCK_REASON.ingreso : STOCK_REASON.salida,
      staffId,
      detalle: adjustment.detalle,
    };
  });
  await moveStocks(tx, [...initial, ...adjustments]);
}
