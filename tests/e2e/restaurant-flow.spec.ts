/**
 * The restaurant's day (issue 14): the kitchen publishes the day's menu picture, a student is
 * served at the lunch line and given a second helping, the kitchen marks both Listo, the turn shows on the lunch
 * line's board and on the hall display beside the menu, and the manager finds the meal in the
 * detailed report (Generar) and exports it to Excel.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { demoPicture } from '../../server/demo/demo-images';
import type { CredentialLookup } from '../../src/domain/credentials';
import { audit } from './axe';
import { atDashboard, login, newPage, startForFile } from './helpers';

const STUDENT = { name: 'Valentina Gómez Rojas', shown: 'Valentina Rojas', num_doc: '1098765432' };

const run = startForFile();
beforeAll(async () => {
  // Enough balance for the meal and a second helping: a top-up at the office, through the API.
  const signIn = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@colegio.demo', password: 'Demo2026!' },
  });
  const headers = {
    authorization: `Bearer ${(JSON.parse(signIn.body) as { data: { token: string } }).data.token}`,
  };
  const found = await run.app.inject({
    method: 'GET',
    url: `/api/admin/carnets/${STUDENT.num_doc}`,
    headers,
  });
  const credential = (JSON.parse(found.body) as { data: CredentialLookup }).data.carnet!;
  const topUp = await run.app.inject({
    method: 'PUT',
    url: `/api/admin/carnets/${credential.id}`,
    headers,
    payload: { recarga: 50_000 },
  });
  expect(topUp.statusCode, topUp.body).toBe(200);
});

async function asAdmin(page: Page) {
  await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
  await atDashboard(page);
}

describe('el día del restaurante', () => {
  it('publica el menú, sirve, marca Listo, muestra el turno y lo encuentra en el reporte', async () => {
    const page = await newPage(run);
    await asAdmin(page);

    // Alistamiento: the day's menu picture above the meals to prepare.
    await page.goto(`${run.baseUrl}/#/restaurant/enlistment`);
    await page.getByRole('heading', { name: 'Menú del día' }).waitFor();
    await page.getByText('No hay menú publicado.').waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Seleccione la imagen del menú (.jpg o .png)').waitFor();
    await page.getByTestId('menu-file').setInputFiles({
      name: 'menu.png',
      mimeType: 'image/png',
      buffer: demoPicture({ hue: 30, shape: 'circle', size: 240 }),
    });
    await page.getByText('menu.png').waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('img', { name: 'Menú del día publicado' }).waitFor();
    await page.getByText(/^Publicado el /).waitFor();
    expect(await audit(page), 'Alistamiento con el menú publicado').toEqual([]);

    // The lunch line: a USB scanner types the document and Enter.
    await page.goto(`${run.baseUrl}/#/restaurant/requests`);
    await page.getByRole('switch', { name: 'Preparar' }).check();
    await page.getByTestId('lunch-code').fill(STUDENT.num_doc);
    await page.getByTestId('lunch-code').press('Enter');
    const message = page.getByTestId('lunch-message');
    await expect
      .poll(() => message.innerText().catch(() => ''))
      .toContain(`Almuerzo registrado para ${STUDENT.name}`);
    const turn = /Turno (\d+)/.exec(await message.innerText())?.[1];
    expect(turn).toBeDefined();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('No hay turnos listos.').waitFor();

    // A second helping, on purpose and confirmed: its own order.
    await page.getByRole('button', { name: `Otra porción para ${STUDENT.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Otra porción' }).click();
    await expect
      .poll(() => message.innerText().catch(() => ''))
      .toContain(`Otra porción registrada para ${STUDENT.name}`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The kitchen: Listo on both to prepare.
    await page.goto(`${run.baseUrl}/#/restaurant/enlistment`);
    const rows = page.locator('tbody tr', { hasText: STUDENT.name });
    await expect.poll(() => rows.count()).toBe(2);
    for (const left of [1, 0]) {
      await rows.first().getByRole('button', { name: 'Listo' }).click();
      await expect.poll(() => rows.count()).toBe(left);
    }

    // The lunch line's board shows the ready turn, as the hall does.
    await page.goto(`${run.baseUrl}/#/restaurant/requests`);
    const ready = page.getByTestId('lunch-ready');
    await expect.poll(() => ready.getByText(STUDENT.shown, { exact: true }).count()).toBe(2);
    expect(await ready.getByLabel(`Turno ${turn}`).count()).toBe(1);
    expect(await audit(page), 'la fila con un turno listo').toEqual([]);

    // The hall display: the turn card (first and third word of the name) beside the menu.
    await page.goto(`${run.baseUrl}/#/restaurante/turns`);
    const cards = page.getByTestId('turn-card').filter({ hasText: STUDENT.shown });
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.getByTestId('turn-number').allInnerTexts()).toContain(turn);
    await page.getByTestId('display-menu').getByRole('img', { name: 'Menú del día' }).waitFor();
    expect(await audit(page), 'la pantalla con el menú').toEqual([]);

    // The reports: nothing until Generar returns rows; then the row and its Excel.
    await page.goto(`${run.baseUrl}/#/restaurant/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reportes de restaurante' }).waitFor();
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByRole('button', { name: 'Excel' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Generar' }).click();
    const lines = panel.locator('tbody tr', { hasText: STUDENT.name });
    await expect.poll(() => lines.count()).toBe(2);
    expect(await audit(page), 'el reporte con su resultado').toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Excel' }).click(),
    ]);
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(sheet.filter((r) => r.Cliente === STUDENT.name)).toHaveLength(2);
    const mine = sheet.find((r) => r.Cliente === STUDENT.name);
    expect(mine).toMatchObject({ Documento: STUDENT.num_doc, Total: expect.any(Number) });
    expect(String(mine?.Acumulado)).toMatch(/^\d{1,3}(,\d{3})*$/);
    await page.context().close();
  });
});
