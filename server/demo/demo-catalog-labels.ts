/**
 * What the labels of the demo's food say (issue 35): Colombia's warning seals where a packaged
 * product of that kind carries them (sodas and sweets: sugars; chips: sodium and saturated fat; a
 * juice box: sweetener) and the allergens each declares (bread and pastry: gluten; dairy: milk;
 * peanuts). Prepared dishes carry no seal, as under Resolución 810; school supplies carry nothing.
 * By product name: demo-catalog.ts refuses a name the catalog does not have.
 */
import type { AllergenKey, ColombiaSealKey } from '../../src/domain/foodLabels';

export interface DemoLabels {
  sellos?: ColombiaSealKey[];
  alergenos?: AllergenKey[];
}

const SUGAR: DemoLabels = { sellos: ['azucares'] };
const CHIPS: DemoLabels = { sellos: ['sodio', 'grasas_saturadas'] };
const MILK: DemoLabels = { alergenos: ['leche'] };
const BREAD: DemoLabels = { alergenos: ['gluten'] };
const PASTRY: DemoLabels = { alergenos: ['gluten', 'huevo', 'leche'] };

export const DEMO_LABELS: Record<string, DemoLabels> = {
  // Cafetería: drinks
  'Jugo en caja 200 ml': { sellos: ['edulcorante'] },
  'Gaseosa cola 350 ml': SUGAR,
  'Gaseosa naranja 350 ml': SUGAR,
  'Bebida energética 250 ml': { sellos: ['azucares', 'edulcorante'] },
  'Leche chocolatada 200 ml': { sellos: ['azucares'], alergenos: ['leche'] },
  'Yogur de fresa 200 g': { sellos: ['azucares'], alergenos: ['leche'] },
  'Kumis 200 ml': MILK,
  'Avena fría 250 ml': { alergenos: ['gluten', 'leche'] },
  'Chocolate caliente': MILK,
  'Café con leche': MILK,
  // Snacks
  'Papas fritas de limón 30 g': CHIPS,
  'Platanitos 40 g': CHIPS,
  'Maní salado 50 g': { sellos: ['sodio'], alergenos: ['mani'] },
  'Rosquitas 40 g': { sellos: ['sodio', 'grasas_saturadas'], alergenos: ['gluten', 'leche'] },
  'Galletas de chocolate x 6': {
    sellos: ['azucares', 'grasas_saturadas'],
    alergenos: ['gluten', 'soya', 'leche'],
  },
  'Galletas de avena x 4': { sellos: ['azucares'], alergenos: ['gluten'] },
  'Galletas saltinas x 3': { sellos: ['sodio'], alergenos: ['gluten'] },
  'Chocolatina 30 g': { sellos: ['azucares', 'grasas_saturadas'], alergenos: ['soya', 'leche'] },
  'Bocadillo veleño': SUGAR,
  'Gomitas 50 g': SUGAR,
  'Barra de cereal': { sellos: ['azucares'], alergenos: ['gluten', 'frutos_secos'] },
  // Lunches and fast food (prepared: allergens only)
  'Pasta boloñesa': { alergenos: ['gluten', 'apio'] },
  'Sopa del día': { alergenos: ['apio'] },
  'Ajiaco santafereño': MILK,
  'Sándwich de jamón y queso': { alergenos: ['gluten', 'leche'] },
  'Sándwich de pollo': { alergenos: ['gluten', 'huevo', 'mostaza'] },
  'Croissant de jamón y queso': PASTRY,
  'Empanada de carne': BREAD,
  'Pastel de pollo': { alergenos: ['gluten', 'huevo'] },
  'Arepa con queso': MILK,
  Pandebono: { alergenos: ['huevo', 'leche'] },
  Buñuelo: { alergenos: ['huevo', 'leche'] },
  'Perro caliente': { alergenos: ['gluten', 'mostaza'] },
  'Hamburguesa sencilla': { alergenos: ['gluten', 'leche', 'sesamo'] },
  // Desserts
  'Porción de torta de chocolate': PASTRY,
  Brownie: { alergenos: ['gluten', 'huevo', 'leche', 'frutos_secos'] },
  'Porción de torta de zanahoria': { alergenos: ['gluten', 'huevo', 'frutos_secos'] },
  Milhoja: { alergenos: ['gluten', 'leche'] },
  'Paleta de agua de mora': SUGAR,
  'Cono de vainilla': { sellos: ['azucares'], alergenos: ['gluten', 'leche'] },
  'Vaso de helado 2 sabores': { sellos: ['azucares'], alergenos: ['leche'] },
  // Restaurant
  'Almuerzo infantil': { alergenos: ['gluten', 'leche'] },
  'Almuerzo juvenil': { alergenos: ['gluten', 'huevo', 'leche'] },
  'Almuerzo ejecutivo': { alergenos: ['gluten', 'leche', 'apio'] },
  'Almuerzo vegetariano': { alergenos: ['gluten', 'soya'] },
  'Refrigerio infantil': BREAD,
  'Refrigerio juvenil': { alergenos: ['gluten', 'leche'] },
  'Leche pequeña 200 ml': MILK,
  Gelatina: SUGAR,
  'Arroz con leche': MILK,
};
