/**
 * The offline tills' administrator screens in Chromium (issue 33): *Cajas*, where a till the
 * browser registered gets its name and allowance by keyboard (no «Nuevo»: it says why), and
 * *Ventas fuera de línea*, where a refused and a flagged late sale show with the totals per till,
 * filter by outcome and go to Excel. Audited with axe.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Till } from '../../src/domain/offline';
import { users } from '../../server/db/schema';
import { DEMO_STUDENT_INACTIVE_CREDENTIAL } from '../../server/demo/seed';
import { audit } from './axe';
import { atDashboard, choose, login, newPage, startForFile } from './helpers';

const PASSWORD = 'Demo2026!';
/** The till's code, made by the server when the till is created (beforeAll). */
let CODE: string;
const MATEO = '1098765435';
const run = startForFile();
let till: Till;
let token = '';

/** A call to the real server as the demo administrator (who also sells at the cafeteria). */
async function asAdmin<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await run.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (JSON.parse(res.body) as { data: T }).data;
}

const userId = async (doc: string) =>
  (await run.database.db.select({ id: users.id }).from(users).where(eq(users.num_doc, doc)))[0].id;

beforeAll(async () => {
  const signIn = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@colegio.demo', password: PASSWORD },
  });
  token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
  // A till made at the cafeteria's point of sale, which this browser chose.
  CODE = (await asAdmin<{ codigo: string }>('POST', '/api/cafeteria/tills', { nombre: 'Caja de la entrada' }))
    .codigo;
  till = await asAdmin<Till>('PUT', `/api/cafeteria/tills/${CODE}`);
});

async function signedIn(path: string): Promise<Page> {
  const page = await newPage(run);
  await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
  await atDashboard(page);
  await page.goto(`${run.baseUrl}/#${path}`);
  return page;
}

/** Selects what a field holds and types over it. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

describe('cajas fuera de línea en el navegador', () => {
  it('edita el nombre y el tope de una caja con el teclado; no hay «Nuevo» y dice por qué', async () => {
    const page = await signedIn('/admin/tills');
    const row = page.locator('tbody tr', { hasText: till.nombre });
    await row.waitFor();
    expect(await row.innerText()).toContain('$30.000');
    await page.getByText('Las cajas se crean desde el punto de venta').waitFor();
    expect(await page.getByRole('link', { name: 'Nuevo' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
    expect(await audit(page)).toEqual([]);

    await row.getByRole('link', { name: 'Editar' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`#/admin/tills/${till.id}$`));
    const name = page.getByRole('textbox', { name: /^Nombre/ });
    await expect.poll(() => name.inputValue()).toBe(till.nombre);
    await name.focus();
    await retype(page, 'Caja del patio');
    // Typed into the loaded form, not into one a late read then reset.
    await expect.poll(() => name.inputValue()).toBe('Caja del patio');
    await page.keyboard.press('Tab');
    await retype(page, '3000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await retype(page, '80');
    await page.keyboard.press('Enter');
    await page.getByText('El campo Horas sin conexión no puede ser mayor a 72').waitFor();
    expect(await audit(page)).toEqual([]);
    await retype(page, '8');
    await expect.poll(() => name.inputValue()).toBe('Caja del patio');
    await page.keyboard.press('Enter');

    await page.waitForURL(/#\/admin\/tills$/);
    await page.getByText('Actualizado').waitFor();
    const saved = page.locator('tbody tr', { hasText: 'Caja del patio' });
    await saved.waitFor();
    expect(await saved.innerText()).toContain('$3.000');
    // The till reads it on its next visit.
    expect(await asAdmin<Till>('PUT', `/api/cafeteria/tills/${CODE}`)).toMatchObject({
      nombre: 'Caja del patio',
      max_venta: 3_000,
      max_horas: 8,
    });
    await page.context().close();
  });

  it('muestra una venta rechazada y una marcada con los totales de la caja, filtra por estado y exporta', async () => {
    await asAdmin('PUT', `/api/admin/tills/${till.id}`, {
      nombre: 'Caja del patio',
      max_venta: 30_000,
      max_total: 1_500_000,
      max_horas: 8,
      sobregiro: 15_000,
      activa: 1,
    });
    const catalog = await asAdmin<{ products: { id: number; name: string; price: number }[] }>(
      'GET',
      '/api/cafeteria/pos/catalog',
    );
    const water = catalog.products.find((p) => p.name === 'Agua en botella 600 ml')!;
    // The till read its roster, naming itself, before it lost the server: its late sales are judged by it.
    const { leido_en: lista } = await asAdmin<{ leido_en: string }>(
      'GET',
      `/api/cafeteria/pos/roster?caja=${CODE}`,
    );
    const mateo = await userId(MATEO);
    const sell = (key: string, doc: number, count: number) =>
      asAdmin(
        'POST',
        '/api/cafeteria/requests/offline',
        {
          caja: CODE,
          lista,
          hecha_en: run.clock.now().toISOString(),
          id_user: doc,
          products: [{ id: water.id, count }],
          total: water.price * count,
        },
        { 'Idempotency-Key': key },
      );
    // Water blocked for Mateo after the till read its roster: charged and flagged. A credential
    // deactivated before it: refused.
    while (run.clock.nowMs() <= Date.parse(lista)) await new Promise((resolve) => setTimeout(resolve, 1));
    await asAdmin('POST', '/api/academic/productsblock', { id_user: mateo, products: [water.id], saldo: 0 });
    await sell('e2e-marcada', mateo, 2);
    await asAdmin('POST', '/api/academic/productsblock', { id_user: mateo, products: [], saldo: 0 });
    await sell('e2e-rechazada', await userId(DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc), 1);

    const page = await signedIn('/admin/offline-sales');
    const refused = page.locator('tbody tr', { hasText: 'Rechazada' });
    const flagged = page.locator('tbody tr', { hasText: 'Marcada' });
    await refused.waitFor();
    expect(await refused.innerText()).toContain('El carnet está inactivo');
    expect(await refused.innerText()).toContain(DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc);
    expect(await flagged.innerText()).toContain('Producto restringido');
    expect(await flagged.innerText()).toContain('$4.000');
    const totals = page.getByRole('table', { name: 'Totales por caja' });
    const patio = totals.locator('tbody tr', { hasText: 'Caja del patio' });
    await patio.waitFor();
    expect((await patio.innerText()).replace(/\s+/g, ' ')).toMatch(
      /1 venta · \$4\.000 1 venta · \$2\.000 \$4\.000/,
    );
    expect(await audit(page)).toEqual([]);

    await choose(page, 'Estado', 'Rechazada');
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Marcada' }).count()).toBe(0);
    await expect
      .poll(async () => (await patio.innerText()).replace(/\s+/g, ' '))
      .toMatch(/— — 1 venta · \$2\.000 \$0/);
    expect(await audit(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ExcelOut.xls');
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows).toEqual([
      expect.objectContaining({
        Caja: 'Caja del patio',
        Estado: 'Rechazada',
        Motivo: 'El carnet está inactivo',
        'Total de la caja': 2_000,
      }),
    ]);

    // The supervisor writes the refused sale off, saying why (a note is required).
    await refused.getByRole('button', { name: /^Descartar la venta de / }).click();
    const dialog = page.getByRole('dialog', { name: 'Descartar la venta fuera de línea' });
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await dialog.getByText('Escriba por qué se descarta la venta').waitFor();
    expect(await audit(page)).toEqual([]);
    await dialog
      .getByLabel('Por qué se descarta')
      .fill('Carnet bloqueado por pérdida; el colegio asume el costo');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Venta fuera de línea descartada').waitFor();
    await expect
      .poll(() => refused.innerText())
      .toContain(
        'Descartada por Administrador Demo: Carnet bloqueado por pérdida; el colegio asume el costo',
      );
    expect(await refused.getByRole('button', { name: /^Cobrar la venta de / }).count()).toBe(0);
    await page.context().close();
  });
});
