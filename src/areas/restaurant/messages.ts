/** The restaurant area's texts: Spanish, then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';
import {
  RESTAURANT_BY_PRODUCT_REPORT,
  RESTAURANT_DETAIL_REPORT,
  RESTAURANT_MOVEMENTS_REPORT,
  RESTAURANT_REVERSALS_REPORT,
} from '../../domain/reports/restaurant';

/** The running total's column, in every restaurant report. */
const SUM = { sumatoria: 'Running total' };

export const restaurantMessages = defineMessages(
  {
    restaurant: {
      line: {
        title: 'Pedidos restaurante',
        prepare: 'Preparar',
        closed: 'Active Preparar para leer los carnets de la fila.',
        code: 'Código del carnet o documento',
        code_hint: 'El lector USB escribe el código y Enter; también puede escribir el documento.',
        recent: 'Últimos registros',
        none: 'Aún no se ha leído ningún carnet.',
        turn: 'Turno %{turn}',
        charged: 'Cobrado',
        repeated: 'Ya registrado',
        registered: 'Almuerzo registrado',
        not_charged: 'Sin cobro',
        photo: 'Foto de %{name}',
        ready: 'Turnos listos',
        no_ready: 'No hay turnos listos.',
      },
    },
  },
  {
    restaurant: {
      line: {
        title: 'Restaurant orders',
        prepare: 'Prepare',
        closed: 'Turn on Prepare to read the credentials in the line.',
        code: 'Credential code or document',
        code_hint: 'The USB reader types the code and Enter; a document number can be typed too.',
        recent: 'Latest reads',
        none: 'No credential has been read yet.',
        turn: 'Turn %{turn}',
        charged: 'Charged',
        repeated: 'Already registered',
        registered: 'Lunch registered',
        not_charged: 'Not charged',
        photo: 'Photo of %{name}',
        ready: 'Ready turns',
        no_ready: 'No turns are ready.',
      },
    },
  },
  // English of the domain's texts (src/i18n/domain-messages.ts): the restaurant's services, user categories and reports.
  {
    reports: {
      [RESTAURANT_DETAIL_REPORT.name]: {
        sheet: 'Restaurant sales',
        columns: { id: 'Order', datetime: 'Date', name: 'Customer', num_doc: 'Document', products: 'Products', total: 'Total', ...SUM },
      },
      [RESTAURANT_BY_PRODUCT_REPORT.name]: {
        sheet: 'Restaurant by product',
        columns: { nameC: 'Category', nameS: 'Subcategory', nameP: 'Product', CANTIDAD: 'Quantity', total: 'Total', ...SUM },
      },
      [RESTAURANT_MOVEMENTS_REPORT.name]: {
        sheet: 'Restaurant movements',
        columns: { id: 'Order', datetime: 'Date', products: 'Products', total: 'Total', ...SUM },
      },
      [RESTAURANT_REVERSALS_REPORT.name]: {
        sheet: 'Restaurant reversals',
        columns: {
          id: 'Order',
          datetime: 'Sale date',
          reversed_at: 'Reversal date',
          name: 'Customer',
          num_doc: 'Document',
          products: 'Products',
          total: 'Total',
          ...SUM,
          funcionario: 'Reversed by',
        },
      },
    },
    resources: {
      'restaurant/services': {
        name: 'Service |||| Restaurant services',
        fields: { name: 'Name', turno: 'Schedule', h_start: 'Start time', h_end: 'End time' },
      },
      'restaurant/usercategories': {
        name: 'User category |||| User categories',
        fields: { name: 'Name', edad_min: 'Minimum age (years)', edad_max: 'Maximum age (years)', id_course: 'Course', id_product: 'Product' },
      },
    },
  },
);
