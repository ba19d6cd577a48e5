/**
 * Stock in and out from inventory, the screen of server/modules/inventory/movements: the plus and
 * minus buttons on the products' lists (the catalog's), loaded when first shown.
 */
import { lazyPage } from '../../../kit/lazyPage';

export const StockButtons = lazyPage(() => import('./StockButtons'), 'StockButtons');
