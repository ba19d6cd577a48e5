import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, startAll, type Running } from './helpers';

const STUDENT = { name: 'Valentina Gómez Rojas', num_doc: '1098765432' };
let run: Running;

beforeAll(async () => {
  run = await startAll();
});
afterAll(async () => {
  await run?.stop();
});

const product = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name},`) });

async function validate(page: Page) {
  await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
  await page.getByRole('tab', { name: 'Mediante codigo' }).waitFor();
  await page.getByTestId('carnet-search').fill(STUDENT.num_doc);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL(/#\/cafeteria\/requests\/recreate$/);
  await page.getByTestId('customer-name').waitFor();
}

describe('punto de venta de la cafetería', () => {
  it('el cajero valida, arma el pedido, quita un producto con doble clic, compra y ve el nuevo saldo', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'cajero@colegio.demo', 'Demo2026!');
    await page.waitForURL(/#\/dashboard$/);

    // Without a validated customer the sale screen sends back to validation.
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/recreate`);
    await page.waitForURL(/#\/cafeteria\/requests\/create$/);

    await validate(page);
    expect(await page.getByTestId('customer-name').innerText()).toBe(STUDENT.name);
    expect(await page.getByTestId('customer-saldo').innerText()).toBe('$15.000');

    await page.getByRole('button', { name: 'Bebidas' }).click();
    await page.getByRole('button', { name: 'Jugos' }).click();
    await product(page, 'Jugo de naranja 250 ml').click();
    await product(page, 'Jugo de naranja 250 ml').click();
    await product(page, 'Limonada natural 300 ml').click();
    await product(page, 'Jugo de mango 250 ml').click();
    expect(await page.getByTestId('order-total').innerText()).toBe('$13.500');
    expect(await page.getByTestId('order-remaining').innerText()).toBe('$1.500');

    await page.getByTestId('order-lines').getByText('Limonada natural 300 ml').locator('..').getByTestId('line-price').dblclick();
    await page.getByText('¿Confirma que deseas remover el producto?').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByTestId('order-total').innerText()).toBe('$10.500');

    await page.getByRole('button', { name: 'Comprar' }).click();
    await page.waitForURL(/#\/cafeteria\/requests\/create$/);
    expect(await page.getByTestId('last-sale').innerText()).toContain('Nuevo saldo disponible $4.500');

    // The sale is in the requests list, newest first.
    await page.goto(`${run.baseUrl}/#/cafeteria/requests`);
    const sale = page.locator('tbody tr').first();
    await expect.poll(async () => (await sale.innerText()).includes(STUDENT.name)).toBe(true);
    expect(await sale.innerText()).toMatch(/\$10\.500[\s\S]*Entregado/);
    expect(await page.getByRole('link', { name: 'Nuevo' }).count()).toBe(0);

    // The balance shown next time is the server's.
    await validate(page);
    expect(await page.getByTestId('customer-saldo').innerText()).toBe('$4.500');
    await page.getByRole('button', { name: 'Bebidas' }).click();
    await product(page, 'Jugo de naranja 250 ml').click();
    await product(page, 'Jugo de naranja 250 ml').click();
    await page.getByText('El usuario no posee fondos suficientes').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByTestId('order-total').innerText()).toBe('$3.500');
    await page.context().close();
  });
});
