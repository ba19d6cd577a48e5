/**
 * What a staff member may not do, and what the next person at the same computer must not see:
 * the secretary cannot make herself administrator from her edit screen, and after a cashier
 * signs out the next one does not find the last customer on the sale screen.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../../server/db/schema';
import { atDashboard, choose, login, newPage, startForFile } from './helpers';

const run = startForFile();

describe('derechos y cambio de turno en el mismo computador', () => {
  it('la secretaria no puede darse el rol de administrador: lo dice y nada cambia', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'secretaria@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    const [me] = await run.database.db.select().from(users).where(eq(users.email, 'secretaria@colegio.demo'));
    await page.goto(`${run.baseUrl}/#/admin/users/${me.id}`);
    await page.getByRole('textbox', { name: 'Nombre' }).waitFor();
    await choose(page, 'Rol', 'Administrador');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('No puede asignar un rol con permisos que usted no tiene').first().waitFor();
    const [after] = await run.database.db.select().from(users).where(eq(users.id, me.id));
    const [secretaria] = await run.database.db.select().from(roles).where(eq(roles.name, 'Secretaría'));
    expect(after.id_rol).toBe(secretaria.id);
  });

  it('al cerrar sesión el cajero se lleva a su cliente: el siguiente empieza sin cliente validado', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'cajero@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await page.getByTestId('carnet-search').fill('1098765432');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/#\/cafeteria\/requests\/recreate$/);
    expect(await page.getByTestId('customer-name').innerText()).toBe('Valentina Gómez Rojas');

    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(/#\/auth\/login$/);

    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/recreate`);
    // No customer carried over: the sale screen sends back to validation.
    await page.waitForURL(/#\/cafeteria\/requests\/create$/);
    expect(await page.getByText('Valentina Gómez Rojas').count()).toBe(0);
  });
});
