/**
 * The whole flow with three screens open at once, each in its own browser session:
 * the cashier sells something that needs preparation at the point of sale; the kitchen's
 * 'Proceso alistamiento' shows it without a reload; Listo puts its turn on the hall display
 * (#/turns); the counter delivers it at #/external/entrega and it leaves the display.
 * (The demo cashier holds no delivery key: the kitchen's screen, an administrator's, delivers.)
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atDashboard, login, newPage, startForFile } from './helpers';

const STUDENT = { name: 'Valentina Gómez Rojas', num_doc: '1098765432' };
const PASSWORD = 'Demo2026!';
const run = startForFile();

async function signedIn(
  email: string,
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await newPage(run);
  if (viewport) await page.setViewportSize(viewport);
  await login(page, run.baseUrl, email, PASSWORD);
  await atDashboard(page);
  await page.goto(`${run.baseUrl}/#${path}`);
  return page;
}

describe('del punto de venta a la cocina, al turnero y a la entrega', () => {
  it('cada pantalla se actualiza sola', async () => {
    const kitchen = await signedIn('admin@colegio.demo', '/cafeteria/enlistment/board');
    await kitchen.getByTestId('board-live').waitFor();
    const hall = await signedIn('admin@colegio.demo', '/turns', { width: 1920, height: 1080 });
    await hall.getByTestId('turns-empty').waitFor();

    // The cashier sells an empanada (it needs preparation) to Valentina.
    const cashier = await signedIn('cajero@colegio.demo', '/cafeteria/requests/create');
    await cashier.getByTestId('carnet-search').fill(STUDENT.num_doc);
    await cashier.getByRole('button', { name: 'Buscar' }).click();
    await cashier.waitForURL(/#\/cafeteria\/requests\/recreate$/);
    await cashier.getByRole('button', { name: 'Almuerzos' }).click();
    await cashier.getByRole('button', { name: /^Empanada de carne,/ }).click();
    await cashier.getByRole('button', { name: 'Comprar' }).click();
    await cashier.waitForURL(/#\/cafeteria\/requests\/create$/);

    // The kitchen sees it without reloading (the stream answers well under the poll's 10 s).
    const row = kitchen.locator('[data-testid^="prep-"]', { hasText: STUDENT.name });
    await row.waitFor({ timeout: 5000 });
    expect(await row.innerText()).toContain('1 x Empanada de carne');
    const turn = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: /^Despachar turno/ }).click();
    await expect.poll(() => row.count()).toBe(0);

    // Its turn appears on the hall display.
    const card = hall.getByTestId('turn-card').filter({ hasText: STUDENT.name });
    await card.waitFor({ timeout: 5000 });
    expect(await card.getByTestId('turn-number').innerText()).toBe(turn);

    // The counter (the kitchen's screen, whose user holds the delivery key) hands it over: it leaves the display.
    await kitchen.goto(`${run.baseUrl}/#/external/entrega`);
    await kitchen.getByTestId('carnet-search').waitFor();
    await kitchen.getByTestId('carnet-search').fill(STUDENT.num_doc);
    await kitchen.keyboard.press('Enter');
    const order = kitchen.locator('[data-testid^="order-"]', { hasText: 'Empanada de carne' });
    await order.getByRole('button', { name: 'Entregar' }).click();
    await kitchen.getByRole('dialog').getByText('Pedido entregado').waitFor();
    await expect.poll(() => card.count(), { timeout: 5000 }).toBe(0);
    await hall.getByTestId('turns-empty').waitFor();
    for (const page of [kitchen, hall, cashier]) await page.context().close();
  });
});
