/**
 * Issue 53, item 5, the buses' papers on a 360 px phone in Chromium: the administrator's desk warns
 * of the demo bus whose SOAT is due in 20 days; «Ver papeles» opens the papers page, most urgent
 * first, whose «Exportar Excel» downloads the same papers; the vehicles list shows the count and
 * its link. Axe-clean, and nothing scrolls sideways.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { audit } from './axe';
import { atDashboard, login, newContext, startForFile } from './helpers';

const run = startForFile();

const fitsWidth = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

describe('papeles de vehículos y conductores', () => {
  it('avisa en el escritorio, lista los papeles y los exporta, en un teléfono', async () => {
    const context = await newContext(run, run.browser, {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);

    const card = page.getByTestId('papers-due');
    await card.getByText('Papeles de transporte por atender').waitFor();
    await card.getByText('1 papel vencido, sin registrar o por vencer').waitFor();
    await card.getByText('SOAT: WXK481').waitFor();
    await card.getByText('Vence en 20 días').waitFor();
    expect(await page.evaluate(fitsWidth)).toBe(true);
    expect(await audit(page), 'el escritorio con el aviso de papeles').toEqual([]);

    await card.getByRole('link', { name: 'Ver papeles' }).click();
    await page.waitForURL(/#\/schoolroutes\/papers$/);
    const items = page.getByTestId('papers-list').getByRole('listitem');
    // 3 buses with 3 papers each and 3 drivers' licences; the SOAT due first.
    await expect.poll(() => items.count()).toBe(12);
    expect(await items.first().innerText()).toMatch(/^SOAT: WXK481\s+N\.º SOAT-WXK481-01 · vence el /);
    await items.first().getByText('Vence en 20 días').waitFor();
    expect(await items.nth(1).innerText()).toContain('Vigente');
    expect(await page.evaluate(fitsWidth)).toBe(true);
    expect(await audit(page), 'la página de papeles en un teléfono').toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('PapelesTransporte.xlsx');
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({
      Documento: 'SOAT',
      'Vehículo o conductor': 'WXK481',
      'Días restantes': 20,
    });

    // The line opens the bus's form, where its papers are recorded.
    await items.first().getByRole('link', { name: 'SOAT: WXK481' }).click();
    await page.getByRole('textbox', { name: /^Número del SOAT/ }).waitFor();

    await page.goto(`${run.baseUrl}/#/schoolroutes/vehicles`);
    const warning = page.getByTestId('papers-warning');
    await warning.getByText('1 papel vencido, sin registrar o por vencer').waitFor();
    await warning.getByRole('link', { name: 'Ver papeles' }).click();
    await page.waitForURL(/#\/schoolroutes\/papers$/);
    await context.close();
  });
});
