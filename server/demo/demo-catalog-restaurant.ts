/** The demo restaurant's categories and products, with their age ranges (loaded by demo-catalog.ts). */
import { STORE } from '../../src/domain/inventory';
import { hot, p, SABANA, type DemoCategory } from './demo-catalog-shape';

export const RESTAURANT_CATALOG: DemoCategory[] = [
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
          // Issue 35: the school's alternative meal for allergic students (demo-allergies.ts); no allergen.
          p('Almuerzo sin alérgenos', 12000, 30, { ...hot, ages: [null, null] }),
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
