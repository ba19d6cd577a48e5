/** The inventory area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';

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
          // Colombia's seals (Resolución 810 de 2021) in English, as capitals like the seal.
          sellos: {
            azucares: 'HIGH IN SUGARS',
            sodio: 'HIGH IN SODIUM',
            grasas_saturadas: 'HIGH IN SATURATED FAT',
            grasas_trans: 'HIGH IN TRANS FAT',
            edulcorante: 'CONTAINS SWEETENER',
          },
          alergenos: {
            gluten: 'Gluten',
            crustaceos: 'Crustaceans',
            huevo: 'Egg',
            pescado: 'Fish',
            mani: 'Peanut',
            soya: 'Soy',
            leche: 'Milk',
            frutos_secos: 'Tree nuts',
            apio: 'Celery',
            mostaza: 'Mustard',
            sesamo: 'Sesame',
            sulfitos: 'Sulphites',
            altramuces: 'Lupin',
            moluscos: 'Molluscs',
          },
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
      },
    },
  },
);
