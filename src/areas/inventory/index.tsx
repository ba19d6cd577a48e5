/** Inventory: the shared catalog, the stores' own views of it and the stock movements. */
export { inventoryScreens, inventoryViews } from './resources';
