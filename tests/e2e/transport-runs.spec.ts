/**
 * Issue 53 item 4, a bus run on the monitor's 360 × 740 phone: she starts the morning run, boards
 * three children (the scanner's field and two taps), drops two (one at school, one handed to an
 * adult), is refused the end naming the one still aboard, drops her with the scanner and ends the
 * run; its timeline shows it all. The refused end raised an alarm the coordinator's screen lists
 * and resolves. Axe-clean throughout, nothing scrolls sideways.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { routes, routeStudents, users, drivers, monitors, vehicles } from '../../server/db/schema';
import { localDate } from '../../server/time';
import { audit } from './axe';
import { atDashboard, choose, login, newContext, startForFile } from './helpers';

const run = startForFile();
const KIDS = ['1098765441', '1098765440', '1098765439'];
const ROUTE = 'Ruta Recorrido E2E';

/** The office's set-up in the database: a bus with current papers, and the route with three riders every weekday. */
async function setUp(): Promise<string[]> {
  const { db } = run.database;
  const year = Number(localDate(run.clock.now(), 'America/Bogota').slice(0, 4)) + 1;
  const good = `${year}-12-31`;
  const [bus] = await db
    .insert(vehicles)
    .values({
      ...{ placa: 'E2E101', nombre_ruta: 'Buseta E2E', sillas: 20, marca: 'Kia', categoria: 'Buseta' },
      ...{ observaciones: 'Papeles al día', soat_numero: 'S-1', soat_vence: good },
      ...{ tecnomecanica_numero: 'T-1', tecnomecanica_vence: good, poliza_numero: 'P-1', poliza_vence: good },
    })
    .returning();
  const [driver] = await db.select().from(drivers).where(eq(drivers.num_doc, '91234001'));
  const [monitor] = await db.select().from(monitors).limit(1);
  const [route] = await db
    .insert(routes)
    .values({
      nombre: ROUTE,
      hora_inicio: '09:30',
      id_driver: driver.id,
      id_monitor: monitor.id,
      id_vehicle: bus.id,
      id_jornada: 1,
      duracion_min: 90,
    })
    .returning();
  const names: string[] = [];
  for (const [i, doc] of KIDS.entries()) {
    const [kid] = await db.select().from(users).where(eq(users.num_doc, doc));
    await db
      .insert(routeStudents)
      .values({ id_route: route.id, id_user: kid.id, position: i + 1, dias: [1, 2, 3, 4, 5] });
    names.push(kid.name);
  }
  return names;
}

const rider = (page: Page, name: string) => page.getByTestId('run-rider').filter({ hasText: name });
const stateOf = (page: Page, name: string, state: string) =>
  rider(page, name).getByText(state, { exact: true });
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function readCode(page: Page, code: string) {
  await page.getByTestId('run-code').fill(code);
  await page.getByTestId('run-code').press('Enter');
}

async function dropWith(page: Page, name: string, handedTo?: string) {
  await rider(page, name).getByRole('button', { name: 'Baja' }).click();
  const dialog = page.getByRole('dialog', { name: `Bajar a ${name}` });
  if (handedTo) {
    await dialog.getByRole('radio', { name: 'Entregado a un adulto' }).check();
    await dialog.getByLabel('Nombre del adulto que lo recibe').fill(handedTo);
  }
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await stateOf(page, name, 'Bajó').waitFor();
}

describe('recorrido de ruta escolar', () => {
  it('la monitora inicia, sube a tres, baja a dos, no puede terminar con una a bordo, la baja y termina', async () => {
    const [first, second, third] = await setUp();
    const context = await newContext(run, run.browser, {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/schoolroutes/runs`);
    await choose(page, 'Ruta', `${ROUTE} (Mañana, 09:30)`);
    await page.getByRole('button', { name: 'Iniciar recorrido' }).click();
    await page.waitForURL(/#\/schoolroutes\/runs\/\d+$/);
    expect(await page.getByTestId('run-name').innerText()).toBe(`${ROUTE} · Ida`);
    await stateOf(page, first, 'Esperado').waitFor();
    expect(await audit(page), 'el recorrido recién iniciado').toEqual([]);

    // The scanner types the first child's document; the other two with a tap.
    await readCode(page, KIDS[0]);
    await stateOf(page, first, 'A bordo').waitFor();
    for (const name of [second, third]) {
      await rider(page, name).getByRole('button', { name: 'Sube' }).click();
      await stateOf(page, name, 'A bordo').waitFor();
    }
    await dropWith(page, first);
    await dropWith(page, second, 'Rosa Díaz');
    expect(await rider(page, second).innerText()).toContain('entregado a Rosa Díaz');

    await page.getByRole('button', { name: 'Terminar recorrido' }).click();
    const refusal = page.getByTestId('run-end-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(`No se puede terminar el recorrido: sigue a bordo ${third}`);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await audit(page), 'el fin rechazado con una niña a bordo').toEqual([]);

    // The scanner, switched to getting off, drops her at school; then the run ends.
    await page.getByRole('button', { name: 'Baja', exact: true }).first().click();
    await page.getByTestId('run-result').waitFor({ state: 'detached' });
    await readCode(page, KIDS[2]);
    await stateOf(page, third, 'Bajó').waitFor();
    await page.getByRole('button', { name: 'Terminar recorrido' }).click();
    await page
      .getByTestId('run-state')
      .getByText(/^Terminado a las \d\d:\d\d$/)
      .waitFor();
    const timeline = await page.getByTestId('run-timeline').innerText();
    for (const line of [`Subió ${first}`, `Bajó ${second}`, 'entregado a Rosa Díaz', 'Terminó el recorrido'])
      expect(timeline).toContain(line);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await audit(page), 'el recorrido terminado').toEqual([]);

    // The refused end raised the coordinator's alarm: listed, then resolved.
    await page.goto(`${run.baseUrl}/#/schoolroutes/alarms`);
    const alarm = page.getByTestId('run-alarm').filter({ hasText: `Sigue a bordo ${third}` });
    await alarm.waitFor();
    expect(await audit(page), 'las alarmas de recorridos').toEqual([]);
    await alarm.getByRole('button', { name: 'Marcar resuelta' }).click();
    await alarm.getByText(/^Resuelta a las/).waitFor();
    await context.close();
  }, 120_000);
});
