/**
 * The spec's other URLs (issue 29, items 5, 6 and 8) in Chromium: the static register page and
 * its redirect of a signed-in visitor, the guardian form at `#/academic/attendant/create`, the
 * order lists' create and edit URLs landing on their list, the restaurant's external URLs, and
 * the restaurant's subcategories (list, create, edit) under *Restaurante*. axe-core at each step.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit } from './axe';
import { atDashboard, choose, login, newPage, startForFile } from './helpers';

const run = startForFile();

async function asAdmin(page: Page) {
  await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
  await atDashboard(page);
}

/** Opens an old URL and waits for where the app takes it. */
async function lands(page: Page, from: string, to: RegExp) {
  await page.goto(`${run.baseUrl}/#${from}`);
  await page.waitForURL(to);
  await page.waitForLoadState('networkidle');
}

describe('las direcciones del sistema anterior', () => {
  it('#/auth/register es estática y lleva a quien ya inició sesión al escritorio', async () => {
    const page = await newPage(run);
    await page.goto(`${run.baseUrl}/#/auth/register`);
    await page.getByRole('heading', { name: 'Registro' }).waitFor();
    expect(await audit(page), 'el registro').toEqual([]);
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await page.waitForURL(/#\/auth\/login$/);

    await asAdmin(page);
    await lands(page, '/auth/register', /#\/dashboard$/);
    await page.context().close();
  });

  it('abre el formulario del acudiente, las listas de pedidos y las pantallas del restaurante', async () => {
    const page = await newPage(run);
    await asAdmin(page);

    // The guardian's form, though the list has no Nuevo; saved, back on the list.
    await lands(page, '/academic/attendant/create', /#\/academic\/attendant\/create$/);
    await page.getByRole('textbox', { name: 'Número de documento' }).fill('63999111');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa Villamizar Ortiz');
    expect(await audit(page), 'el formulario del acudiente').toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/academic\/attendant$/);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('link', { name: 'Nuevo' }).count()).toBe(0);
    await page.getByPlaceholder('Buscar').fill('63999111');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').first().innerText()).toContain('Rosa Villamizar Ortiz');

    // Enlistment, deliveries and Reversion of both stores: their create and edit URLs open the list.
    for (const store of ['cafeteria', 'papeleria']) {
      for (const list of ['enlistment', 'deliveries', 'Reversion']) {
        for (const old of ['create', 'edit/1']) {
          await lands(page, `/${store}/${list}/${old}`, new RegExp(`#/${store}/${list}$`));
          // The list itself (an empty list draws no table): its search box.
          await page.getByPlaceholder('Buscar').waitFor();
        }
      }
    }
    expect(await audit(page), 'la lista de reversiones tras su URL de edición').toEqual([]);
    // The sales' edit URL still opens the order edit (the list's first column is the order).
    await page.goto(`${run.baseUrl}/#/cafeteria/requests`);
    const order = (await page.locator('tbody tr').first().locator('td').first().innerText()).trim();
    expect(order).toMatch(/^\d+$/);
    await lands(page, `/cafeteria/requests/edit/${order}`, new RegExp(`#/cafeteria/requests/${order}$`));
    await page.getByTestId('edit-total').waitFor();

    // The restaurant's external list is its lunch line; its turns, the restaurant's display.
    await lands(page, '/restaurant/external/list', /#\/restaurant\/requests$/);
    await page.getByText('Preparar', { exact: true }).first().waitFor();
    await lands(page, '/restaurant/external/turns', /#\/restaurante\/turns$/);
    await page.getByRole('heading', { name: 'Turnos Restaurante' }).waitFor();
    await page.context().close();
  });

  it('las subcategorías del restaurante: en su menú, solo las suyas, se crean y se editan', async () => {
    const page = await newPage(run);
    await asAdmin(page);
    await page.goto(`${run.baseUrl}/#/restaurant/subcategories`);
    await page.getByRole('heading', { name: 'Subcategorías del restaurante' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    // The demo's four restaurant subcategories; the cafeteria's 'Jugos' is not there.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(4);
    const names = (await page.locator('tbody tr').allInnerTexts()).join('\n');
    expect(names).toContain('Menú del día');
    expect(names).not.toMatch(/^Jugos\b/m);
    // In the menu, under Restaurante (closed: the menu was drawn on the desk), exactly one entry.
    const sidebar = page.locator('.RaSidebar-fixed');
    await sidebar.getByRole('menuitem', { name: 'Restaurante', exact: true }).click();
    await sidebar.locator('.MuiCollapse-entered').getByText('Subcategorías', { exact: true }).waitFor();
    expect(await page.locator('a[href="#/restaurant/subcategories"]').count()).toBe(1);
    expect(await audit(page), 'la lista de subcategorías del restaurante').toEqual([]);

    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.waitForURL(/#\/restaurant\/subcategories\/create$/);
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Sopas');
    // Only the restaurant's categories to choose from.
    await page.getByRole('combobox', { name: /^Categoría/ }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(
      options
        .map((o) => o.trim())
        .filter((o) => o && o !== 'Seleccione…')
        .sort(),
    ).toEqual(['Almuerzos', 'Bebidas', 'Postres']);
    await page.keyboard.press('Escape');
    await page.locator('[role="option"]').first().waitFor({ state: 'detached' });
    await choose(page, 'Categoría', 'Almuerzos');
    expect(await audit(page), 'una subcategoría nueva del restaurante').toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/restaurant\/subcategories$/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(5);

    await page.locator('tbody tr', { hasText: 'Sopas' }).click();
    await page.waitForURL(/#\/restaurant\/subcategories\/\d+$/);
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Sopas y cremas');
    expect(await audit(page), 'la edición de una subcategoría del restaurante').toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/restaurant\/subcategories$/);
    await page.locator('tbody tr', { hasText: 'Sopas y cremas' }).waitFor();
    await page.context().close();
  });
});
