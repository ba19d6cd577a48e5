import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { demoPicture } from '../../server/demo/demo-images';
import { atDashboard, choose, login, newPage, startForFile } from './helpers';

const PRODUCT = 'Cuaderno de dibujo E2E 50 hojas';
const run = startForFile();

describe('inventario en el navegador', () => {
  it('crea un producto con imagen, lo encuentra en papelería, sube y baja su stock y ve ambos movimientos', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);

    await page.goto(`${run.baseUrl}/#/inventory/products/create`);
    await page.getByRole('textbox', { name: 'Nombre' }).fill(PRODUCT);
    await page.getByLabel('Precio').fill('4500');
    await page.getByLabel('Stock').fill('10');
    await choose(page, 'Tienda', 'Papelería');
    await choose(page, 'Categoría', 'Cuadernos');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cuaderno.png',
      mimeType: 'image/png',
      buffer: demoPicture({ hue: 200, shape: 'square' }),
    });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/inventory\/products$/);

    await page.goto(`${run.baseUrl}/#/papeleria/products`);
    // As a person does: the list shows, then the search is typed (typing into a list still
    // setting itself up can be overwritten by its first query on a busy machine).
    await page.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder('Buscar').fill('dibujo E2E');
    const row = page.locator('tbody tr', { hasText: PRODUCT });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const src = await row.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    const image = await page.request.get(`${run.baseUrl}${src}`);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(await row.innerText()).toContain('10');

    await row.getByRole('button', { name: 'Aumentar stock' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Ingrese la cantidad').fill('5');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Stock actualizado').first().waitFor();
    await expect.poll(async () => (await row.innerText()).includes('15')).toBe(true);

    // Cancelling changes nothing; taking more than there is is refused.
    await row.getByRole('button', { name: 'Disminuir stock' }).click();
    await dialog.getByLabel('Ingrese la cantidad').fill('3');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await row.getByRole('button', { name: 'Disminuir stock' }).click();
    await dialog.getByLabel('Ingrese la cantidad').fill('99');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('No hay suficiente stock: disponible 15').waitFor();
    await dialog.getByLabel('Ingrese la cantidad').fill('3');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(async () => (await row.innerText()).includes('12')).toBe(true);

    await page.goto(`${run.baseUrl}/#/inventory/reports`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder('Buscar').fill('dibujo E2E');
    const movements = page.locator('tbody tr');
    await expect.poll(() => movements.count()).toBe(3);
    const texts = await movements.allInnerTexts();
    expect(texts[0]).toMatch(/Salida[\s\S]*-3[\s\S]*12/);
    expect(texts[1]).toMatch(/Ingreso[\s\S]*5[\s\S]*15/);
    expect(texts[2]).toMatch(/Inventario inicial[\s\S]*10/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ExcelOut.xls');
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows.map((r) => [r.Producto, r.Motivo, r.Cantidad, r['Stock resultante']])).toEqual([
      [PRODUCT, 'Salida', -3, 12],
      [PRODUCT, 'Ingreso', 5, 15],
      [PRODUCT, 'Inventario inicial', 10, 10],
    ]);
    await page.context().close();
  });
});
