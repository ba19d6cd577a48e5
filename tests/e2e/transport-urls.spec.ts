/**
 * School transport (issue 15), the spec's addresses in Chromium: the list, create and edit/{id} URLs of the
 * routes, the assignment and the report (issue 29 item 4), the route's students on the map from its answer,
 * and the seats guard at the vehicle's door.
 */
import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../src/domain/transport';
import { adminCalls } from './admin-calls';
import { audit } from './axe';
import { atDashboard, login, newPage, startForFile } from './helpers';

const run = startForFile();

describe('rutas escolares', () => {
  it('abre las direcciones de la especificación (list, create, edit/{id}) de rutas, asignación y reporte; la ruta trae sus estudiantes con su casa', async () => {
    // The office's setup through the API: an afternoon route of two students with their homes.
    const call = await adminCalls(run);
    const idOf = async (doc: string) =>
      (await call<{ user: { id: number } }>('GET', `/api/admin/carnets/${doc}`)).user.id;
    const [driver] = await call<{ id: number }[]>('GET', '/api/schoolroutes/drivers');
    const [monitor] = await call<{ id: number }[]>('GET', '/api/schoolroutes/monitors');
    const van = await call<{ id: number }>('POST', '/api/schoolroutes/vehicles', {
      placa: 'DIR222',
      nombre_ruta: 'Van Direcciones',
      sillas: 2,
      marca: 'Renault',
      categoria: 'Van',
      observaciones: 'Dos sillas',
    });
    const route = await call<RouteRecord>('POST', '/api/schoolroutes/routes', {
      nombreRuta: 'Ruta Direcciones',
      hora_inicio: '12:40',
      id_jornada: 2,
      idConductor: driver.id,
      idMonitor: monitor.id,
      idVehiculo: van.id,
      alumnos: [{ id_user: await idOf('1098765436') }, { id_user: await idOf('1098765441') }],
    });
    // The answer's read-only students carry the homes the map draws.
    expect(route.estudiantes.map((e) => [e.num_doc, typeof e.latitud, typeof e.longitud])).toEqual([
      ['1098765436', 'number', 'number'],
      ['1098765441', 'number', 'number'],
    ]);
    const [first, second] = route.estudiantes.map((e) => e.name);

    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);

    // edit/{id}: the manager on that route, its riders in order and their stops on the map.
    await page.goto(`${run.baseUrl}/#/schoolroutes/routes/edit/${route.id}`);
    const riders = page.getByTestId('route-rider');
    // The page's first load (its lazy code, the route): the page's default wait, then the order.
    await riders.nth(1).waitFor();
    expect(await riders.locator('td:nth-child(2) p').allInnerTexts()).toEqual([first, second]);
    await page.getByRole('combobox', { name: /^Ruta Ruta Direcciones \(Tarde, 12:40\)/ }).waitFor();
    const map = page.getByTestId('route-map');
    await map.getByTitle(`1. ${first}`).waitFor();
    await map.getByTitle(`2. ${second}`).waitFor();
    await page.getByRole('button', { name: 'Editar' }).waitFor();
    expect(await audit(page), 'el gestor abierto en edit/{id}').toEqual([]);

    // create: the manager on 'Nueva ruta', empty, with Guardar.
    await page.goto(`${run.baseUrl}/#/schoolroutes/routes/create`);
    await page.getByRole('button', { name: 'Guardar' }).waitFor();
    expect(await page.getByLabel('Nombre de la ruta').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    expect(await audit(page), 'el gestor abierto en create').toEqual([]);

    // A route that does not exist: the server's message, nothing selected.
    await page.goto(`${run.baseUrl}/#/schoolroutes/routes/edit/999999`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('La ruta no existe').waitFor();
    expect(await audit(page), 'una ruta que no existe').toEqual([]);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByLabel('Nombre de la ruta').count()).toBe(0);

    // list: the manager itself.
    await page.goto(`${run.baseUrl}/#/schoolroutes/routes/list`);
    await page.waitForURL(/#\/schoolroutes\/routes$/);
    await page.getByRole('combobox', { name: /^Ruta/ }).waitFor();

    // The assignment's list, create and edit/{id}: its page.
    for (const alias of ['list', 'create', 'edit/3']) {
      await page.goto(`${run.baseUrl}/#/schoolroutes/asignate/${alias}`);
      await page.waitForURL(/#\/schoolroutes\/asignate$/);
      await page.getByRole('combobox', { name: /^Curso/ }).waitFor();
    }
    expect(await audit(page), 'la asignación desde sus direcciones').toEqual([]);

    // The report: edit/{id} on that route, list and create on the page.
    await page.goto(`${run.baseUrl}/#/schoolroutes/reports/edit/${route.id}`);
    await page.getByRole('combobox', { name: /^Ruta Ruta Direcciones \(Tarde, 12:40\)/ }).waitFor();
    await page.getByTestId('today-summary').waitFor();
    expect(await audit(page), 'el reporte abierto en edit/{id}').toEqual([]);
    for (const alias of ['list', 'create']) {
      await page.goto(`${run.baseUrl}/#/schoolroutes/reports/${alias}`);
      await page.waitForURL(/#\/schoolroutes\/reports$/);
      await page.getByRole('tab', { name: 'A bordo ahora' }).waitFor();
    }

    // The seats guard at the vehicle's door: its two riders do not fit in one seat.
    await page.goto(`${run.baseUrl}/#/schoolroutes/vehicles/${van.id}`);
    const seats = page
      .getByRole('spinbutton', { name: /^Sillas/ })
      .or(page.getByRole('textbox', { name: /^Sillas/ }));
    await seats.fill('1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText('El vehículo DIR222 tiene 1 silla: el lunes irían 2 estudiantes en la jornada de la tarde')
      .first()
      .waitFor();
    expect(await audit(page), 'el vehículo con sillas de menos').toEqual([]);
    expect((await call<{ sillas: number }>('GET', `/api/schoolroutes/vehicles/${van.id}/edit`)).sillas).toBe(
      2,
    );
    await page.context().close();
  });
});
