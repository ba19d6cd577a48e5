/**
 * The sign-in frame in Chromium (issue 52): a browser without a session downloads the sign-in
 * alone, and react-admin's shell (the App chunk) only once someone signs in; a page asked for
 * before signing in opens after it; a logout brings the frame back and the next person, a cashier,
 * starts from a clean back office with only their own menu.
 */
import { describe, expect, it } from 'vitest';
import { audit } from './axe';
import { atDashboard, login, menuLabels, newPage, startForFile } from './helpers';

const run = startForFile();
const shellChunk = (path: string) => /\/assets\/App-[\w-]+\.js$/.test(path);

describe('el ingreso', () => {
  it('carga solo el formulario antes de ingresar, abre la página pedida y, al salir, deja limpio el back office', async () => {
    const page = await newPage(run);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(`${run.baseUrl}/#/cafeteria/requests`);
    await page.getByLabel('Correo electrónico').waitFor();
    await page.waitForURL(/#\/auth\/login$/);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(shellChunk)).toEqual([]);
    expect(await audit(page), 'el ingreso').toEqual([]);

    await page.getByLabel('Correo electrónico').fill('admin@colegio.demo');
    await page.getByLabel('Contraseña').fill('Demo2026!');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(/#\/cafeteria\/requests$/);
    await page.locator('.RaSidebar-fixed').waitFor();
    expect(scripts.filter(shellChunk)).toHaveLength(1);

    await page.getByRole('button', { name: /^Perfil / }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByLabel('Correo electrónico').waitFor();
    await page.waitForURL(/#\/auth\/login$/);
    expect(await page.locator('.RaSidebar-fixed').count()).toBe(0);

    await login(page, run.baseUrl, 'cajero@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    const menu = await menuLabels(page);
    expect(menu).toContain('Cafetería');
    expect(menu).not.toContain('Administración');
    await page.context().close();
  });
});
