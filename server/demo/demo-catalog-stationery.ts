/** The demo stationery's (papelería's) categories and products (loaded by demo-catalog.ts). */
import { STORE } from '../../src/domain/inventory';
import { LAPIZ, p, type DemoCategory } from './demo-catalog-shape';

export const STATIONERY_CATALOG: DemoCategory[] = [
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
];
