import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import type { Page } from 'playwright-core';
import { atDashboard, launchChromium, login, newPage, startForFile } from './helpers';
import { audit } from './axe';
import { readWithCamera, writeQrVideo } from './fake-camera';
import { maskCode } from '../../src/domain/credentials';

const PASSWORD = 'Demo2026!';
const STUDENT = { name: 'Valentina Gómez Rojas', num_doc: '1098765432' };
const WITHOUT_CREDENTIAL = { name: 'Santiago Pérez Díaz', num_doc: '1098765433' };
const run = startForFile();

async function asAdmin(page: Page) {
  await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
  await atDashboard(page);
}

async function findByDocument(page: Page, path: string, document: string) {
  await page.goto(`${run.baseUrl}/#${path}`);
  await page.getByTestId('carnet-search').fill(document);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

describe('carnets en el navegador', () => {
  let credentialUrl = '';
  let code = '';

  it('valida por documento, recarga y descarga con los mensajes del sistema', async () => {
    const page = await newPage(run);
    await asAdmin(page);

    await findByDocument(page, '/admin/validatecarnet', STUDENT.num_doc);
    await page.waitForURL(/#\/admin\/carnets\/recargar\/\d+$/);
    credentialUrl = page.url();
    await page.getByText(STUDENT.name).waitFor();
    expect(await page.getByTestId('carnet-saldo').innerText()).toBe('$15.000');
    code = (await page.getByTestId('carnet-code').innerText()).trim();
    expect(code).toMatch(/^CRN[A-Z0-9]{24}$/);
    expect(await page.getByTestId('carnet-qr').count()).toBe(1);

    await page.getByRole('textbox', { name: 'Recargar' }).fill('999');
    await page.getByRole('button', { name: 'Recargar' }).click();
    await page.getByText('El varlor de la recarga debe ser mayor a $1.000').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();

    // A typo is seen before money moves: the confirmation shows the amount large, cancelled moves nothing.
    await page.getByRole('textbox', { name: 'Recargar' }).fill('50000');
    await page.getByRole('button', { name: 'Recargar' }).click();
    const confirmation = page.getByRole('dialog', {
      name: `¿Recargar $50.000 al carnet de ${STUDENT.name}?`,
    });
    await confirmation.waitFor();
    expect(await confirmation.getByTestId('money-confirm-amount').innerText()).toBe('$50.000');
    expect(await confirmation.getByTestId('money-confirm-balance').innerText()).toBe('Nuevo saldo: $65.000');
    expect(await audit(page), 'la confirmación de una recarga').toEqual([]);
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await confirmation.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('carnet-saldo').innerText()).toBe('$15.000');

    await page.getByRole('textbox', { name: 'Recargar' }).fill('5000');
    await page.getByRole('button', { name: 'Recargar' }).click();
    await page.getByRole('button', { name: 'Sí, recargar' }).click();
    await page.getByText('Nuevo saldo disponible $20.000').waitFor();
    await page.waitForURL(/#\/admin\/validatecarnet$/);

    await findByDocument(page, '/admin/validatecarnet/desc', STUDENT.num_doc);
    await page.waitForURL(/#\/admin\/carnets\/descarga\/\d+$/);
    expect(await page.getByTestId('carnet-saldo').innerText()).toBe('$20.000');
    await page.getByRole('textbox', { name: 'Descargar' }).fill('25000');
    await page.getByRole('button', { name: 'Descargar' }).click();
    await page.getByText('El valor a descargar supera el saldo disponible ($20.000)').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('textbox', { name: 'Descargar' }).fill('2000');
    await page.getByRole('button', { name: 'Descargar' }).click();
    const deduction = page.getByRole('dialog', { name: `¿Descargar $2.000 del carnet de ${STUDENT.name}?` });
    expect(await deduction.getByTestId('money-confirm-balance').innerText()).toBe('Nuevo saldo: $18.000');
    await deduction.getByRole('button', { name: 'Sí, descargar' }).click();
    await page.getByText('Nuevo saldo disponible $18.000').waitFor();
    // Spec part 1 §2: after a deduction the app goes to /admin/validatecarnet.
    await page.waitForURL(/#\/admin\/validatecarnet$/);
    await page.context().close();
  });

  it('muestra ambos movimientos en el reporte de recargas y los exporta', async () => {
    const page = await newPage(run);
    await asAdmin(page);
    await page.goto(`${run.baseUrl}/#/admin/carnets/reports`);
    await page.getByText('REPORTES DE RECARGAS').waitFor();
    expect(await page.getByRole('button', { name: 'Excel' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Buscar' }).click();
    // Newest first: today's two movements lead the first page.
    const rows = page.locator('tbody tr', { hasText: STUDENT.name });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    const texts = await rows.allInnerTexts();
    expect(texts.some((t) => t.includes('$5.000') && t.includes('$20.000'))).toBe(true);
    expect(texts.some((t) => t.includes('-$2.000') && t.includes('$18.000'))).toBe(true);
    // A code is a bearer secret: the report names the card by its last characters only (a row's details).
    expect(texts.every((t) => !t.includes(code))).toBe(true);
    for (const button of await rows.getByRole('button', { name: /^Detalles de / }).all()) {
      await button.click();
      const details = await page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).innerText();
      expect(details).toContain(maskCode(code));
      expect(details).not.toContain(code);
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ExcelOut.xlsx');
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    const mine = sheet.filter((r) => r.Usuario === STUDENT.name);
    expect(mine.map((r) => r.Recarga)).toEqual(expect.arrayContaining([5000, -2000]));
    expect(mine.find((r) => r.Recarga === 5000)).toMatchObject({
      'Saldo previo': 15000,
      'Saldo nuevo': 20000,
      Acudiente: 'María Rojas Pérez',
      Código: maskCode(code),
    });
    expect(JSON.stringify(sheet)).not.toMatch(/CRN[A-Z0-9]{24}/);

    await page.getByLabel('Fecha inicial').fill('2018-01-01');
    await page.getByLabel('Fecha final').fill('2018-01-02');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('No se encontraron registros para la consulta').waitFor();
    expect(await page.getByRole('button', { name: 'Excel' }).count()).toBe(0);
    await page.context().close();
  });

  it('lee el QR del carnet con la cámara y con un lector USB, y lleva a su recarga', async () => {
    const video = writeQrVideo(code, join(tmpdir(), `qr-${randomUUID()}.y4m`));
    const cameraBrowser = await launchChromium(video);
    try {
      const page = await newPage(run, cameraBrowser);
      await page.context().grantPermissions(['camera'], { origin: run.baseUrl });
      await asAdmin(page);
      const consoleErrors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      await page.goto(`${run.baseUrl}/#/admin/validatecarnet`);
      const close = page.getByRole('button', { name: 'Cerrar cámara' });
      await readWithCamera(
        page,
        () => page.waitForURL(credentialUrl, { timeout: 15_000 }),
        {
          open: () => page.getByRole('button', { name: 'Escanear QR' }).click(),
          close: async () => (await close.count()) && close.click(),
        },
        () => `. Consola: ${consoleErrors.join(' | ')}`,
      );
      await page.getByText(STUDENT.name).waitFor();
      await page.context().close();
    } finally {
      await cameraBrowser.close();
    }

    const page = await newPage(run);
    await asAdmin(page);
    await page.goto(`${run.baseUrl}/#/admin/validatecarnet`);
    // A USB scanner types the code into the focused field and presses Enter.
    await page.getByTestId('carnet-search').waitFor();
    await page.keyboard.type(code, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.waitForURL(credentialUrl);
    await page.context().close();
  }, 150_000); // room for three camera tries (readWithCamera)

  it('crea el carnet de quien no lo tiene a partir de su documento', async () => {
    const page = await newPage(run);
    await asAdmin(page);
    await page.goto(`${run.baseUrl}/#/admin/carnets/create`);
    await page.getByLabel('Documento de usuario a buscar').fill('0000000');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('No Existe Usuario').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByLabel('Documento de usuario a buscar').fill(WITHOUT_CREDENTIAL.num_doc);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText(WITHOUT_CREDENTIAL.name).waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/admin\/carnets\/recargar\/\d+$/);
    expect(await page.getByTestId('carnet-saldo').innerText()).toBe('$0');
    await page.context().close();
  });

  it('el reporte global exige todos los campos y muestra el saldo corrido', async () => {
    const page = await newPage(run);
    await asAdmin(page);
    await page.goto(`${run.baseUrl}/#/admin/general`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Todos los campos son obligatorios').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByLabel('Número de documento').fill(STUDENT.num_doc);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    const last = await rows.last().innerText();
    expect(last).toContain('Descarga');
    expect(last).toContain('$18.000');
    await page.context().close();
  });
});
