/**
 * A child's page on a phone (issue 55, items 4, 7 and 8): at 360 px it opens on *Hoy* with today's
 * purchase, each part is one tap away, *Gastos* draws its charts with a table beside them,
 * *Límites* takes a weekly cap and a store's hours, the
 * portal's title fits, and every touch target measures at least 44 × 44 px. Axe-clean on every
 * tab; screenshots in /tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, users } from '../../server/db/schema';
import { adminCalls, familyCalls } from './admin-calls';
import { audit } from './axe';
import { startForFile } from './helpers';
import { phonePage, smallTargets } from './phone';

const LUZ = '41234567';
const PASSWORD = 'Familia-2026-segura';
const SHOTS = '/tmp/shots';
const run = startForFile();

describe('la página de un hijo en un teléfono', () => {
  it('abre en Hoy, lleva a cada parte con un toque y muestra los gastos', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await familyCalls(run, LUZ, PASSWORD);
    // Samuel buys a water at the cafeteria this morning.
    const [samuel] = await run.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.name, 'Samuel Torres Ruiz'));
    const [water] = await run.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.name, 'Agua en botella 600 ml'), eq(products.store, 1)));
    const staff = await adminCalls(run);
    await staff('POST', '/api/cafeteria/requests', {
      id_user: samuel.id,
      products: [{ id: water.id, count: 1 }],
    });

    const page = await phonePage(run);
    await page.goto(`${run.baseUrl}/familia/#/ingresar`);
    await page.getByLabel('Correo o documento').fill(LUZ);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Mis hijos' }).waitFor();
    // The title is whole at 360 px.
    const title = page.getByText('Portal de familias', { exact: true });
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page
      .getByRole('link', { name: /Samuel/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`#/hijo/${samuel.id}$`));
    expect(await page.getByRole('tab', { name: 'Hoy' }).getAttribute('aria-selected')).toBe('true');
    const today = page.getByRole('list', { name: 'Hoy' });
    await today
      .getByText(/Compra/)
      .first()
      .waitFor();
    expect(await today.getByRole('listitem').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/portal-child-today.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2_000);

    // History: the demo's two weeks of purchases, and today's.
    await page.getByRole('tab', { name: 'Historial' }).click();
    await page.waitForURL(/\/historial$/);
    const history = page.getByRole('list', { name: 'Historial' });
    await history.getByRole('listitem').nth(5).waitFor();
    expect(await audit(page)).toEqual([]);

    // Spending: the charts come with the tab, a table says the same.
    await page.getByRole('tab', { name: 'Gastos' }).click();
    await page.waitForURL(/\/gastos$/);
    await page.getByRole('table').first().waitFor();
    await page.locator('[aria-hidden="true"] svg').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/portal-child-spending.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    // Limits: the weekly cap beside the daily one, and the cafeteria's hours added and saved.
    await page.getByRole('tab', { name: 'Límites' }).click();
    await page.waitForURL(/\/limites$/);
    await page.getByLabel('Tope semanal (pesos)').waitFor();
    await page.getByRole('button', { name: 'Agregar horario en Cafetería' }).click();
    await page.getByRole('group', { name: 'Cafetería' }).getByLabel('Hasta').fill('10:15');
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await page.getByText('Horarios guardados').waitFor();
    await page.screenshot({ path: `${SHOTS}/portal-child-limits.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    for (const [tab, path, shows] of [
      ['Límites', 'limites', 'Alergias'],
      ['Recargar', 'recargar', 'Reportar una recarga'],
      ['Avisos', 'avisos', 'Entradas y salidas del colegio'],
    ] as const) {
      // The tab strip scrolls on a phone: the tab comes into view to be tapped.
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL(new RegExp(`/${path}$`));
      await page.getByText(shows).first().waitFor();
      await page.screenshot({ path: `${SHOTS}/portal-child-${path}.png`, fullPage: true });
      expect(await audit(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
    }
  });
});
