/** The inventory area's texts: Spanish (the spec's words), then English with the same keys. */
import { ALLERGENS_ENGLISH } from '../../i18n/allergens';
import { defineMessages } from '../../i18n/catalog';
import { FOOD_POLICY_MESSAGES } from '../../domain/foodPolicy';

/** The seals in English, by key (every set's; `app.seals` gives each set its own). */
const SEALS_ENGLISH = {
  azucares: 'HIGH IN SUGARS',
  sodio: 'HIGH IN SODIUM',
  grasas_saturadas: 'HIGH IN SATURATED FAT',
  grasas_trans: 'HIGH IN TRANS FAT',
  edulcorante: 'CONTAINS SWEETENER',
  calorias: 'HIGH IN CALORIES',
  cafeina: 'CONTAINS CAFFEINE',
};
const pick = (all: Record<string, string>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, all[key]]));

export const inventoryMessages = defineMessages(
  {
    inventory: {
      stock: {
        add: 'Aumentar stock',
        minus: 'Disminuir stock',
        prompt: 'Ingrese la cantidad',
        current: '%{name} · stock actual %{stock}',
        not_whole: 'La cantidad debe ser un número entero',
        not_positive: 'La cantidad debe ser mayor a 0',
        too_big: 'La cantidad no puede superar %{max}',
        // The server's answer to a stock move ('Stock actualizado'), fixed.
        updated: 'Stock actualizado',
        cancel: 'Cancelar',
        accept: 'Aceptar',
      },
      // Issue 35: the school's food policy (#/inventory/food-policy).
      food_policy: {
        intro:
          'Lo que ninguna tienda del colegio vende y lo que recibe en el almuerzo un estudiante alérgico a su comida.',
        seal_set: 'Conjunto de sellos',
        seal_set_help: 'Los sellos de advertencia que llevan los productos, según la ley del país',
        sets: { CO: 'Colombia (Resolución 810 de 2021)', MX: 'México (NOM-051)', CL: 'Chile (Ley 20.606)' },
        blocked_legend: 'Sellos bloqueados en todo el colegio',
        blocked_help:
          'Los productos con un sello bloqueado se muestran en gris en las cajas y el servidor rechaza su venta',
        products: '%{smart_count} producto a la venta |||| %{smart_count} productos a la venta',
        meal: 'Almuerzo alternativo',
        meal_help:
          'Lo que la línea de almuerzo sirve a un estudiante alérgico a su comida cuando su jornada no tiene servicio propio',
        meal_none: 'Ninguno',
        meal_disabled: '%{name} (deshabilitado)',
        save: 'Guardar',
        // The server's answer to a save, fixed.
        saved: FOOD_POLICY_MESSAGES.saved,
        export_title: 'Inspección',
        export_help: 'Los productos con sellos y lo que vendieron cada mes del año, en un archivo de Excel',
        year: 'Año',
        export: 'Exportar para inspección (Excel)',
      },
    },
  },
  {
    inventory: {
      stock: {
        add: 'Add stock',
        minus: 'Remove stock',
        prompt: 'Enter the quantity',
        current: '%{name} · current stock %{stock}',
        not_whole: 'The quantity must be a whole number',
        not_positive: 'The quantity must be greater than 0',
        too_big: 'The quantity cannot exceed %{max}',
        updated: 'Stock updated',
        cancel: 'Cancel',
        accept: 'OK',
      },
      food_policy: {
        intro:
          'What no school store sells, and what a student allergic to their meal gets at the lunch line.',
        seal_set: 'Seal set',
        seal_set_help: "The warning seals the products carry, under the country's law",
        sets: { CO: 'Colombia (Resolución 810 of 2021)', MX: 'Mexico (NOM-051)', CL: 'Chile (Law 20.606)' },
        blocked_legend: 'Seals blocked school-wide',
        blocked_help:
          'Products with a blocked seal are greyed out at the tills and the server refuses to sell them',
        products: '%{smart_count} product on sale |||| %{smart_count} products on sale',
        meal: 'Alternative meal',
        meal_help:
          'What the lunch line serves a student allergic to their meal when their schedule has no service of its own',
        meal_none: 'None',
        meal_disabled: '%{name} (disabled)',
        save: 'Save',
        saved: 'Food policy saved',
        export_title: 'Inspection',
        export_help: 'The products with seals and what they sold each month of the year, as an Excel file',
        year: 'Year',
        export: 'Export for inspection (Excel)',
      },
    },
  },
  // English of the domain's texts (src/i18n/domain-messages.ts): the catalog's resources and menu.
  {
    resources: {
      'inventory/products': {
        name: 'Product |||| Products',
        fields: {
          image: 'Image',
          name: 'Name',
          price: 'Price',
          stock: 'Stock',
          store: 'Store',
          id_category: 'Category',
          id_subcategory: 'Subcategory',
          id_provider: 'Supplier',
          enlistment: 'Needs preparation',
          enable: 'Enabled',
          edad_min: 'Minimum age (years)',
          edad_max: 'Maximum age (years)',
          sellos: 'Warning seals',
          alergenos: 'Allergens',
        },
        options: {
          store: { 1: 'Cafeteria', 2: 'Stationery', 3: 'Restaurant' },
          // Every set's seals in English, as capitals like the seal (each set's own words: app.seals).
          sellos: SEALS_ENGLISH,
          alergenos: { ...ALLERGENS_ENGLISH },
        },
      },
      'inventory/categories': {
        name: 'Category |||| Categories',
        fields: { image: 'Image', name: 'Name', store: 'Store', enable: 'Enabled' },
        options: { store: { 1: 'Cafeteria', 2: 'Stationery', 3: 'Restaurant' } },
      },
      'inventory/subcategories': {
        name: 'Subcategory |||| Subcategories',
        fields: { image: 'Image', name: 'Name', id_category: 'Category', enable: 'Enabled' },
      },
      'inventory/providers': {
        name: 'Supplier |||| Suppliers',
        fields: { name: 'Name', nit: 'Tax ID (NIT)', contact: 'Contact', phone: 'Phone', email: 'Email' },
      },
      'inventory/reports': {
        name: 'Stock movement |||| Stock movements',
        fields: {
          created_at: 'Date',
          product: 'Product',
          store: 'Store',
          reason: 'Reason',
          quantity: 'Quantity',
          stock_after: 'Resulting stock',
          funcionario: 'Staff member',
          id_product: 'Product',
        },
        options: {
          store: { 1: 'Cafeteria', 2: 'Stationery', 3: 'Restaurant' },
          reason: { 1: 'Initial stock', 2: 'Stock in', 3: 'Stock out', 4: 'Sale', 5: 'Reversal' },
        },
      },
    },
    app: {
      menu: {
        inventory: 'Inventory',
        'inventory.products': 'Products',
        'inventory.categories': 'Categories',
        'inventory.subcategories': 'Subcategories',
        'inventory.providers': 'Suppliers',
        'inventory.reports': 'Stock movements',
        'inventory.foodpolicy': 'Food policy',
      },
      // Each country's seals in English (the Spanish are the laws' words: src/domain/foodLabels.ts).
      seals: {
        CO: pick(SEALS_ENGLISH, ['azucares', 'sodio', 'grasas_saturadas', 'grasas_trans', 'edulcorante']),
        MX: {
          ...pick(SEALS_ENGLISH, ['calorias', 'azucares', 'grasas_saturadas', 'grasas_trans', 'sodio']),
          edulcorante: 'CONTAINS SWEETENERS, NOT RECOMMENDED FOR CHILDREN',
          cafeina: 'CONTAINS CAFFEINE, AVOID FOR CHILDREN',
        },
        CL: pick(SEALS_ENGLISH, ['calorias', 'azucares', 'grasas_saturadas', 'sodio']),
      },
    },
  },
);
