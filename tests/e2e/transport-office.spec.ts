/**
 * School transport (issue 15), the coordinator's office in Chromium: a driver whose licence expires soon
 * (the information dialog after saving, the flag on the list); the vehicle form's 'Tienes Campos Vacios';
 * a route of three students built, reordered (the map's numbers and line follow), a weekday switched off,
 * its drop-off's departure and run minutes set, saved and reloaded; today's riders and their Excel; news
 * on it; a student of a course assigned to it.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { localDate } from '../../server/time';
import { pinnedName } from '../clock';
import { audit } from './axe';
import { atDashboard, choose, login, newPage, startForFile } from './helpers';

const run = startForFile();

/** The school's date ten days from now by the server's clock (Bogotá keeps no summer time: ten days are 240 h). */
const soon = () => localDate(new Date(run.clock.nowMs() + 10 * 86_400_000), 'America/Bogota');

describe('rutas escolares', () => {
  it('registra un conductor con licencia por vencer y ve el aviso; el vehículo exige todos los campos', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);

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
    // Counted from the browser's today, which is the server's.
    await row.getByText('Vence en 10 días').waitFor();
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
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/schoolroutes/routes`);
    await choose(page, 'Ruta', 'Nueva ruta');
    await page.getByLabel('Nombre de la ruta').fill('Ruta Cabecera del Llano');
    await page.getByLabel('Hora de inicio').fill('06:30');
    await page.getByLabel('Hora de regreso').fill('12:40');
    await page.getByRole('spinbutton', { name: /^Duración del recorrido/ }).fill('75');
    const lookup = async (label: string, text: string, found: string) => {
      const field = page.getByRole('textbox', { name: new RegExp(`^${label}`) });
      await field.fill(text);
      await field.press('Enter');
      await page.getByText(found).waitFor();
    };
    await lookup('Documento del conductor', '91234001', 'Jorge Enrique Pabón');
    await lookup('Documento del monitor', '63450001', 'Claudia Patricia Mantilla');
    await lookup('Placa del vehículo', 'wxk481', 'Buseta Norte, 30 sillas');

    // A wide search: its students 5 at a time, as the specification's student tables.
    await page.getByLabel('Apellido').fill('a');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const found = page.getByTestId('route-search-results').getByRole('listitem');
    await expect.poll(() => found.count()).toBe(5);
    const range = page.getByText(/^1[–-]5 de \d+$/);
    const total = Number((await range.innerText()).split(' de ')[1]);
    expect(total).toBeGreaterThan(5);
    // The demo school has more students with an 'a' than the search answers: it says so.
    await page.getByText(`Hay más de ${total} estudiantes con ese filtro`, { exact: false }).waitFor();
    const firstFound = await found.first().innerText();
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await page.getByText(new RegExp(`^6[–-]${Math.min(10, total)} de ${total}$`)).waitFor();
    expect(await found.first().innerText()).not.toBe(firstFound);

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
    expect(await riders.locator('td:nth-child(2) p').allInnerTexts()).toEqual([
      'Mariana Castillo Ortiz',
      'Valentina Gómez Rojas',
      'Emiliano Moreno Silva',
    ]);
    expect(await page.getByRole('checkbox', { name: 'Miércoles: Emiliano Moreno Silva' }).isChecked()).toBe(
      false,
    );
    expect(await page.getByRole('checkbox', { name: 'Jueves: Emiliano Moreno Silva' }).isChecked()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Editar' }).waitFor();
    expect(await page.getByLabel('Hora de regreso').inputValue()).toBe('12:40');
    expect(await page.getByRole('spinbutton', { name: /^Duración del recorrido/ }).inputValue()).toBe('75');

    // Today's riders: exactly those who ride on the school's weekday (Emiliano not on Wednesdays).
    await page.goto(`${run.baseUrl}/#/schoolroutes/reports`);
    await choose(page, 'Ruta', 'Ruta Cabecera del Llano (Mañana, 06:30)');
    const table = page.getByRole('table', { name: 'Estudiantes en ruta hoy' });
    if (pinnedName() === 'saturday-night') {
      // No route runs on a Saturday: the notice, and no riders.
      await page.getByText('Hoy no hay rutas: es fin de semana.').waitFor();
      expect(await table.count()).toBe(0);
    } else {
      // Tuesday: all three, in route order (Emiliano's day off is Wednesday).
      const expected = ['Mariana Castillo Ortiz', 'Valentina Gómez Rojas', 'Emiliano Moreno Silva'];
      await expect.poll(() => table.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(expected);
      const today = localDate(run.clock.now(), 'America/Bogota');
      expect(await page.getByTestId('today-summary').innerText()).toBe(
        `Martes ${today}: 3 estudiantes en la ruta`,
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Excel' }).click(),
      ]);
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
    await page
      .getByRole('dialog', { name: 'Mensaje informativo' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
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
    await page
      .getByTestId('assign-row')
      .filter({ hasText: name })
      .getByText('Tiene ruta todos los días')
      .waitFor();
    await page.context().close();
  });
});
