/**
 * The point of sale's screens (the server's orders/pos): the sale (PosPage), the credential's
 * validation (PosValidatePage) and an order's alternate edit (OrderEditPage). The order lists
 * open the edit from a row, through this door.
 */
export { OrderEditPage } from './OrderEditPage';
