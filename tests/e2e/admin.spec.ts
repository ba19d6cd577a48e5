/**
 * The administration in the browser, its shell: signing in, the server's failures as one dialog,
 * the profile's accessibility and the 404 page. Users, roles and what a role sees: admin-users.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { audit } from './axe';
import { atDashboard, login, newPage, startForFile } from './helpers';

const PASSWORD = 'Demo2026!';
const run = startForFile();

describe('administración en el navegador', () => {
  it('lleva al ingreso, rechaza una contraseña errada con el diálogo y entra al escritorio', async () => {
    const page = await newPage(run);
    await page.goto(`${run.baseUrl}/`);
    await page.waitForURL(/#\/auth\/login$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Bienvenido' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Inicie sesión con su cuenta').isVisible()).toBe(true);

    await login(page, run.baseUrl, 'admin@colegio.demo', 'equivocada');
    const dialog = page.getByRole('dialog', { name: 'Mensaje Informativo' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Usuario o contraseña incorrectos');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();

    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await atDashboard(page);
    await page.getByTestId('tile-users').waitFor();
    // 5 staff members (the guard and the storekeeper too) and the demo's 300 students.
    expect(await page.getByTestId('tile-users').innerText()).toContain('305');
    expect(await page.evaluate(() => localStorage.getItem('tokenAdmin'))).toBeTruthy();
    await page.context().close();
  });

  it("muestra 'Ocurrio un error procesando la peticion.' en un solo diálogo cuando el servidor falla o no responde; la lista de roles dice 'algo salio mal'", async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(page);
    // The roles list answers 500 (as the server does for a bug).
    const roles = (url: URL) => url.pathname === '/api/admin/roles';
    await page.route(roles, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 0,
          message: 'Ocurrio un error procesando la peticion.',
          data: null,
          reason: 'server_error',
        }),
      }),
    );
    await page.goto(`${run.baseUrl}/#/admin/roles`);
    const dialog = page.getByRole('dialog', { name: 'Mensaje informativo' });
    await dialog.getByText('Ocurrio un error procesando la peticion.').waitFor();
    await page.getByText('algo salio mal').first().waitFor();
    expect(await dialog.count()).toBe(1);
    expect(await audit(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A refusal (4xx) is the screen's own message: no dialog.
    await page.unroute(roles);
    await page.route(roles, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 0,
          message: 'No tiene permiso para esta acción',
          data: null,
          reason: 'forbidden',
        }),
      }),
    );
    await page.goto(`${run.baseUrl}/#/admin/schools`);
    await page.locator('tbody tr').first().waitFor();
    // The last notice gone first: what shows next is this visit's.
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await page.goto(`${run.baseUrl}/#/admin/roles`);
    await page.getByText('algo salio mal').first().waitFor();
    expect(await dialog.count()).toBe(0);

    // No answer at all (the network): the same dialog, with the network's sentence.
    await page.unroute(roles);
    await page.route(roles, (route) => route.abort('connectionrefused'));
    await page.goto(`${run.baseUrl}/#/admin/schools`);
    await page.locator('tbody tr').first().waitFor();
    // The last notice gone first: what shows next is this visit's.
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await page.goto(`${run.baseUrl}/#/admin/roles`);
    await dialog
      .getByText('Ocurrio un error procesando la peticion. No se pudo conectar con el servidor.', {
        exact: false,
      })
      .waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('el perfil no tiene violaciones graves de axe-core', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/admin/users/profile`);
    // Its document is read-only, with a note under it (it failed colour contrast).
    await page.getByText('No se puede modificar').waitFor();
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });

  it('muestra la página 404 con un camino de vuelta', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/no/existe`);
    await page.getByText("Oops! You're lost.").waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await atDashboard(page);
    await page.context().close();
  });
});
