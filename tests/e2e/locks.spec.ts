import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit } from './axe';
import { atDashboard, login, menuLabels, newPage, openMenuEntry, startForFile } from './helpers';

const STUDENT = { name: 'Valentina Gómez Rojas', num_doc: '1098765432' };
const PRODUCT = 'Gaseosa cola 350 ml';
const run = startForFile();

const product = (page: Page, name: string) =>
  page.getByTestId('product-grid').getByRole('button', { name: new RegExp(`^${name},`) });
const card = (page: Page) => page.getByTestId('lock-card').filter({ hasText: STUDENT.name });

describe('restricciones de compra por estudiante', () => {
  it('el administrador fija un límite diario y restringe un producto; el cajero lo ve bloqueado', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    // The menu's Académico group holds the entry.
    await expect.poll(() => menuLabels(page)).toContain('Académico');
    await openMenuEntry(page, 'Académico', 'Restricciones');
    await page.waitForURL(/#\/academic\/locks$/);
    // The spec's other locks URLs land on the same grid.
    for (const alias of ['list', 'create', 'profile']) {
      await page.goto(`${run.baseUrl}/#/academic/locks/${alias}`);
      await page.waitForURL(/#\/academic\/locks$/);
      await page.getByLabel('Buscar estudiante').waitFor();
    }

    await page.getByLabel('Buscar estudiante').fill('valentina');
    await expect.poll(() => page.getByTestId('lock-card').count()).toBe(1);
    const text = await card(page).innerText();
    expect(text).toContain('$15.000');
    expect(text).toContain('Sin restricción');
    await card(page).getByRole('button', { name: 'Ver restriscciones' }).click();
    // By the student's document: a card's code is a bearer secret, kept out of addresses.
    await page.waitForURL(new RegExp(`#/academic/locks/create/${STUDENT.num_doc}$`));
    expect(await page.getByTestId('customer-name').innerText()).toBe(STUDENT.name);
    expect(await page.getByTestId('customer-saldo').innerText()).toBe('$15.000');

    // The limit: 999 is refused on the client (the server says the same), 5000 is saved.
    await page.getByLabel('Establecer limite de gasto diario?').check();
    await page.getByLabel('Monto diario').fill('999');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El menor monto a bloquear es $1.000').first().waitFor();
    expect(await page.getByTestId('customer-limit').innerText()).toBe('Sin restricción');
    await page.getByLabel('Monto diario').fill('5000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Restricciones guardadas').waitFor();
    await expect.poll(() => page.getByTestId('customer-limit').innerText()).toBe('$5.000');

    // A cafeteria product, restricted at once.
    await page.getByRole('button', { name: 'Bebidas' }).click();
    await page.getByRole('button', { name: 'Gaseosas y agua' }).click();
    await product(page, PRODUCT).click();
    await page.getByTestId('restricted-list').getByText(PRODUCT).waitFor();
    expect(await product(page, PRODUCT).getAttribute('data-state')).toBe('Restringido');
    // Another one, then removed again from the list (each change saves at once), once confirmed.
    await product(page, 'Agua con gas 600 ml').click();
    await page.getByTestId('restricted-list').getByText('Agua con gas 600 ml').waitFor();
    await page.getByRole('button', { name: 'Quitar Agua con gas 600 ml' }).click();
    const confirm = page.getByRole('dialog', { name: 'Quitar Agua con gas 600 ml' });
    await confirm.getByText('¿Confirma que deseas remover el producto?').waitFor();
    expect(await audit(page)).toEqual([]);
    // Cancelled: nothing sent, and the saved restrictions (read again from the server) are as they were.
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/academic/productsblock')) saves += 1;
    });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('restricted-list').getByText('Agua con gas 600 ml').waitFor();
    expect(await page.getByTestId('restricted-list').innerText()).toContain(PRODUCT);
    expect(saves).toBe(0);
    await page.getByRole('button', { name: 'Bebidas' }).click();
    await page.getByRole('button', { name: 'Gaseosas y agua' }).click();
    await page.getByRole('button', { name: 'Quitar Agua con gas 600 ml' }).click();
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByTestId('restricted-list').innerText()).not.toContain('Agua con gas');
    expect(saves).toBe(1);
    expect(await product(page, 'Agua con gas 600 ml').getAttribute('data-state')).toBeNull();

    // The grid shows the new state.
    await page.getByRole('button', { name: 'Volver a restricciones' }).click();
    await page.getByLabel('Buscar estudiante').fill(STUDENT.num_doc);
    await expect.poll(async () => (await card(page).innerText()).includes('$5.000')).toBe(true);
    expect(await card(page).innerText()).toMatch(/Productos bloqueados\s*1/);
    await page.context().close();

    // The cashier validates her by document: the product is greyed out and says why.
    const cashier = await newPage(run);
    await login(cashier, run.baseUrl, 'cajero@colegio.demo', 'Demo2026!');
    await atDashboard(cashier);
    await cashier.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await cashier.getByTestId('carnet-search').fill(STUDENT.num_doc);
    await cashier.getByRole('button', { name: 'Buscar' }).click();
    await cashier.waitForURL(/#\/cafeteria\/requests\/recreate$/);
    await cashier.getByRole('button', { name: 'Bebidas' }).click();
    await expect.poll(() => product(cashier, PRODUCT).getAttribute('data-state')).toBe('Restringido');
    expect(await product(cashier, 'Agua en botella 600 ml').getAttribute('data-state')).toBeNull();
    await product(cashier, PRODUCT).click();
    await cashier.getByText(`El producto ${PRODUCT} está restringido para el estudiante`).waitFor();
    await cashier.getByRole('button', { name: 'Aceptar' }).click();
    expect(await cashier.getByTestId('order-total').innerText()).toBe('$0');
    await cashier.context().close();
  });
});
