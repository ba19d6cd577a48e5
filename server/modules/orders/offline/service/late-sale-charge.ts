/**
 * A late sale judged and recorded (issues 33 and 48): the sale core's check of its lines, the door's
 * verdict on each problem (late-sale-verdict.ts), the family told of an allergy, and, when it can be
 * charged, the order it becomes through the sale's own writes (order, stock, money in one statement);
 * else its refusal. Apart from late-sale.ts, which takes the sale as it arrives (once per key, the
 * till, its roster) and hands it here.
 */
import { eq } from 'drizzle-orm';
import { NO_USER, USER_WITHOUT_CREDENTIAL } from '../../../../../src/domain/credentials';
import { STOCK_REASON } from '../../../../../src/domain/inventory';
import { STOCK_ADJUSTMENT, type LateSaleFlag, type LateSaleResult } from '../../../../../src/domain/offline';
import { ORDER_STATUS, type Order } from '../../../../../src/domain/orders';
import { storeLabel } from '../../../../../src/domain/stores';
import type { Clock } from '../../../../clock';
import type { Db } from '../../../../db/client';
import { notifyFamilies } from '../../../../db/notices';
import { users } from '../../../../db/schema';
import { planCharge } from '../../../../money';
import { checkSale, listRuleHeldAt, lockProducts, mergedLines, rulesSince } from '../../../../sale';
import { planStocks, type PlannedStocks } from '../../../../stock';
import { localTime } from '../../../../time';
import { productsTextOf, toOrderSummary } from '../../lists';
import type { LateSaleInput } from './late-sale';
import { write } from './late-sale-record';
import { lateSaleVerdict, ROSTER_RULES } from './late-sale-verdict';
import { capHeldAtRoster, schoolDayOf, soldByRoster } from './late-sale-roster';
import { writeSaleOnce } from '../../pos';
import { recordAttempt } from '../../attempts';

/**
 * Records the late sale; answers the outcome and, when charged, the order it became (its ledger and
 * stock rows at `clock`'s time). The sale core's check says what is wrong with it now; the door's
 * verdict (late-sale-verdict.ts) says what each problem means for a sale the goods of which were handed
 * over while the till could not ask.
 */
export async function recordLateSale(
  tx: Db,
  clock: Clock,
  input: LateSaleInput,
): Promise<{ result: LateSaleResult; order: Order | null }> {
  const credential = input.locked;
  // A refused sale keeps the allergy's mark: the goods were handed over, and the student's file lists it.
  const reject = (reason: string, marcas: LateSaleFlag[] = []) =>
    write(
      tx,
      input,
      { estado: 'rechazada', marcas, motivo: reason, id_order: null, saldo: credential?.saldo ?? null },
      null,
    );
  if (input.refusal) return reject(input.refusal);
  if (!credential) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    return reject(user ? USER_WITHOUT_CREDENTIAL : NO_USER);
  }
  const till = input.till!;
  const { wanted, ids } = mergedLines(input.lines);
  const buyer = {
    userId: credential.id_user_primary,
    credentialId: credential.id,
    timezone: input.timezone,
    now: input.receivedAt,
  };
  const { byId, restricted, food, consumedToday, consumedThisWeek, newOrderId } = await lockProducts(
    tx,
    ids,
    buyer,
    { sale: true },
  );
  // Read once the products are locked, as a sale's: the ledger's and the stock log's rows are written now.
  const at = clock.now();
  const saleLines = [...wanted.entries()].map(([id, count]) => ({ id, count }));
  const before = await soldByRoster(
    tx,
    till.id,
    input.rosterAt!,
    credential.id_user_primary,
    schoolDayOf(input),
  );
  const problems = checkSale({
    store: input.store,
    operation: 'sale',
    credential,
    lines: saleLines,
    products: byId,
    restricted,
    food,
    consumedToday,
    consumedThisWeek,
    // The store's hours are read at the hour the till sold, not the one the server heard of it.
    saleTime: localTime(input.madeAt, input.timezone),
    allowance: { maxSale: till.maxSale, maxTotal: till.maxTotal, soldBefore: before.all },
    // Issue 56: paid ahead, it spends nothing now.
    ...(input.prepaid ? { amount: 0 } : {}),
  });
  const priceOf = (id: number) => (input.prepaid ? 0 : (byId.get(id)?.price ?? 0));
  const total = saleLines.reduce((sum, l) => sum + priceOf(l.id) * l.count, 0);
  const since = problems.some((p) => ROSTER_RULES.has(p.reason))
    ? await rulesSince(tx, credential.id_user_primary, ids)
    : null;
  const rosterAt = input.rosterAt!;
  const outcome = await lateSaleVerdict(problems, {
    saldo: credential.saldo,
    total,
    overdraft: till.overdraft,
    heldAtRoster: async (problem) =>
      problem.reason === 'daily_limit'
        ? (since!.cap === null || since!.cap <= rosterAt) &&
          (await capHeldAtRoster(tx, credential, input, before.customerThatDay, total))
        : listRuleHeldAt(problem, since!, rosterAt),
  });
  // The goods were handed over: a product holding the child's allergen is told to the family, refused or not.
  const allergy = problems.find((p) => p.reason === 'allergy');
  if (allergy) {
    const data = {
      hora: input.madeAt.toISOString(),
      producto: byId.get(allergy.productId!)?.name,
      lugar: storeLabel(input.store).toLowerCase(),
      motivo: allergy.message,
    };
    await notifyFamilies(tx, { studentId: credential.id_user_primary, kind: 'alergia', data, at });
  }
  if ('reject' in outcome) {
    // Issue 55: refused by a family's or the school's rule (the verdict refuses in a problem's words),
    // it is what the child tried; once, as this row: a resend of the key is answered before here.
    const refusedBy = problems.find((p) => p.message === outcome.reject);
    if (refusedBy) {
      const tried = { userId: credential.id_user_primary, store: input.store, staffId: input.staffId };
      const when = { at: input.madeAt, now: at, retry: false };
      await recordAttempt(tx, refusedBy, { ...tried, door: 'sin_conexion', productIds: ids, ...when });
    }
    return reject(outcome.reject, allergy ? ['alergia'] : []);
  }
  const flags = new Set<LateSaleFlag>(outcome.flags);
  const lines = saleLines.map(({ id, count }) => {
    const product = byId.get(id)!;
    return { product, count, price: priceOf(id), total: priceOf(id) * count };
  });

  const orderId = newOrderId!;
  const detalle = `Pedido #${orderId}`;
  const stockMoves = lines.flatMap((l) => {
    const sale = {
      productId: l.product.id,
      quantity: -l.count,
      reason: STOCK_REASON.venta,
      staffId: input.staffId,
      detalle,
      orderId,
    };
    const short = l.count - l.product.stock;
    if (short <= 0) return [sale];
    // The goods were handed over, so they were there: the count is brought up first (flagged by the verdict).
    const adjustment = `${STOCK_ADJUSTMENT} (caja ${till.name}, ${detalle})`;
    return [
      {
        productId: l.product.id,
        quantity: short,
        reason: STOCK_REASON.ingreso,
        staffId: input.staffId,
        detalle: adjustment,
        orderId: null,
      },
      sale,
    ];
  });
  const stock: PlannedStocks = planStocks(
    stockMoves,
    lines.map((l) => l.product),
    at,
  );
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
            overdraft: flags.has('sobregiro') ? till.overdraft : null,
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
      lines: lines.map((l) => ({
        productId: l.product.id,
        name: l.product.name,
        price: l.price,
        count: l.count,
        total: l.total,
        enlistment: l.product.enlistment,
      })),
    },
    stock,
    money,
  });
  const order = {
    ...toOrderSummary({ ...written.order, products: productsTextOf(written.lines) }),
    lines: written.lines,
  };
  await input.prepaid?.(orderId);
  const marcas = [...flags].sort();
  return write(
    tx,
    input,
    {
      estado: marcas.length ? 'marcada' : 'aceptada',
      marcas,
      motivo: null,
      id_order: orderId,
      saldo: money ? money.saldo : credential.saldo,
    },
    order,
  );
}
