/**
 * Edits validate like creates (issue 29, item 3) in Chromium: the vehicle form, on its creation
 * tab and on an edit, shows 'Tienes Campos Vacios' as the alert the spec describes (part 2 §5)
 * and saves nothing; the gate's work shift edit does the same. Audited with axe, alert open.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit } from './axe';
import { atDashboard, login, newPage, startForFile } from './helpers';

const run = startForFile();

/** The information dialog with 'Tienes Campos Vacios', audited, then closed with Aceptar. */
async function emptyFieldsAlert(page: Page, what: string) {
  const info = page.getByRole('dialog', { name: 'Mensaje informativo' });
  await info.getByText('Tienes Campos Vacios').waitFor();
  expect(await audit(page), what).toEqual([]);
  await info.getByRole('button', { name: 'Aceptar' }).click();
  await info.waitFor({ state: 'detached' });
}

describe('las ediciones validan como la creación', () => {
  it('el vehículo: Tienes Campos Vacios como alerta al crear y al editar, sin guardar nada', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);

    await page.goto(`${run.baseUrl}/#/schoolroutes/vehicles/create`);
    await page.getByRole('textbox', { name: /^Placa/ }).fill('QRS321');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await emptyFieldsAlert(page, 'la creación de un vehículo con la alerta');
    expect(page.url()).toMatch(/#\/schoolroutes\/vehicles\/create$/);

    // The demo's Buseta Norte, its brand cleared.
    await page.goto(`${run.baseUrl}/#/schoolroutes/vehicles`);
    await page.locator('tbody tr', { hasText: 'WXK481' }).click();
    await page.waitForURL(/#\/schoolroutes\/vehicles\/\d+$/);
    const brand = page.getByRole('textbox', { name: /^Marca/ });
    await expect.poll(() => brand.inputValue()).toBe('Chevrolet NPR');
    await brand.fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await emptyFieldsAlert(page, 'la edición de un vehículo con la alerta');
    expect(page.url()).toMatch(/#\/schoolroutes\/vehicles\/\d+$/);

    // Nothing was saved: read again, the brand is the old one.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: /^Marca/ }).inputValue()).toBe('Chevrolet NPR');
    await page.context().close();
  });

  it('el turno de control de acceso: sin nombre, Tienes Campos Vacios, y conserva el suyo', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/controlacceso/turns`);
    await page.locator('tbody tr', { hasText: 'Jornada mañana' }).click();
    await page.waitForURL(/#\/controlacceso\/turns\/\d+$/);
    const name = page.getByRole('textbox', { name: /^Nombre/ });
    await expect.poll(() => name.inputValue()).toBe('Jornada mañana');
    await name.fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await emptyFieldsAlert(page, 'la edición de un turno con la alerta');
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Nombre/ }).inputValue())
      .toBe('Jornada mañana');
    await page.context().close();
  });
});
