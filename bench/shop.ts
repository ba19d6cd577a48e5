/**
 * The money benchmarks' shop: one customer (a student with a credential and a balance) and one
 * cafeteria product (with stock) per cashier, written through the ledger and the stock log so the
 * books start right. bench:purchases sells through the API; bench:sale-ceiling runs the same
 * sale's statements straight on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { STOCK_REASON, STORE } from '../src/domain/inventory';
import { systemClock } from '../server/clock';
import type { Db } from '../server/db/client';
import { categories, credentials, products, roles, users } from '../server/db/schema';
import { STUDENT_ROLE, UNUSABLE_PASSWORD_HASH } from '../server/db/seed';
import { topUp } from '../server/money';
import { newCredentialCode } from '../server/modules/credentials';
import { moveStocks } from '../server/stock';
import { CASH_PAYMENT } from '../src/domain/payments';

export interface Shop {
  customers: { id: number }[];
  credentials: { id: number }[];
  items: { id: number }[];
}

export async function openShop(
  db: Db,
  count: number,
  { price, saldo, stock }: { price: number; saldo: number; stock: number },
): Promise<Shop> {
  const [studentRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, STUDENT_ROLE));
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.store, STORE.cafeteria))
    .limit(1);
  const customers = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Cliente de prueba ${i + 1}`,
        email: `cliente.bench.${i + 1}@estudiantes.colegio.demo`,
        type_doc: 4,
        num_doc: `99000${String(i + 1).padStart(4, '0')}`,
        id_rol: studentRole.id,
        password_hash: UNUSABLE_PASSWORD_HASH,
      })),
    )
    .returning({ id: users.id });
  const customerCredentials = await db
    .insert(credentials)
    .values(customers.map((u) => ({ id_user_primary: u.id, code: newCredentialCode() })))
    .returning({ id: credentials.id });
  const items = await db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Producto de prueba ${i + 1}`,
        price,
        store: STORE.cafeteria,
        id_category: category.id,
      })),
    )
    .returning({ id: products.id });
  await db.transaction(async (tx) => {
    for (const c of customerCredentials)
      await topUp(tx, systemClock, {
        credentialId: c.id,
        amount: saldo,
        staffId: null,
        detalle: 'Benchmark',
        payment: CASH_PAYMENT,
      });
    await moveStocks(
      tx,
      systemClock,
      items.map((p) => ({ productId: p.id, quantity: stock, reason: STOCK_REASON.inicial, staffId: null })),
    );
  });
  return { customers, credentials: customerCredentials, items };
}
