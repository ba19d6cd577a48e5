/**
 * The hall turn display on a 1920×1080 screen: a ready order appears through the event stream
 * without reloading, leaves when delivered, and the browser can be turned into a display that
 * shows only its turns.
 */
import { mkdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { products, users } from '../../server/db/schema';
import { STORE } from '../../src/domain/inventory';
import { atDashboard, login, newContext, startForFile } from './helpers';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results/turns';
const run = startForFile();
let adminToken: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  adminToken = (
    await call<{ token: string }>('POST', '/api/login', {
      email: 'admin@colegio.demo',
      password: 'Demo2026!',
    })
  ).token;
});

/** An API call with its own session (not the browser's), failing on anything but code 1. */
async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token: string | null = adminToken,
): Promise<T> {
  const res = await fetch(`${run.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 1) throw new Error(`${method} ${path}: ${res.status} ${envelope.message}`);
  return envelope.data;
}

const idOf = async (numDoc: string) =>
  (await run.database.db.select().from(users).where(eq(users.num_doc, numDoc)))[0].id;
const productId = async (name: string) =>
  (
    await run.database.db
      .select()
      .from(products)
      .where(and(eq(products.name, name), eq(products.store, STORE.cafeteria)))
  )[0].id;

/** A cafeteria sale of one product that waits for its turn; ready at once unless it needs preparing. */
async function sale(numDoc: string, product: string): Promise<{ id: number; turn: number }> {
  const { order } = await call<{ order: { id: number; turn: number } }>('POST', '/api/cafeteria/requests', {
    id_user: await idOf(numDoc),
    products: [{ id: await productId(product), count: 1 }],
    inmediate: 0,
  });
  return order;
}

async function displayPage(): Promise<Page> {
  const context = await newContext(run, run.browser, { viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const card = (page: Page, text: string) => page.getByTestId('turn-card').filter({ hasText: text });

describe('pantalla de turnos', () => {
  it('muestra en vivo el turno listo, lo quita al entregarlo y el navegador se vuelve pantalla', async () => {
    const page = await displayPage();
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);

    await page.goto(`${run.baseUrl}/#/turns`);
    await page.getByRole('heading', { name: 'Turnos Cafetería' }).waitFor();
    await page.getByTestId('turns-empty').waitFor();
    // Full screen: no menu, no app bar.
    expect(await page.locator('.RaSidebar-fixed').count()).toBe(0);
    expect(await page.getByTestId('display-clock').innerText()).toMatch(/\d{2}:\d{2}/);
    await page.screenshot({ path: `${SHOTS}/turns-empty.png` });

    // Any reload would lose this mark.
    await page.evaluate(() => {
      (window as unknown as { turnsMark: number }).turnsMark = 1;
    });
    // Valentina's photo is a product's picture here; Mateo loses his demo portrait, so his card shows his initials.
    const [picture] = await run.database.db
      .select({ url: products.url })
      .from(products)
      .where(eq(products.id, await productId('Pandebono')));
    await run.database.db.update(users).set({ url: picture.url }).where(eq(users.num_doc, '1098765432'));
    await run.database.db.update(users).set({ url: null }).where(eq(users.num_doc, '1098765435'));
    const hot = await sale('1098765432', 'Empanada de carne');
    await call('PUT', `/api/cafeteria/enlistment/${hot.id}`, {});
    await card(page, 'Valentina Gómez Rojas').waitFor();
    await expect
      .poll(() =>
        card(page, 'Valentina Gómez Rojas')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await card(page, 'Valentina Gómez Rojas').getByTestId('turn-number').innerText()).toBe(
      String(hot.turn),
    );
    expect(await page.evaluate(() => (window as unknown as { turnsMark?: number }).turnsMark)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/turns-one.png` });

    // More than four: three a row.
    const others = [];
    for (const doc of ['1098765435', '1098765437', '1098765438', '1098765439'])
      others.push(await sale(doc, 'Pandebono'));
    await expect.poll(() => page.getByTestId('turn-card').count()).toBe(5);
    expect(await card(page, 'Mateo Gómez Rojas').innerText()).toContain('MG');
    await page.screenshot({ path: `${SHOTS}/turns-five.png` });

    await call('POST', '/api/cafeteria/requests/dispatch', { pedidos: [hot.id, ...others.map((o) => o.id)] });
    await page.getByTestId('turns-empty').waitFor();
    expect(await card(page, 'Valentina Gómez Rojas').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { turnsMark?: number }).turnsMark)).toBe(1);
    expect(await page.getByTestId('polling-indicator').count()).toBe(0);

    // The external screen shows the cafeteria and the stationery side by side.
    await page.goto(`${run.baseUrl}/#/external/turns`);
    await page.getByRole('region', { name: 'Papelería' }).waitFor();
    await page.getByRole('region', { name: 'Cafetería' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/external-turns.png` });

    // This browser becomes a display: its staff session ends, the page keeps working.
    await page.goto(`${run.baseUrl}/#/turns`);
    await page.getByTestId('turns-empty').waitFor();
    const staffToken = await page.evaluate(() => localStorage.getItem('tokenAdmin'));
    await page.getByRole('button', { name: 'Usar como pantalla de turnos' }).click();
    await page.getByRole('button', { name: 'Usar como pantalla' }).click();
    await page.getByRole('button', { name: 'Salir', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Usar como pantalla de turnos' }).count()).toBe(0);
    const displayToken = await page.evaluate(() => localStorage.getItem('tokenAdmin'));
    expect(displayToken).not.toBe(staffToken);
    expect(await page.evaluate(() => localStorage.getItem('sessionScope'))).toBe('display');
    await expect(call('GET', '/api/cafeteria/enlistment/turns', undefined, staffToken)).rejects.toThrow(
      /401/,
    );

    const next = await sale('1098765432', 'Empanada de carne');
    await call('PUT', `/api/cafeteria/enlistment/${next.id}`, {});
    await card(page, 'Valentina Gómez Rojas').waitFor();
    await page.screenshot({ path: `${SHOTS}/turns-display.png` });

    // Anything else sends it back to its display.
    await page.goto(`${run.baseUrl}/#/admin/users`);
    await page.waitForURL(/#\/turns$/);
    await card(page, 'Valentina Gómez Rojas').waitFor();
    expect(await page.getByText('Usuarios', { exact: true }).count()).toBe(0);

    // 'Salir' ends the display session on the server too.
    await page.getByRole('button', { name: 'Salir', exact: true }).click();
    await page.waitForURL(/#\/auth\/login$/);
    await expect(call('GET', '/api/cafeteria/enlistment/turns', undefined, displayToken)).rejects.toThrow(
      /401/,
    );
    await page.context().close();
  });

  it('la pantalla del restaurante muestra su estado vacío y el personal vuelve al escritorio', async () => {
    const page = await displayPage();
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/restaurante/turns`);
    await page.getByRole('heading', { name: 'Turnos Restaurante' }).waitFor();
    await page.getByTestId('turns-empty').waitFor();
    await page.getByRole('button', { name: 'Volver' }).click();
    await atDashboard(page);
    await page.context().close();
  });
});
