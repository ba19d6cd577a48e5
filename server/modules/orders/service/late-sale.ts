/**
 * A sale a till made offline and sent late (issue 33; the outcomes are decided and written down in
 * src/domain/offline.ts). In the caller's transaction: the sale is recorded in `offline_sales`
 * whatever becomes of it; when it can be charged it becomes an order, delivered when it was made,
 * charged at the catalog's prices through the sale's own writes (order, stock, money in one
 * statement), with what changed meanwhile flagged: an overdraft up to the till's, a stock adjustment,
 * a daily cap passed, a restriction added. When it cannot, nothing moves and the row says why.
 */
import { and, eq } from 'drizzle-orm';
import { exceedsDailyLimit } from '../../../../src/domain/cart';
import { credentialRefusal } from '../../../../src/domain/credentialRules';
import { NO_USER, USER_WITHOUT_CREDENTIAL } from '../../../../src/domain/credentials';
import { STOCK_REASON, type StoreId } from '../../../../src/domain/inventory';
import { LATE_SALE_WAS_ONLINE, lateSaleRejected, STOCK_ADJUSTMENT, type LateSaleFlag, type LateSaleResult } from '../../../../src/domain/offline';
import { ORDER_STATUS, type Order } from '../../../../src/domain/orders';
import { storeLabel } from '../../../../src/domain/stores';
import { allergensHit, blockedSealsOf } from '../../../../src/domain/foodRules';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { credentialMovements, idempotencyKeys, offlineSales, orders, users } from '../../../db/schema';
import { lockCredential, planCharge, type LockedCredential } from '../../../money';
import { planStocks, type PlannedStocks } from '../../inventory';
import { productsTextOf, toOrderSummary } from '../queries/orders';
import { lockProducts, mergedLines, type LockedProduct } from '../../../sale';
import { productMissing, productOfOtherStore } from './products';
import { writeSaleOnce } from './sale-writes';
import { findTill, registerTill } from './tills';

/** A late sale as the till sent it. */
interface LateSale {
  store: StoreId;
  /** The sale's Idempotency-Key, made at the till. */
  key: string;
  madeAt: Date;
  userId: number;
  lines: readonly { id: number; count: number }[];
  /** The total at the till's prices (recorded; the charge is at the catalog's). */
  tillTotal: number;
  comment: string | null;
  /** Who sent it. */
  staffId: number;
  timezone: string;
}

export interface LateSaleInput extends LateSale {
  /** When it arrived, by the server's clock (read with the customer locked). */
  receivedAt: Date;
  till: { id: number; name: string; overdraft: number; maxSale: number };
  /** The customer's credential as the caller locked it in this transaction (null: none). */
  locked: LockedCredential | null;
  /** The caller's own reason not to charge it (the lunch line: a meal already in that service). */
  refusal?: string | null;
}

/** Records the late sale; answers the outcome and, when charged, the order it became (its ledger and stock rows at `clock`'s time). */
async function recordLateSale(tx: Db, clock: Clock, input: LateSaleInput): Promise<{ result: LateSaleResult; order: Order | null }> {
  const credential = input.locked;
  const reject = (reason: string) => write(tx, input, { estado: 'rechazada', marcas: [], motivo: reason, id_order: null, saldo: credential?.saldo ?? null }, null);
  if (!credential) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    return reject(user ? USER_WITHOUT_CREDENTIAL : NO_USER);
  }
  const inactive = credentialRefusal('sale', credential.active === 1, credential.holderActive === 1);
  if (inactive) return reject(inactive);
  if (input.refusal) return reject(input.refusal);

  const { wanted, ids } = mergedLines(input.lines);
  const buyer = { userId: credential.id_user_primary, credentialId: credential.id, timezone: input.timezone, now: input.receivedAt };
  const { byId, restricted, food, consumedToday, newOrderId } = await lockProducts(tx, ids, buyer, { sale: true });
  // Read once the products are locked, as a sale's: the ledger's and the stock log's rows are written now.
  const at = clock.now();
  const lines: { product: LockedProduct; count: number; price: number; total: number }[] = [];
  for (const [id, count] of wanted) {
    const product = byId.get(id);
    // Sold offline while it was on sale: a product disabled since is still charged; one gone is not.
    if (!product) return reject(productMissing(id));
    if (product.store !== input.store) return reject(productOfOtherStore(product.name, input.store));
    lines.push({ product, count, price: product.price, total: product.price * count });
  }
  const total = lines.reduce((sum, l) => sum + l.total, 0);
  const flags = new Set<LateSaleFlag>();
  if (lines.some((l) => restricted.has(l.product.id))) flags.add('restringido');
  // Handed over already: an allergy or a blocked seal the till could not know of is for a supervisor to see.
  if (lines.some((l) => allergensHit(l.product.alergenos, food.allergies).length > 0)) flags.add('alergia');
  if (lines.some((l) => blockedSealsOf(l.product.sellos, food.blocked).length > 0)) flags.add('sello');
  if (input.tillTotal > input.till.maxSale) flags.add('fuera_de_limite');
  if (exceedsDailyLimit({ saldo: credential.saldo, lockSaldo: credential.lockSaldo, purchase: consumedToday }, total)) flags.add('tope_diario');
  if (total > credential.saldo) {
    if (credential.saldo - total < -input.till.overdraft) return reject(lateSaleRejected.funds(credential.saldo, input.till.overdraft));
    flags.add('sobregiro');
  }

  const orderId = newOrderId!;
  const detalle = `Pedido #${orderId}`;
  const stockMoves = lines.flatMap((l) => {
    const sale = { productId: l.product.id, quantity: -l.count, reason: STOCK_REASON.venta, staffId: input.staffId, detalle, orderId };
    const short = l.count - l.product.stock;
    if (short <= 0) return [sale];
    // The goods were handed over, so they were there: the count is brought up first, and flagged.
    flags.add('stock');
    const adjustment = `${STOCK_ADJUSTMENT} (caja ${input.till.name}, ${detalle})`;
    return [{ productId: l.product.id, quantity: short, reason: STOCK_REASON.ingreso, staffId: input.staffId, detalle: adjustment, orderId: null }, sale];
  });
  const stock: PlannedStocks = planStocks(stockMoves, lines.map((l) => l.product), at);
  const money =
    total > 0
      ? planCharge(
          'sale',
          {
            credentialId: credential.id,
            amount: total,
            staffId: input.staffId,
            key: input.key,
            detalle: `${detalle} · ${storeLabel(input.store)} · fuera de línea`,
            orderId,
            overdraft: flags.has('sobregiro') ? input.till.overdraft : null,
          },
          credential,
          at,
        )
      : null;
  const written = await writeSaleOnce(tx, {
    order: {
      id: orderId,
      store: input.store,
      userId: credential.id_user_primary,
      credentialId: credential.id,
      total,
      comment: input.comment?.trim() || null,
      immediate: 1,
      enlistment: 0,
      // Handed over at the counter when it was made: no turn, nothing for the boards to prepare.
      status: Number(ORDER_STATUS.delivered),
      staffId: input.staffId,
      dateProgram: null,
      key: input.key,
      // Handed over when it was made.
      at: input.madeAt,
      lines: lines.map((l) => ({ productId: l.product.id, name: l.product.name, price: l.price, count: l.count, total: l.total, enlistment: l.product.enlistment })),
    },
    stock,
    money,
  });
  const order = { ...toOrderSummary({ ...written.order, products: productsTextOf(written.lines) }), lines: written.lines };
  const marcas = [...flags].sort();
  return write(
    tx,
    input,
    { estado: marcas.length ? 'marcada' : 'aceptada', marcas, motivo: null, id_order: orderId, saldo: money ? money.saldo : credential.saldo },
    order,
  );
}

/** The outcome already recorded for this key, if any, as it was answered (the balance its charge left). */
async function recordedLateSale(tx: Db, key: string): Promise<LateSaleResult | null> {
  const [row] = await tx
    .select({
      id: offlineSales.id,
      estado: offlineSales.state,
      marcas: offlineSales.flags,
      motivo: offlineSales.reason,
      id_order: offlineSales.id_order,
      saldo: credentialMovements.saldo_nuevo,
    })
    .from(offlineSales)
    .leftJoin(credentialMovements, and(eq(credentialMovements.id_order, offlineSales.id_order), eq(credentialMovements.kind, 'compra')))
    .where(eq(offlineSales.key, key))
    .orderBy(credentialMovements.id)
    .limit(1);
  return row ? { ...row, marcas: row.marcas as LateSaleFlag[] } : null;
}

async function write(tx: Db, input: LateSaleInput, outcome: Omit<LateSaleResult, 'id'>, order: Order | null) {
  const [row] = await tx
    .insert(offlineSales)
    .values({
      key: input.key,
      id_till: input.till.id,
      store: input.store,
      id_user: input.userId,
      id_staff: input.staffId,
      made_at: input.madeAt,
      received_at: input.receivedAt,
      total: input.tillTotal,
      state: outcome.estado,
      flags: outcome.marcas,
      reason: outcome.motivo,
      id_order: outcome.id_order,
      body: { products: input.lines, comment: input.comment },
    })
    // Two sends of a refused sale at once (nothing to lock when the customer is gone): the first one's row stands.
    .onConflictDoNothing({ target: offlineSales.key })
    .returning({ id: offlineSales.id });
  if (!row) return { result: (await recordedLateSale(tx, input.key))!, order: null };
  // The key is taken for the online sale's door too: the same sale's online request, had it been
  // delayed in the network until now, is refused as another request under a used key.
  await tx
    .insert(idempotencyKeys)
    .values({
      key: input.key,
      id_staff: input.staffId,
      fingerprint: `venta fuera de línea ${input.key}`,
      status: 201,
      response: { code: 1, message: 'OK', data: null },
      created_at: input.receivedAt,
    })
    .onConflictDoNothing();
  return { result: { id: row.id, ...outcome }, order };
}

/** What a till sends (the route's body, read), for `syncLateSale`. */
export interface LateSaleRequest extends LateSale {
  tillCode: string;
  /** The store's own reason not to charge it, read with the credential locked (the lunch line's meal rule). */
  refusalOf?: (tx: Db, credential: LockedCredential, request: LateSaleRequest) => Promise<string | null>;
}

/**
 * A late sale as it arrives: once per key for ever (a sale already recorded answers its outcome
 * again, however long after: idempotency keys are purged after days, these rows never; an online
 * sale of that key — the till lost its answer and queued it — answers that sale), at the till
 * that made it (registered now if the server forgot it: the sale is not lost for that), made no later
 * than it arrived by the server's `clock` (a till's clock ahead of the server's does not date a sale
 * in the future).
 */
export async function syncLateSale(tx: Db, clock: Clock, request: LateSaleRequest): Promise<{ result: LateSaleResult; order: Order | null }> {
  // The customer's lock first: two sends of one sale (a retry after a timeout) queue here, and the
  // second then finds the first's row.
  const locked = await lockCredential(tx, { userId: request.userId });
  const now = clock.now();
  const recorded = await recordedLateSale(tx, request.key);
  if (recorded) return { result: recorded, order: null };
  // The till lost the answer of an online sale and queued it: the server had it, nothing more to do.
  const [online] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id_user, request.userId), eq(orders.idempotency_key, request.key)))
    .limit(1);
  if (online) return { result: { id: null, estado: 'aceptada', marcas: [], motivo: LATE_SALE_WAS_ONLINE, id_order: online.id, saldo: locked?.saldo ?? null }, order: null };
  const till = (await findTill(tx, request.tillCode, request.store)) ?? (await registerTill(tx, request.tillCode, request.store, now));
  const refusal = locked && request.refusalOf ? await request.refusalOf(tx, locked, request) : null;
  return recordLateSale(tx, clock, {
    ...request,
    madeAt: request.madeAt > now ? now : request.madeAt,
    receivedAt: now,
    till: { id: till.id, name: till.nombre, overdraft: till.sobregiro, maxSale: till.max_venta },
    locked,
    refusal,
  });
}
