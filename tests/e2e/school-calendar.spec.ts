/**
 * Issue 53, the school calendar in Chromium: the administrator reads the year's national holidays
 * the demo starts with, removes one, adds a day without classes (a blank name refused under its
 * field first), saves, and finds it after a reload; «Cargar festivos de Colombia» puts the removed
 * holiday back. Axe-clean, and at 360 px nothing scrolls sideways.
 */
import { describe, expect, it } from 'vitest';
import { audit } from './axe';
import { atDashboard, choose, login, newContext, newPage, startForFile } from './helpers';

const run = startForFile();

describe('calendario escolar', () => {
  it('quita un festivo, agrega un día sin clases, guarda y vuelve a cargar los festivos', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/admin/calendar`);
    const rows = page.getByTestId('day-off');
    await expect.poll(() => rows.count()).toBe(18);
    expect(await rows.first().innerText()).toMatch(/^jueves, 1 de enero de 2026\s+Festivo\s+Año Nuevo/);
    expect(await audit(page)).toEqual([]);

    await page.getByRole('button', { name: 'Quitar el jueves, 1 de enero de 2026' }).click();
    await expect.poll(() => rows.count()).toBe(17);
    await page.getByText('Hay cambios sin guardar.').waitFor();

    const form = page.getByRole('form', { name: 'Agregar un día sin clases' });
    await form.getByLabel('Fecha').fill('2026-06-16');
    await choose(page, 'Tipo', 'Sin clases');
    await form.getByRole('button', { name: 'Agregar día' }).click();
    await form.getByText('Cada día sin clases necesita su nombre o motivo').waitFor();
    await form.getByLabel('Nombre o motivo').fill('Jornada pedagógica');
    await form.getByRole('button', { name: 'Agregar día' }).click();
    await expect.poll(() => rows.count()).toBe(18);
    await page.getByRole('button', { name: 'Guardar calendario' }).click();
    await page.getByText('Calendario escolar guardado').waitFor();

    await page.reload();
    await expect.poll(() => rows.count()).toBe(18);
    const text = await page.getByTestId('days-off').innerText();
    expect(text).toContain('martes, 16 de junio de 2026');
    expect(text).toContain('Jornada pedagógica');
    expect(text).not.toContain('Año Nuevo');

    await page.getByRole('button', { name: 'Cargar festivos de Colombia de 2026' }).click();
    await page.getByText('Se agregaron 1 festivo.').waitFor();
    await expect.poll(() => rows.count()).toBe(19);
    expect(await audit(page)).toEqual([]);

    // On a phone (a device of its own): each row keeps its remove button in sight, nothing scrolls sideways.
    const context = await newContext(run, run.browser, {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await context.newPage();
    await login(phone, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(phone);
    await phone.goto(`${run.baseUrl}/#/admin/calendar`);
    await expect.poll(() => phone.getByTestId('day-off').count()).toBe(18);
    const box = await phone
      .getByRole('button', { name: /^Quitar el / })
      .first()
      .boundingBox();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(
      await phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    expect(await audit(phone)).toEqual([]);
  });
});
