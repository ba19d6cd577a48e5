/** Every catalog of the web app: the shell's, the UI kit's and one per area, merged over react-admin's. */
import type { Catalog } from '../../i18n/catalog';
import { shellMessages } from '../messages';
import { signInMessages } from '../auth/messages';
import { kitMessages } from '../../kit/messages';
import { refusalMessages } from '../../kit/refusalMessages';
import { ruleMessages } from '../../kit/ruleMessages';
import { adminMessages } from '../../areas/admin/messages';
import { calendarMessages } from '../../areas/admin/calendar/messages';
import { credentialsMessages } from '../../areas/credentials/messages';
import { cashCloseMessages } from '../../areas/credentials/cashClose/messages';
import { receiptMessages } from '../../areas/credentials/receipts/messages';
import { paymentMessages } from '../../areas/credentials/topups/messages';
import { cardPrintMessages } from '../../areas/credentials/cards/messages';
import { inventoryMessages } from '../../areas/inventory/messages';
import { ordersMessages } from '../../areas/orders/messages';
import { tillMessages } from '../../kit/till/messages';
import { boardsMessages } from '../../areas/boards/messages';
import { academicMessages } from '../../areas/academic/messages';
import { restaurantMessages } from '../../areas/restaurant/messages';
import { transportMessages } from '../../areas/transport/messages';
import { accessMessages } from '../../areas/access/messages';
import { rollCallMessages } from '../../areas/access/rollcall/messages';
import { absenceMessages } from '../../areas/access/absences/messages';

export const CATALOGS: Record<string, Catalog> = {
  shell: shellMessages,
  signIn: signInMessages,
  kit: kitMessages,
  refusals: refusalMessages,
  rules: ruleMessages,
  admin: adminMessages,
  calendar: calendarMessages,
  credentials: credentialsMessages,
  payment: paymentMessages,
  receipt: receiptMessages,
  cashClose: cashCloseMessages,
  cardPrint: cardPrintMessages,
  inventory: inventoryMessages,
  orders: ordersMessages,
  till: tillMessages,
  boards: boardsMessages,
  academic: academicMessages,
  restaurant: restaurantMessages,
  transport: transportMessages,
  access: accessMessages,
  rollCall: rollCallMessages,
  absences: absenceMessages,
};
