import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import type { CredentialLookup } from '../../src/domain/credentials';
import type { PosCatalog, PurchaseResult } from '../../src/domain/orders';
import { atDashboard, login, newPage, startForFile } from './helpers';

const PASSWORD = 'Demo2026!';
const STUDENT = { name: 'Emiliano Moreno Silva', num_doc: '1098765441' };
const run = startForFile();
let orderId = 0;
let products = '';
let total = 0;

/** A call to the real server as the demo cashier. */
async function asCashier<T>(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
): Promise<T> {
  const res = await run.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (JSON.parse(res.body) as { data: T }).data;
}

beforeAll(async () => {
  // Today's sale, made by the cashier through the API as the point of sale makes it.
  const signIn = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'cajero@colegio.demo', password: PASSWORD },
  });
  const token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
  const found = await asCashier<CredentialLookup>('GET', `/api/admin/carnets/${STUDENT.num_doc}`, token);
  const catalog = await asCashier<PosCatalog>('GET', '/api/cafeteria/pos/catalog', token);
  const water = catalog.products.find((p) => p.name === 'Agua en botella 600 ml')!;
  const sale = await asCashier<PurchaseResult>('POST', '/api/cafeteria/requests', token, {
    id_user: found.user.id,
    products: [{ id: water.id, count: 2 }],
  });
  orderId = sale.order.id;
  products = sale.order.products;
  total = sale.order.total;
});

describe('reportes de la cafetería en el navegador', () => {
  it('busca las ventas de hoy, muestra el pedido y su total, y las exporta a Excel', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(page);
    // The spec's list URL leads to the page.
    await page.goto(`${run.baseUrl}/#/cafeteria/reports/list`);
    await page.waitForURL(/#\/cafeteria\/reports$/);
    await page.getByRole('heading', { level: 1, name: 'Reportes de cafetería' }).waitFor();
    for (const tab of [
      'Ventas diarias detalladas',
      'Ventas diarias por producto',
      'Movimientos por usuario',
      'Reversiones',
    ]) {
      expect(await page.getByRole('tab', { name: tab }).count(), tab).toBe(1);
    }

    const panel = page.getByRole('tabpanel');
    expect(await panel.getByRole('button', { name: 'Excel' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Buscar' }).click();
    const row = panel.locator('tbody tr', { hasText: STUDENT.name });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(String(orderId));
    expect(text).toContain(products);
    expect(text).toContain('$4.000');
    expect(total).toBe(4000);
    expect(await panel.getByTestId('report-summary').innerText()).toBe('1 venta · Total vendido $4.000');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ExcelOut.xlsx');
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(sheet).toEqual([
      expect.objectContaining({
        Pedido: orderId,
        Cliente: STUDENT.name,
        Documento: STUDENT.num_doc,
        Productos: products,
        Total: 4000,
      }),
    ]);

    // Another range without sales: the message, and no table nor Excel.
    await panel.getByLabel('Fecha inicial').fill('2019-01-01');
    await panel.getByLabel('Fecha final').fill('2019-01-02');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await panel.getByText('No se encontraron registros para la consulta').waitFor();
    expect(await panel.getByRole('button', { name: 'Excel' }).count()).toBe(0);
    await page.context().close();
  });

  it('los movimientos por usuario piden el usuario y lo buscan por documento', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/cafeteria/reports`);
    await page.getByRole('tab', { name: 'Movimientos por usuario' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('dialog').getByText('Usuario para busqueda es requerido').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();

    await panel.getByLabel('Documento del usuario').fill(STUDENT.num_doc);
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await panel.locator('tbody tr', { hasText: products }).waitFor();
    expect(await panel.getByTestId('report-summary').innerText()).toBe(
      `${STUDENT.name} (${STUDENT.num_doc}) · 1 compra · Total $4.000`,
    );
    await page.context().close();
  });
});
