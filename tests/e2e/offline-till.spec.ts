/**
 * Issue 33: the till keeps selling when the network drops, and its sales reach the server exactly
 * once. In Chromium with `context.setOffline(true)`: three sales at the cafeteria and a meal at the
 * lunch line offline, the page closed and a new one opened offline, the network back: exactly those
 * sales exist once each, with their items, and the books hold. An answer lost after the server
 * committed: one sale. A balance spent elsewhere meanwhile: charged into the overdraft, flagged.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkBooks } from '../../server/db/books';
import { credentials, offlineSales, orderLines, orders, users } from '../../server/db/schema';
import { audit } from './axe';
import {
  atDashboard,
  chooseTill,
  JUICE,
  login,
  newPage,
  startForFile,
  validateAndSellJuice,
} from './helpers';

const VALENTINA = { name: 'Valentina Gómez Rojas', num_doc: '1098765432' };
const EMILIANO = { name: 'Emiliano Moreno Silva', num_doc: '1098765441' };

const run = startForFile();

const figures = (page: Page) => page.getByTestId('till-status').innerText();

async function userId(numDoc: string) {
  const [row] = await run.database.db.select({ id: users.id }).from(users).where(eq(users.num_doc, numDoc));
  return row.id;
}

/** Validates the customer by document and sells one juice (Bebidas → Jugos). */
async function sellJuice(page: Page, who = VALENTINA) {
  await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
  await validateAndSellJuice(page, who);
}

/** Opens both tills online once: each is chosen and reads its roster, the cafeteria's catalog is kept. */
async function openTills(page: Page) {
  await page.goto(`${run.baseUrl}/#/restaurant/requests`);
  await chooseTill(page, 'Caja restaurante 1');
  await expect.poll(() => figures(page), { timeout: 15_000 }).toContain('Última sincronización');
  await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
  await chooseTill(page, 'Caja cafetería 1');
  await expect.poll(() => figures(page), { timeout: 15_000 }).toContain('Última sincronización');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

describe('la caja sin conexión', () => {
  it('vende tres veces en la cafetería y una en la fila del almuerzo sin red; al volver la red, cada venta existe una vez', async () => {
    const context = (await newPage(run, run.browser, { serviceWorkers: 'allow' })).context();
    let page = context.pages()[0];
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await openTills(page);
    // Online once, so the worker keeps the catalog the till sells from.
    await page.getByTestId('carnet-search').fill(VALENTINA.num_doc);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: 'Bebidas' }).waitFor();

    await context.setOffline(true);
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await page.getByTestId('offline-banner').waitFor({ timeout: 6_000 });
    expect(await audit(page)).toEqual([]);
    for (let i = 1; i <= 3; i++) {
      await sellJuice(page);
      await expect.poll(() => figures(page)).toContain(`${i} venta${i > 1 ? 's' : ''} sin sincronizar`);
    }
    // The balance the till shows counts what it queued: $15.000 − 3 × $3.500.
    await page.getByTestId('carnet-search').fill(VALENTINA.num_doc);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByTestId('customer-saldo').innerText()).toBe('$4.500');
    await page.getByRole('button', { name: 'Bebidas' }).click();
    await page.getByRole('button', { name: 'Jugos' }).click();
    await page.getByRole('button', { name: new RegExp(`^${JUICE},`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${JUICE},`) }).click();
    await page.getByText('El usuario no posee fondos suficientes').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();

    await page.goto(`${run.baseUrl}/#/restaurant/requests`);
    await page.getByLabel('Preparar').check();
    await page.getByTestId('lunch-code').fill(EMILIANO.num_doc);
    await page.getByTestId('lunch-code').press('Enter');
    await expect
      .poll(() => page.getByTestId('lunch-message').innerText())
      .toContain(`Almuerzo registrado sin conexión para ${EMILIANO.name}`);
    await expect.poll(() => figures(page)).toContain('4 ventas sin sincronizar');
    // The ready turns cannot come without the network: said in the banner's tone, not as a failure.
    await page.getByTestId('lunch-ready-offline').waitFor();
    expect(await page.getByText('No se pudo conectar con el servidor', { exact: false }).count()).toBe(0);

    // Signing out with sales waiting is refused.
    await page.getByRole('button', { name: /^Perfil / }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByText('Hay 4 ventas sin sincronizar').waitFor();

    // The tab is closed; a new one opens offline from the worker, with the queue intact.
    await page.close();
    page = await context.newPage();
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await page.getByTestId('offline-banner').waitFor({ timeout: 10_000 });
    await expect.poll(() => figures(page)).toContain('4 ventas sin sincronizar');
    expect(await run.database.db.select().from(offlineSales)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(() => figures(page), { timeout: 30_000 }).toContain('Ninguna venta sin sincronizar');
    const late = await run.database.db.select().from(offlineSales);
    expect(late.map((s) => s.state)).toEqual(['aceptada', 'aceptada', 'aceptada', 'aceptada']);
    const sold = await run.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          late.map((s) => s.id_order!),
        ),
      );
    const [valentinaId, emilianoId] = [await userId(VALENTINA.num_doc), await userId(EMILIANO.num_doc)];
    expect(sold.filter((o) => o.id_user === valentinaId)).toHaveLength(3);
    expect(sold.filter((o) => o.id_user === emilianoId)).toHaveLength(1);
    const lines = await run.database.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.id_order,
          sold.map((o) => o.id),
        ),
      );
    expect(lines.filter((l) => l.name === JUICE).map((l) => l.count)).toEqual([1, 1, 1]);
    const [valentina] = await run.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.id_user_primary, await userId(VALENTINA.num_doc)));
    expect(valentina.saldo).toBe(4_500);
    expect((await checkBooks(run.database.db)).filter((b) => b.broken > 0)).toEqual([]);
    await context.close();
  });

  it('una respuesta perdida después de que el servidor guardó la venta: la caja la reenvía y queda una venta', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await openTillsWithoutWorker(page);
    // The network is cut right after the request: the server commits, the answer never arrives.
    let keyed: string | null = null;
    await page.route('**/api/cafeteria/requests', async (route) => {
      keyed = route.request().headers()['idempotency-key'] ?? null;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    const before = await run.database.db.select().from(orders);
    await sellJuice(page, EMILIANO);
    await page.unroute('**/api/cafeteria/requests');
    await expect.poll(() => figures(page), { timeout: 30_000 }).toContain('Ninguna venta sin sincronizar');
    const after = await run.database.db.select().from(orders);
    expect(after.length - before.length).toBe(1);
    expect(after.find((o) => !before.some((b) => b.id === o.id))?.idempotency_key).toBe(keyed);
    expect(
      await run.database.db.select().from(offlineSales).where(eq(offlineSales.key, keyed!)),
    ).toHaveLength(0);
    expect((await checkBooks(run.database.db)).filter((b) => b.broken > 0)).toEqual([]);
    await page.context().close();
  });

  it('el saldo se gastó en otra caja mientras tanto: la venta entra en el sobregiro y queda marcada', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await openTillsWithoutWorker(page);
    const id = await userId(EMILIANO.num_doc);
    const [credential] = await run.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.id_user_primary, id));
    await page.context().setOffline(true);
    await page.getByTestId('offline-banner').waitFor({ timeout: 6_000 });
    await sellJuice(page, EMILIANO);
    // Meanwhile the front desk takes all but $1.000 off the card.
    const office = await run.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@colegio.demo', password: 'Demo2026!' },
    });
    const token = (JSON.parse(office.body) as { data: { token: string } }).data.token;
    const [now] = await run.database.db.select().from(credentials).where(eq(credentials.id, credential.id));
    const taken = await run.app.inject({
      method: 'PUT',
      url: `/api/admin/carnets/${credential.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { recarga: -(now.saldo - 1_000) },
    });
    expect(taken.statusCode).toBe(200);
    await page.context().setOffline(false);
    await expect.poll(() => figures(page), { timeout: 30_000 }).toContain('Ninguna venta sin sincronizar');
    const [late] = await run.database.db
      .select()
      .from(offlineSales)
      .where(eq(offlineSales.id_user, id))
      .orderBy(desc(offlineSales.id));
    expect(late).toMatchObject({ state: 'marcada', flags: ['sobregiro'] });
    const [after] = await run.database.db.select().from(credentials).where(eq(credentials.id, credential.id));
    expect(after.saldo).toBe(1_000 - 3_500);
    expect((await checkBooks(run.database.db)).filter((b) => b.broken > 0)).toEqual([]);
    await page.context().close();
  });
});

/**
 * The cafeteria's till opened online without the worker (a test that fakes the network with
 * `page.route`): chosen, its roster read, its catalog read once by the sale screen.
 */
async function openTillsWithoutWorker(page: Page) {
  await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
  await chooseTill(page, 'Caja cafetería 1');
  await expect.poll(() => figures(page), { timeout: 15_000 }).toContain('Última sincronización');
  await page.getByTestId('carnet-search').fill(VALENTINA.num_doc);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: 'Bebidas' }).waitFor();
}
