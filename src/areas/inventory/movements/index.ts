/**
 * Stock in and out from inventory and the movement report, the screens of
 * server/modules/inventory/movements: the plus and minus buttons (StockButtons.tsx) and the report's
 * list (resources.tsx, composed by the area's door). Its door gives the catalog's products lists the
 * buttons, loaded when first shown.
 */
import { lazyPage } from '../../../kit/lazyPage';

export const StockButtons = lazyPage(() => import('./StockButtons'), 'StockButtons');
