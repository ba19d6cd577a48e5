/**
 * The stock-movement report's read (`GET inventory/reports`, in the shape of stockMovementsResource):
 * each movement with its product and the staff member who made it, by the school's days.
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stockMovementsResource, type StockMovementRow } from '../../../../src/domain/resources';
import { products, stockMovements, users } from '../../../db/schema';
import { joinedList, oneJoin } from '../../../http/joined-list';
import { type ListSpec } from '../../../http/list';
import { rowSchema } from '../../../http/row-schema';

export { DATES_REVERSED as REPORT_DATES_REVERSED } from '../../../../src/domain/dateRange';

const m = stockMovements;
const staffUser = alias(users, 'funcionario');

function movementListSpec(timezone: string): ListSpec {
  return {
    fields: stockMovementsResource.fields,
    columns: {
      id: m.id,
      created_at: m.created_at,
      product: products.name,
      store: m.store,
      reason: m.reason,
      quantity: m.quantity,
      stock_after: m.stock_after,
      funcionario: staffUser.name,
      id_product: m.id_product,
    },
    idColumn: m.id,
    searchable: stockMovementsResource.searchable,
    sortable: new Set([
      'id',
      'created_at',
      'product',
      'store',
      'reason',
      'quantity',
      'stock_after',
      'funcionario',
      'id_product',
    ]),
    defaultSort: stockMovementsResource.sort,
    dateRange: { column: m.created_at, timezone },
  };
}

/** The stock-movement report (in the shape of stockMovementsResource), built once per time zone at registration. */
export function stockMovementList(timezone: string) {
  return joinedList<StockMovementRow>({
    ...movementListSpec(timezone),
    from: m,
    joins: [
      oneJoin(products, products.id, m.id_product),
      { table: staffUser, on: eq(staffUser.id, m.id_staff), kind: 'left' },
    ],
    // The row holds the columns above, as the database gives them.
    toRecord: (row) => ({ ...row, created_at: (row.created_at as Date).toISOString() }) as StockMovementRow,
  });
}

/** A product's row as the stock steps answer it (issue 51). */
export const productRowSchema = rowSchema(products);
