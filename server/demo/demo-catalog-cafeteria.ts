/** The demo cafeteria's categories and products (loaded by demo-catalog.ts). */
import { STORE } from '../../src/domain/inventory';
import { ANDINA, hot, p, SABANA, type DemoCategory } from './demo-catalog-shape';

export const CAFETERIA_CATALOG: DemoCategory[] = [
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
];
