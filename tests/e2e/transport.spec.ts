/**
 * School transport (issue 15), as the coordinator works it in Chromium: a driver whose licence
 * expires soon (the information dialog after saving, the flag on the list); the vehicle form's
 * 'Tienes Campos Vacios'; a route of three students built, reordered (the map's numbers and line
 * follow), a weekday switched off, saved and reloaded; today's riders and their Excel; news on
 * it; a student of a course assigned to it; a student boarded by QR through the fake camera and
 * seen on board by the coordinator; the spec's list, create and edit/{id} URLs of the routes, the
 * assignment and the report (issue 29 item 4), the route's students on the map from its answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { localDate } from '../../server/time';
import { weekdayOf, type RouteRecord } from '../../src/domain/transport';
import { audit } from './axe';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readWithCamera, showsWithin, writeQrVideo } from './fake-camera';
import { choose, launchChromium, login, newPage, startAll, type Running } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await startAll();
});
afterAll(() => run?.stop());

/** 'YYYY-MM-DD' ten days from now. */
const soon = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

describe('rutas escolares', () => {
  it('registra un conductor con licencia por vencer y ve el aviso; el vehículo exige todos los campos', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await page.waitForURL(/#\/dashboard$/);

    await page.goto(`${run.baseUrl}/#/schoolroutes/drivers/create`);
    await page.getByLabel('Número de documento').fill('91777888');
    await page.getByLabel('Nombre').fill('Ramiro Gélvez Prada');
    await page.getByLabel('Celular').fill('3109998877');
    await choose(page, 'Categoría de licencia', 'C2');
    await page.getByLabel('Vencimiento de la licencia').fill(soon());
    await page.getByRole('button', { name: 'Guardar' }).click();

    // Back on the list, with the information dialog.
    await page.waitForURL(/#\/schoolroutes\/drivers$/);
    const dialog = page.getByRole('dialog', { name: 'Mensaje informativo' });
    await dialog.getByText('Creado').waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('tbody tr', { hasText: 'Ramiro Gélvez Prada' });
    await row.getByText(/Vence en 1[01] días/).waitFor();
    expect(await audit(page), 'la lista de conductores con un aviso').toEqual([]);

    await page.goto(`${run.baseUrl}/#/schoolroutes/vehicles`);
    await page.getByRole('tab', { name: 'Creación' }).click();
    await page.waitForURL(/#\/schoolroutes\/vehicles\/create$/);
    // The form's field (the list's 'Placa' column may still be leaving the page).
    await page.getByRole('textbox', { name: /^Placa/ }).fill('QRS321');
    await page.getByRole('button', { name: 'Guardar' }).click();
    expect(await page.getByText('Tienes Campos Vacios').count()).toBeGreaterThanOrEqual(5);
    await page.context().close();
  });

  it('arma una ruta con tres estudiantes, los reordena con el mapa, apaga un día, guarda y la recupera', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await page.waitForURL(/#\/dashboard$/);
    await page.goto(`${run.baseUrl}/#/schoolroutes/routes`);
    await choose(page, 'Ruta', 'Nueva ruta');
    await page.getByLabel('Nombre de la ruta').fill('Ruta Cabecera del Llano');
    await page.getByLabel('Hora de inicio').fill('06:30');
    const lookup = async (label: string, text: string, found: string) => {
      const field = page.getByRole('textbox', { name: new RegExp(`^${label}`) });
      await field.fill(text);
      await field.press('Enter');
      await page.getByText(found).waitFor();
    };
    await lookup('Documento del conductor', '91234001', 'Jorge Enrique Pabón');
    await lookup('Documento del monitor', '63450001', 'Claudia Patricia Mantilla');
    await lookup('Placa del vehículo', 'wxk481', 'Buseta Norte, 30 sillas');

    const add = async (surname: string, name: string) => {
      await page.getByLabel('Apellido').fill(surname);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.getByRole('button', { name: `Agregar a ${name}` }).click();
    };
    await add('Gómez Rojas', 'Valentina Gómez Rojas');
    await add('Castillo Ortiz', 'Mariana Castillo Ortiz');
    await add('Moreno Silva', 'Emiliano Moreno Silva');
    const riders = page.getByTestId('route-rider');
    await expect.poll(() => riders.count()).toBe(3);

    // The map numbers the stops in route order and draws the line through them.
    const map = page.getByTestId('route-map');
    const line = map.locator('.leaflet-overlay-pane path').first();
    await map.getByTitle('1. Valentina Gómez Rojas').waitFor();
    const before = await line.getAttribute('d');
    await page.getByRole('button', { name: 'Bajar a Valentina Gómez Rojas' }).click();
    await map.getByTitle('1. Mariana Castillo Ortiz').waitFor();
    await map.getByTitle('2. Valentina Gómez Rojas').waitFor();
    await expect.poll(() => line.getAttribute('d')).not.toBe(before);

    await page.getByRole('checkbox', { name: 'Miércoles: Emiliano Moreno Silva' }).uncheck();
    expect(await audit(page), 'el gestor de rutas con tres estudiantes').toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ruta creada correctamente').waitFor();

    // Reloaded and chosen again: the order and the day switched off are kept.
    await page.reload();
    await choose(page, 'Ruta', 'Ruta Cabecera del Llano (Mañana, 06:30) · 3 estudiantes');
    await expect.poll(() => riders.count()).toBe(3);
    expect(await riders.locator('td:nth-child(2) p').allInnerTexts()).toEqual(['Mariana Castillo Ortiz', 'Valentina Gómez Rojas', 'Emiliano Moreno Silva']);
    expect(await page.getByRole('checkbox', { name: 'Miércoles: Emiliano Moreno Silva' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Jueves: Emiliano Moreno Silva' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Editar' }).waitFor();

    // Today's riders: exactly those who ride on the school's weekday (Emiliano not on Wednesdays).
    await page.goto(`${run.baseUrl}/#/schoolroutes/reports`);
    await choose(page, 'Ruta', 'Ruta Cabecera del Llano (Mañana, 06:30)');
    const day = weekdayOf(localDate(new Date(), 'America/Bogota'));
    if (day === null) {
      await page.getByText('Hoy no hay rutas: es fin de semana.').waitFor();
    } else {
      const expected = ['Mariana Castillo Ortiz', 'Valentina Gómez Rojas', ...(day === 3 ? [] : ['Emiliano Moreno Silva'])];
      const table = page.getByRole('table', { name: 'Estudiantes en ruta hoy' });
      await expect.poll(() => table.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(expected);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
      const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
      const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
      expect(sheet.map((r) => r.Estudiante)).toEqual(expected);
      expect(sheet[0]).toHaveProperty('Teléfono del acudiente');
    }
    expect(await audit(page), 'los estudiantes en ruta hoy').toEqual([]);

    // A piece of news on that route.
    await page.goto(`${run.baseUrl}/#/schoolroutes/news/create`);
    await page.getByLabel('Fecha').fill('2026-11-20');
    await choose(page, 'Ruta', 'Ruta Cabecera del Llano');
    await page.getByLabel('Novedad').fill('Cierre vial en la carrera 27: la ruta llegó 15 minutos tarde');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog', { name: 'Mensaje informativo' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.locator('tbody tr', { hasText: 'Cierre vial' }).getByText('Ruta Cabecera del Llano').waitFor();

    // The assignment: a fifth-grader without a route gets this one on every weekday.
    await page.goto(`${run.baseUrl}/#/schoolroutes/asignate`);
    await choose(page, 'Curso', 'Quinto');
    const first = page.getByTestId('assign-row').first();
    const name = (await first.locator('td').first().innerText()).trim();
    await choose(page, `Ruta para ${name}`, 'Ruta Cabecera del Llano');
    expect(await audit(page), 'la asignación con un curso').toEqual([]);
    await page.getByRole('button', { name: `Asignar a ${name}` }).click();
    await page.getByText('Estudiante asignado a la ruta').waitFor();
    await page.getByTestId('assign-row').filter({ hasText: name }).getByText('Tiene ruta todos los días').waitFor();
    await page.context().close();
  });

  it('la monitora sube a una estudiante leyendo su carnet con la cámara; la coordinadora la ve a bordo', async () => {
    // The office's setup through the API: a route on which Valentina rides every weekday.
    const signIn = await run.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@colegio.demo', password: 'Demo2026!' } });
    const headers = { authorization: `Bearer ${(JSON.parse(signIn.body) as { data: { token: string } }).data.token}` };
    const call = async <T,>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
      const res = await run.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return (JSON.parse(res.body) as { data: T }).data;
    };
    const found = await call<{ user: { id: number }; carnet: { id: number } }>('GET', '/api/admin/carnets/1098765432');
    // The card's whole code as its edit screen reads it: lookups answer it masked.
    const card = await call<{ code: string }>('GET', `/api/admin/carnets/${found.carnet.id}/edit`);
    const [driver] = await call<{ id: number }[]>('GET', '/api/schoolroutes/drivers');
    const [monitor] = await call<{ id: number }[]>('GET', '/api/schoolroutes/monitors');
    await call('POST', '/api/schoolroutes/routes', {
      nombreRuta: 'Ruta Abordaje',
      hora_inicio: '13:10',
      // The afternoon: in the morning she rides the route built above.
      id_jornada: 2,
      idConductor: driver.id,
      idMonitor: monitor.id,
      alumnos: [{ id_user: found.user.id }],
    });

    const cameraBrowser = await launchChromium(writeQrVideo(card.code, join(tmpdir(), `qr-boarding-${Date.now()}.y4m`)));
    try {
      const page = await newPage(run, cameraBrowser);
      await page.context().grantPermissions(['camera'], { origin: run.baseUrl });
      await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
      await page.waitForURL(/#\/dashboard$/);
      await page.goto(`${run.baseUrl}/#/schoolroutes/boarding`);
      await choose(page, 'Ruta', 'Ruta Abordaje (Tarde, 13:10)');
      const day = weekdayOf(localDate(new Date(), 'America/Bogota'));
      const expected = day === null ? 'Atención: Valentina Gómez Rojas no va en la ruta Ruta Abordaje hoy' : 'Valentina Gómez Rojas subió a la ruta';
      const result = page.getByTestId('boarding-result');
      await readWithCamera(page, showsWithin(() => result.innerText(), expected));
      await page.getByRole('switch', { name: 'Leer con la cámara' }).uncheck();
      await page.getByTestId('board-a_bordo').getByText('Valentina Gómez Rojas').waitFor();
      expect(await audit(page), 'el abordaje con una estudiante a bordo').toEqual([]);

      await page.goto(`${run.baseUrl}/#/schoolroutes/reports`);
      await page.getByRole('tab', { name: 'A bordo ahora' }).click();
      const row = page.getByTestId('onboard-table').locator('tr', { hasText: 'Ruta Abordaje' });
      await row.getByText(day === null ? '1 de 0' : '1 de 1').waitFor();

      // On her file's timeline: got on the bus, on that route.
      await page.goto(`${run.baseUrl}/#/academic/students/${found.user.id}/show`);
      const ride = page.locator('tbody tr', { hasText: 'Subió al bus' });
      await ride.waitFor();
      expect(await ride.innerText()).toContain('Ruta Abordaje');
      expect(await ride.innerText()).not.toContain('Pedido');
      await page.context().close();
    } finally {
      await cameraBrowser.close();
    }
  }, 150_000); // room for three camera tries (readWithCamera)

  it("abre las direcciones de la especificación (list, create, edit/{id}) de rutas, asignación y reporte; la ruta trae sus estudiantes con su casa", async () => {
    // The office's setup through the API: an afternoon route of two students with their homes.
    const signIn = await run.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@colegio.demo', password: 'Demo2026!' } });
    const headers = { authorization: `Bearer ${(JSON.parse(signIn.body) as { data: { token: string } }).data.token}` };
    const call = async <T,>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
      const res = await run.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return (JSON.parse(res.body) as { data: T }).data;
    };
    const idOf = async (doc: string) => (await call<{ user: { id: number } }>('GET', `/api/admin/carnets/${doc}`)).user.id;
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
    await page.waitForURL(/#\/dashboard$/);

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
    const seats = page.getByRole('spinbutton', { name: /^Sillas/ }).or(page.getByRole('textbox', { name: /^Sillas/ }));
    await seats.fill('1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El vehículo DIR222 tiene 1 silla: el lunes irían 2 estudiantes en la jornada de la tarde').first().waitFor();
    expect(await audit(page), 'el vehículo con sillas de menos').toEqual([]);
    expect((await call<{ sillas: number }>('GET', `/api/schoolroutes/vehicles/${van.id}/edit`)).sillas).toBe(2);
    await page.context().close();
  });
});
