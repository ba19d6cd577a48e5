/**
 * Issue 48: a till keeps its catalog before its first customer. The demo cashier opens the
 * cafeteria's till online — chooses the demo's till, reads its roster naming itself and reads its catalog,
 * which the service worker keeps — and the network drops before anyone opened the sale screen.
 * The till still sells to Valentina, found in its roster by her document; the queued sale names the
 * roster it was checked against (`lista`). Back online, the till sends the sale before it reads the
 * roster again, and the sale exists once on the server.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkBooks } from '../../server/db/books';
import { offlineSales, orderLines, orders, users } from '../../server/db/schema';
import { DEMO_CASHIER, DEMO_PASSWORD, DEMO_STUDENT } from '../../server/demo/seed';
import {
  atDashboard,
  chooseTill,
  JUICE,
  login,
  newPage,
  startForFile,
  validateAndSellJuice,
} from './helpers';

const CATALOG = '/api/cafeteria/pos/catalog';

const run = startForFile();

const figures = (page: Page) => page.getByTestId('till-status').innerText();

/** What the till keeps on the device (tillStore.ts): the queue, the cafeteria's roster and till record. */
function tillDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{
        queue: { body: Record<string, unknown> }[];
        leido_en: string | null;
        code: string | null;
      }>((resolve, reject) => {
        const opening = indexedDB.open('colegio-caja');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const tx = db.transaction(['queue', 'rosters', 'tills']);
          const queue = tx.objectStore('queue').getAll();
          const roster = tx.objectStore('rosters').get('cafeteria');
          const till = tx.objectStore('tills').get('cafeteria');
          tx.oncomplete = () => {
            db.close();
            resolve({
              queue: queue.result as { body: Record<string, unknown> }[],
              leido_en:
                (roster.result as { roster: { leido_en: string } } | undefined)?.roster.leido_en ?? null,
              code: (till.result as { code: string } | undefined)?.code ?? null,
            });
          };
        };
      }),
  );
}

/** The URLs the service worker keeps in the tills' catalog cache. */
const cachedCatalogs = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('pos-catalog')).keys()).map((r) => new URL(r.url).pathname),
  );

async function ordersOf(userId: number) {
  return run.database.db.select({ id: orders.id }).from(orders).where(eq(orders.id_user, userId));
}

describe('la caja antes de su primer cliente', () => {
  it('abierta con red y sin red antes del primer cliente, vende con su catálogo; al volver la red la venta existe una vez', async () => {
    const page = await newPage(run, run.browser, { serviceWorkers: 'allow' });
    const context = page.context();
    // What reached the server, in order: the till's registrations, roster reads, catalog reads and late sales.
    const log: { what: string; url: URL; body: unknown }[] = [];
    context.on('requestfinished', (request) => {
      const url = new URL(request.url());
      const what = `${request.method()} ${url.pathname}`;
      if (
        /^(PUT \/api\/cafeteria\/tills\/|GET \/api\/cafeteria\/pos\/(roster|catalog)$|POST \/api\/cafeteria\/requests\/offline$)/.test(
          what,
        )
      ) {
        log.push({
          what: what.replace(/tills\/[0-9a-f]+$/, 'tills/<caja>'),
          url,
          body: request.postDataJSON() as unknown,
        });
      }
    });
    const [{ id: valentinaId }] = await run.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.num_doc, DEMO_STUDENT.num_doc));

    await login(page, run.baseUrl, DEMO_CASHIER, DEMO_PASSWORD);
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await chooseTill(page, 'Caja cafetería 1');
    await expect.poll(() => figures(page), { timeout: 15_000 }).toContain('Última sincronización');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    // The till read its catalog itself, and the worker kept it: the sale screen was never opened.
    await expect.poll(() => cachedCatalogs(page), { timeout: 30_000 }).toContain(CATALOG);
    const { code, leido_en } = await tillDevice(page);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(leido_en).not.toBeNull();
    // Each roster read named the till.
    const rosterReads = log.filter((l) => l.what === 'GET /api/cafeteria/pos/roster');
    expect(rosterReads.length).toBeGreaterThan(0);
    expect(rosterReads.map((l) => l.url.searchParams.get('caja'))).toEqual(rosterReads.map(() => code));
    const before = await ordersOf(valentinaId);

    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor({ timeout: 6_000 });
    await validateAndSellJuice(page, DEMO_STUDENT);
    await expect.poll(() => figures(page)).toContain('1 venta sin sincronizar');

    // The queued sale names the roster the till sold by.
    const device = await tillDevice(page);
    expect(device.queue).toHaveLength(1);
    expect(device.queue[0].body).toMatchObject({ caja: code, id_user: valentinaId, lista: device.leido_en });
    expect(device.leido_en).toBe(leido_en);
    expect(
      await run.database.db.select().from(offlineSales).where(eq(offlineSales.id_user, valentinaId)),
    ).toHaveLength(0);

    const online = log.length;
    await context.setOffline(false);
    await expect.poll(() => figures(page), { timeout: 30_000 }).toContain('Ninguna venta sin sincronizar');
    // The sale went first; only then did the till register and read its roster again.
    await expect
      .poll(
        () =>
          log
            .slice(online)
            .map((l) => l.what)
            .filter((w) => !w.endsWith('/catalog')),
        { timeout: 15_000 },
      )
      .toEqual([
        'POST /api/cafeteria/requests/offline',
        'PUT /api/cafeteria/tills/<caja>',
        'GET /api/cafeteria/pos/roster',
      ]);
    expect(log[online].body).toMatchObject({ caja: code, lista: leido_en });

    const late = await run.database.db
      .select()
      .from(offlineSales)
      .where(eq(offlineSales.id_user, valentinaId));
    expect(late).toHaveLength(1);
    expect(late[0].state).toBe('aceptada');
    const after = await ordersOf(valentinaId);
    const made = after.filter((o) => !before.some((b) => b.id === o.id));
    expect(made.map((o) => o.id)).toEqual([late[0].id_order]);
    const lines = await run.database.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.id_order,
          made.map((o) => o.id),
        ),
      );
    expect(lines.map((l) => ({ name: l.name, count: l.count }))).toEqual([{ name: JUICE, count: 1 }]);
    expect((await checkBooks(run.database.db)).filter((b) => b.broken > 0)).toEqual([]);
    await context.close();
  });
});
