/**
 * The administration in the browser, its users and roles: a user created, found and exported, a role's
 * required description, what the cashier's role sees, a password reset, a user with history deactivated.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { audit } from './axe';
import { atDashboard, choose, login, menuLabels, newPage, startForFile } from './helpers';

const PASSWORD = 'Demo2026!';
const run = startForFile();

describe('administración en el navegador', () => {
  it('crea un usuario, lo encuentra con el filtro y lo exporta a Excel', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(page);

    await page.goto(`${run.baseUrl}/#/admin/users/list`);
    await page.waitForURL(/#\/admin\/users$/);
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.waitForURL(/#\/admin\/users\/create$/);
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía Fernández');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia.fernandez@colegio.demo');
    await choose(page, 'Tipo de documento', 'Cédula de ciudadanía');
    await page.getByRole('textbox', { name: 'Número de documento' }).fill('52123456');
    await choose(page, 'Rol', 'Secretaría');
    // Typed twice: two different passwords are refused on the form, and nothing is sent.
    let creates = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/users') creates += 1;
    });
    await page.locator('input[name="password"]').fill('Clave-segura-1');
    await page.locator('input[name="password_confirmation"]').fill('Clave-segura-2');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Las constraseñas no coinciden.').waitFor();
    expect(await audit(page)).toEqual([]);
    expect(creates).toBe(0);
    expect(page.url()).toMatch(/#\/admin\/users\/create$/);
    await page.locator('input[name="password_confirmation"]').fill('Clave-segura-1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/admin\/users$/);
    expect(creates).toBe(1);

    await page.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder('Buscar').fill('Fernández');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').first().innerText()).toContain('lucia.fernandez@colegio.demo');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ExcelOut.xls');
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Nombre: 'Lucía Fernández',
      'Correo electrónico': 'lucia.fernandez@colegio.demo',
      Rol: 'Secretaría',
    });

    await page.getByRole('button', { name: 'Limpiar' }).click();
    // Some 300 active users now (the demo's staff and students, and Lucía): a full first page of 10.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    await page.context().close();
  });

  it('exige la descripción del rol con el mensaje del sistema anterior', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/admin/roles/create`);
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Cocina');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mensaje informativo' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('La descripcion es obligatoria');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();

    // Children of a permission appear once the parent is ticked.
    await page.getByLabel('Descripción').fill('Preparación de pedidos');
    expect(await page.getByLabel('Proceso alistamiento').count()).toBe(0);
    await page.getByLabel('Cafetería', { exact: true }).check();
    await page.getByLabel('Proceso alistamiento').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/admin\/roles$/);
    await expect.poll(() => page.getByText('Preparación de pedidos').isVisible()).toBe(true);
    await page.context().close();
  });

  it('al cajero solo le muestra vender y pedidos de cafetería y papelería, y el servidor le niega la administración', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'cajero@colegio.demo', PASSWORD);
    await atDashboard(page);
    await page.getByText('Use el menú de la izquierda').waitFor();
    const labels = await menuLabels(page);
    for (const other of [
      'Administración',
      'Usuarios',
      'Roles',
      'Colegios',
      'Turnos',
      'Carnets',
      'Inventario',
      'Escritorio',
      'Productos',
      'Reversiones',
      'Reportes',
    ]) {
      expect(labels).not.toContain(other);
    }
    // A cashier sells and sees their orders: nothing more.
    expect([...new Set(labels)].sort()).toEqual(['Cafetería', 'Papelería']);
    await page.locator('.RaSidebar-fixed').getByText('Cafetería').click();
    await page.locator('.RaSidebar-fixed').getByText('Vender').waitFor();
    expect([...new Set(await menuLabels(page))].sort()).toEqual([
      'Cafetería',
      'Papelería',
      'Pedidos',
      'Vender',
    ]);

    const status = await page.evaluate(async () => {
      const response = await fetch('/api/admin/users', {
        headers: { Authorization: `Bearer ${localStorage.getItem('tokenAdmin')}` },
      });
      return { status: response.status, body: await response.json() };
    });
    expect(status.status).toBe(403);
    expect(status.body).toMatchObject({ code: 0, reason: 'forbidden' });

    await page.goto(`${run.baseUrl}/#/admin/users`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(0);
    await page.context().close();
  });

  it('restablece una contraseña: se muestra una vez y obliga a cambiarla al ingresar', async () => {
    const admin = await newPage(run);
    await login(admin, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(admin);
    await admin.goto(`${run.baseUrl}/#/admin/users`);
    // With the demo's students, Sandra Secretaria is on the second page by name: search for her.
    await admin.locator('tbody tr').first().waitFor();
    await admin.getByPlaceholder('Buscar').fill('secretaria@');
    const row = admin.locator('tbody tr', { hasText: 'secretaria@colegio.demo' });
    await row.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await admin.getByText('¿Confirma que desea reestablecer contraseña?').waitFor();
    await admin.getByRole('button', { name: 'Aceptar' }).click();
    await admin.getByText('contraseña restablecida').waitFor();
    const temporary = (await admin.getByTestId('temporary-password').innerText()).trim();
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    await admin.context().close();

    const user = await newPage(run);
    await login(user, run.baseUrl, 'secretaria@colegio.demo', temporary);
    await user.waitForURL(/#\/admin\/users\/profile$/);
    await user.getByText('Elija una nueva contraseña para continuar').waitFor();
    expect(await user.getByLabel('Número de documento').isEditable()).toBe(false);
    // A new password needs the current one: here the temporary password just used to sign in.
    await user.getByLabel('Nueva contraseña').fill('Otra-clave-2026');
    await user.getByLabel('Contraseña actual').fill(temporary);
    await user.getByLabel('Confirmar contraseña').fill('distinta-clave');
    await user.getByRole('button', { name: 'Guardar' }).click();
    await user.getByText('Password y confirmacion deben coincidir').waitFor();
    await user.getByLabel('Confirmar contraseña').fill('Otra-clave-2026');
    await user.getByRole('button', { name: 'Guardar' }).click();
    await atDashboard(user);
    await user.context().close();
  });

  it('desactiva en lugar de eliminar a quien tiene historial, y lo reactiva desde la lista de inactivos', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/admin/users`);
    // Among some 300 users the cashier is found first (typed once the list has loaded).
    await page.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder('Buscar').fill('cajero@colegio.demo');
    // The cashier signed in earlier in this suite: that is history.
    const row = page.locator('tbody tr', { hasText: 'cajero@colegio.demo' });
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('¿Confirma que deseas eliminar el elemento?').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('El usuario tiene historial: se desactivó en lugar de eliminarse').waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await page.getByRole('link', { name: 'Usuarios inactivos' }).click();
    await page.waitForURL(/#\/admin\/users\/dels$/);
    const inactive = page.locator('tbody tr', { hasText: 'cajero@colegio.demo' });
    await inactive.getByRole('button', { name: 'Reactivar' }).click();
    await page.getByText('Usuario reactivado').waitFor();
    await expect.poll(() => inactive.count()).toBe(0);
    await page.context().close();
  });
});
