import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atDashboard, login, newPage, startForFile } from './helpers';

const STUDENT = { name: 'Valentina Gómez Rojas', num_doc: '1098765432' };
const run = startForFile();

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
    await atDashboard(page);

    // Without a validated customer the sale screen sends back to validation.
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/recreate`);
    await page.waitForURL(/#\/cafeteria\/requests\/create$/);

    await validate(page);
    expect(await page.getByTestId('customer-name').innerText()).toBe(STUDENT.name);
    expect(await page.getByTestId('customer-saldo').innerText()).toBe('$15.000');

    await page.getByRole('button', { name: 'Bebidas' }).click();
    await page.getByRole('button', { name: 'Jugos' }).click();
    // What its label says rides on the card (issue 35): each chip an image named for screen readers.
    const seal = product(page, 'Jugo en caja 200 ml').getByRole('img', {
      name: 'Sellos de advertencia: CONTIENE EDULCORANTE',
    });
    expect(await seal.innerText()).toBe('CONTIENE EDULCORANTE');
    expect(
      await product(page, 'Jugo de naranja 250 ml')
        .getByRole('img', { name: /^(Sellos de advertencia|Alérgenos):/ })
        .count(),
    ).toBe(0);
    await product(page, 'Jugo de naranja 250 ml').click();
    await product(page, 'Jugo de naranja 250 ml').click();
    await product(page, 'Limonada natural 300 ml').click();
    await product(page, 'Jugo de mango 250 ml').click();
    expect(await page.getByTestId('order-total').innerText()).toBe('$13.500');
    expect(await page.getByTestId('order-remaining').innerText()).toBe('$1.500');

    await page
      .getByTestId('order-lines')
      .getByText('Limonada natural 300 ml')
      .locator('..')
      .getByTestId('line-price')
      .dblclick();
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

  // Correcting a sale down is a refund, and the kitchen, the counter, the reports and refunds
  // are not the demo cashier's (they only sell and see orders): the administrator does them.
  it('el administrador corrige el pedido y vende; la cocina lo marca listo, se entrega y se reversa con el saldo restaurado', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);

    // The alternate edit of the sale above (2 × naranja + mango = $10.500): remove the mango.
    await page.goto(`${run.baseUrl}/#/cafeteria/requests`);
    const sale = page.locator('tbody tr').first();
    await expect.poll(async () => (await sale.innerText()).includes(STUDENT.name)).toBe(true);
    await sale.click();
    await page.getByText('Información general').waitFor();
    await expect.poll(() => page.getByText('$4.500').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Eliminar Jugo de mango 250 ml' }).click();
    await page.getByText('¿Confirma que deseas remover el producto?').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByTestId('edit-total').innerText()).toBe('$7.000');
    // The same product twice is refused.
    await pick(page, 'Categoría', 'Bebidas');
    await pick(page, 'Subcategoría', 'Jugos');
    await pick(page, 'Producto', /^Jugo de naranja 250 ml/);
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByText('Ya has ingresado el producto.').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByTestId('edit-remaining').innerText()).toBe('Saldo después de guardar: $8.000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/cafeteria\/requests$/);
    await page.getByText('Actualizado').waitFor();

    // A sale with something to prepare waits in the kitchen with a turn.
    await validate(page);
    expect(await page.getByTestId('customer-saldo').innerText()).toBe('$8.000');
    await page.getByRole('button', { name: 'Almuerzos' }).click();
    await product(page, 'Empanada de carne').click();
    await page.getByRole('button', { name: 'Comprar' }).click();
    await page.waitForURL(/#\/cafeteria\/requests\/create$/);
    expect(await page.getByTestId('last-sale').innerText()).toContain('Nuevo saldo disponible $5.500');

    await page.goto(`${run.baseUrl}/#/cafeteria/enlistment`);
    const waiting = page
      .locator('tbody tr', { hasText: STUDENT.name })
      .filter({ hasText: 'Empanada de carne' });
    await waiting.waitFor();
    expect(await waiting.innerText()).toContain(STUDENT.name);
    await waiting.getByRole('button', { name: 'Listo' }).click();
    await page.getByText('Pedido listo para entregar').waitFor();
    await expect.poll(() => waiting.count()).toBe(0);

    await page.goto(`${run.baseUrl}/#/cafeteria/deliveries`);
    const ready = page
      .locator('tbody tr', { hasText: STUDENT.name })
      .filter({ hasText: 'Empanada de carne' });
    await ready.waitFor();
    await ready.getByRole('button', { name: 'Entregar' }).click();
    await page.getByText('Pedido entregado').waitFor();
    await expect.poll(() => ready.count()).toBe(0);

    // Today's detailed sales show it; the Excel file holds it.
    await page.goto(`${run.baseUrl}/#/cafeteria/reports`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    const reported = panel
      .locator('tbody tr', { hasText: 'Empanada de carne' })
      .filter({ hasText: STUDENT.name });
    await reported.waitFor();
    expect(await reported.innerText()).toContain('$2.500');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Excel' }).click(),
    ]);
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows).toContainEqual(
      expect.objectContaining({ Cliente: STUDENT.name, Productos: '1 x Empanada de carne', Total: 2500 }),
    );

    // Reversed after a confirmation: the money is back.
    await page.goto(`${run.baseUrl}/#/cafeteria/Reversion`);
    const delivered = page
      .locator('tbody tr', { hasText: STUDENT.name })
      .filter({ hasText: 'Empanada de carne' });
    await delivered.waitFor();
    await delivered.getByRole('button', { name: 'Reversar' }).click();
    await page.getByText('El valor vuelve al carnet').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Reversar' }).click();
    await page.getByText('Pedido reversado. Nuevo saldo disponible $8.000').waitFor();
    await expect.poll(() => delivered.count()).toBe(0);
    await page.goto(`${run.baseUrl}/#/cafeteria/reports`);
    await page.getByRole('tab', { name: 'Reversiones' }).click();
    const reversals = page.getByRole('tabpanel');
    await reversals.getByRole('button', { name: 'Buscar' }).click();
    await reversals
      .locator('tbody tr', { hasText: 'Empanada de carne' })
      .filter({ hasText: STUDENT.name })
      .waitFor();
    await validate(page);
    expect(await page.getByTestId('customer-saldo').innerText()).toBe('$8.000');
    await page.context().close();
  });
});

/** Chooses an option of a plain MUI select by its label. */
async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}
