/**
 * The stock core: the only code that moves a product's stock and writes its log (stock.ts). The
 * catalog's deliveries and adjustments, every sale, edit and reversal, and the demo's initial
 * stock go through it, so products.stock = sum(stock_movements.quantity) holds.
 */
export {
  moveStock,
  moveStocks,
  planStocks,
  STOCK_WRITES,
  PRODUCT_NOT_FOUND,
  outOfStockMessage,
} from './stock';
export type { PlannedStocks, StockMove, StockResult, ProductRow } from './stock';
