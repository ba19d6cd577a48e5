/**
 * The demo catalog's providers and the shape of its entries: a category of one store, its
 * subcategories and their products, each product written with p() (demo-catalog-*.ts hold the
 * entries of each store; demo-catalog.ts loads them).
 */
import type { StoreId } from '../../src/domain/inventory';

export interface DemoProduct {
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
export interface DemoSubcategory {
  name: string;
  products: DemoProduct[];
}
export interface DemoCategory {
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
export const ANDINA = 0;
export const SABANA = 1;
export const LAPIZ = 2;

export const p = (
  name: string,
  price: number,
  stock: number,
  extra: Omit<DemoProduct, 'name' | 'price' | 'stock'> = {},
): DemoProduct => ({
  name,
  price,
  stock,
  ...extra,
});
export const hot = { enlistment: true } as const;
