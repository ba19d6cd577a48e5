/**
 * The restaurant area's texts: Spanish, then English with the same keys; with the catalogs of the
 * lunch planned ahead's screens (issue 56: menus/, kitchen/, plans/), merged into one.
 */
import { defineMessages, type Catalog } from '../../i18n/catalog';
import { deepMerge } from '../../i18n/merge';
import { MENU_FILE_REQUIRED, paidWith } from '../../domain/restaurant';
import { kitchenMessages } from './kitchen/messages';
import { menusMessages } from './menus/messages';
import { plansMessages } from './plans/messages';
import { SALES_COLUMNS_ENGLISH } from '../orders';
import {
  RESTAURANT_BY_PRODUCT_REPORT,
  RESTAURANT_DETAIL_REPORT,
  RESTAURANT_MOVEMENTS_REPORT,
  RESTAURANT_REVERSALS_REPORT,
} from '../../domain/reports/restaurant';

/** The running total's column, in every restaurant report. */
const SUM = { sumatoria: 'Running total' };

const lineAndMenuMessages = defineMessages(
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
        ready_offline: 'Sin conexión: los turnos listos se verán de nuevo cuando vuelva la red.',
        extra: 'Otra porción',
        extra_for: 'Otra porción para %{name}',
        extra_title: 'Otra porción',
        extra_confirm:
          '¿Registrar otra porción para %{name}? Se cobra de nuevo su almuerzo, como un pedido aparte.',
        // Issue 56: what paid the meal (paidWith's words) and whether it was pre-ordered.
        paid_mensualidad: paidWith('mensualidad'),
        paid_paquete: 'Pagado con el paquete (quedan %{count})',
        paid_saldo: paidWith('saldo'),
        preordered: 'Pedido',
        no_preorder: 'Sin pedido',
      },
      menu: {
        title: 'Menú del día',
        hint: 'Elija la imagen del menú (.jpg o .png, máximo 2 MB) y presione Enviar: las pantallas de turnos del restaurante la muestran.',
        choose: 'Elegir imagen',
        no_file: 'Ninguna imagen elegida',
        send: 'Enviar',
        remove: 'Retirar',
        none: 'No hay menú publicado.',
        current_alt: 'Menú del día publicado',
        published: 'Publicado el %{when} por %{by}',
        required: MENU_FILE_REQUIRED,
        too_large: 'La imagen no puede superar 2 MB',
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
        ready_offline: 'Offline: the ready turns will show again when the network is back.',
        extra: 'Second helping',
        extra_for: 'Second helping for %{name}',
        extra_title: 'Second helping',
        extra_confirm:
          'Register a second helping for %{name}? Their meal is charged again, as a separate order.',
        paid_mensualidad: 'Paid with the monthly plan',
        paid_paquete: 'Paid with the pack (%{count} left)',
        paid_saldo: 'Charged to the balance',
        preordered: 'Pre-ordered',
        no_preorder: 'No pre-order',
      },
      menu: {
        title: "Today's menu",
        hint: 'Choose the menu picture (.jpg or .png, at most 2 MB) and press Send: the restaurant turn displays show it.',
        choose: 'Choose image',
        no_file: 'No image chosen',
        send: 'Send',
        remove: 'Take down',
        none: 'No menu is published.',
        current_alt: "Today's published menu",
        published: 'Published on %{when} by %{by}',
        required: 'Choose the menu picture (.jpg or .png)',
        too_large: 'The image cannot exceed 2 MB',
      },
    },
  },
  // English of the domain's texts (src/i18n/domain-messages.ts): the restaurant's services, user categories and reports.
  {
    reports: {
      [RESTAURANT_DETAIL_REPORT.name]: {
        sheet: 'Restaurant sales',
        columns: { ...SALES_COLUMNS_ENGLISH.detail, ...SUM },
      },
      [RESTAURANT_BY_PRODUCT_REPORT.name]: {
        sheet: 'Restaurant by product',
        columns: { ...SALES_COLUMNS_ENGLISH.byProduct, ...SUM },
      },
      [RESTAURANT_MOVEMENTS_REPORT.name]: {
        sheet: 'Restaurant movements',
        columns: { ...SALES_COLUMNS_ENGLISH.movements, ...SUM },
      },
      [RESTAURANT_REVERSALS_REPORT.name]: {
        sheet: 'Restaurant reversals',
        columns: { ...SALES_COLUMNS_ENGLISH.reversals, ...SUM },
      },
    },
    resources: {
      'restaurant/services': {
        name: 'Service |||| Restaurant services',
        fields: {
          name: 'Name',
          turno: 'Schedule',
          h_start: 'Start time',
          h_end: 'End time',
          id_product_alternativo: 'Alternative meal',
        },
      },
      'restaurant/usercategories': {
        name: 'User category |||| User categories',
        fields: {
          name: 'Name',
          edad_min: 'Minimum age (years)',
          edad_max: 'Maximum age (years)',
          id_course: 'Course',
          id_product: 'Product',
        },
      },
    },
  },
);

export const restaurantMessages: Catalog = [menusMessages, kitchenMessages, plansMessages].reduce(
  (all, part) => ({ es: deepMerge(all.es, part.es), en: deepMerge(all.en, part.en) }),
  lineAndMenuMessages,
);
