/**
 * A guardian pre-orders a week of lunches on a 360 px phone (issue 56): the kitchen has published
 * this week's and next week's menus; Luz opens Samuel's *Almuerzos*, sees today closed after the
 * 08:30 cut-off, orders next week with *Todos los días igual* (each day's outcome listed), changes
 * one day's menu and cancels another, orders a day of this week by hand, and buys a pack of lunches
 * after seeing its price. Tomás, celiac, is told which menus give him the alternative. Axe-clean,
 * touch targets of 44 px, nothing wider than the phone; screenshots in /tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../server/db/schema';
import type { CredentialLookup } from '../../src/domain/credentials';
import type { MenusAnswer } from '../../src/domain/lunchMenus';
import { familyCalls } from './admin-calls';
import { audit } from './axe';
import { startForFile } from './helpers';
import { phonePage, smallTargets } from './phone';

const LUZ = '41234567';
const PASSWORD = 'Familia-2026-segura';
const SHOTS = '/tmp/shots';
const run = startForFile();

/** The school's day of an instant, and the day `n` days after a day. */
const schoolDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });
const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function staff(method: 'GET' | 'PUT', url: string, payload?: object) {
  const signIn = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@colegio.demo', password: 'Demo2026!' },
  });
  const token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
  const res = await run.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return JSON.parse(res.body) as { data: unknown };
}

const productId = async (name: string) =>
  (
    await run.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.name, name), eq(products.store, 3)))
  )[0].id;

let samuel: number;
let tomas: number;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await familyCalls(run, LUZ, PASSWORD);
  [{ id: samuel }] = await run.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.name, 'Samuel Torres Ruiz'));
  [{ id: tomas }] = await run.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.num_doc, '1098765443'));
  // Enough balance for a week of lunches and a pack.
  const [{ num_doc }] = await run.database.db
    .select({ num_doc: users.num_doc })
    .from(users)
    .where(eq(users.id, samuel));
  const { data } = await staff('GET', `/api/admin/carnets/${num_doc}`);
  await staff('PUT', `/api/admin/carnets/${(data as CredentialLookup).carnet!.id}`, { recarga: 300_000 });

  // This week's and next week's school days from today get two menus each, unless the demo already has them.
  const today = schoolDay(run.clock.now());
  const desde = today;
  const hasta = plusDays(today, 13);
  const days = (
    (await staff('GET', `/api/restaurant/menus?desde=${desde}&hasta=${hasta}`)).data as MenusAnswer
  ).dias;
  if (days.some((d) => d.menus.length > 0)) return;
  const [juvenil, vegetariano] = [
    await productId('Almuerzo juvenil'),
    await productId('Almuerzo vegetariano'),
  ];
  await staff('PUT', '/api/restaurant/menus', {
    desde,
    hasta,
    dias: days
      .filter((d) => d.sin_clases === null)
      .map((d) => ({
        fecha: d.fecha,
        menus: [
          {
            id_servicio: null,
            id_producto: juvenil,
            platos: ['Crema de ahuyama', 'Pollo asado con arroz', 'Jugo de mora'],
            extra: 5,
          },
          {
            id_servicio: null,
            id_producto: vegetariano,
            platos: ['Crema de ahuyama', 'Lentejas con arroz', 'Jugo de mora'],
            extra: 2,
          },
        ],
      })),
  });
});

/** The page is usable on the phone: axe-clean, 44 px targets, nothing wider than 360 px. */
async function checkPhone(page: Page, shot: string) {
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  expect(await audit(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

const dayCards = (page: Page) => page.getByTestId('lunch-day');

describe('los almuerzos de un hijo en un teléfono', () => {
  it('pide una semana, cambia y cancela un día, y compra un paquete', async () => {
    const page = await phonePage(run);
    await page.goto(`${run.baseUrl}/familia/#/ingresar`);
    await page.getByLabel('Correo o documento').fill(LUZ);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Mis hijos' }).waitFor();
    await page.goto(`${run.baseUrl}/familia/#/hijo/${samuel}`);
    await page.getByRole('tab', { name: 'Almuerzos' }).click();
    await page.waitForURL(/\/almuerzos$/);

    // This week: today is past its cut-off (10:00 on a school day), so it says closed.
    await page.getByRole('heading', { name: 'Esta semana' }).waitFor();
    await dayCards(page).first().waitFor();
    await page.getByText('Pedidos cerrados: el corte fue a las 08:30.').waitFor();
    await checkPhone(page, 'portal-lunch-week');

    // Next week, every day the same: each day's outcome is listed, none failed.
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await page.getByRole('heading', { name: 'Próxima semana' }).waitFor();
    const same = page.getByRole('region', { name: 'Todos los días igual' });
    await same.getByRole('radio').first().waitFor();
    await same.getByRole('button', { name: 'Pedir todos los días' }).click();
    await same
      .getByTestId('form-notice')
      .filter({ hasText: /Listo: \d+ días pedidos/ })
      .waitFor();
    const results = same.getByRole('list', { name: 'Resultado por día' });
    const open = await results.getByRole('listitem').count();
    expect(open).toBeGreaterThanOrEqual(4);
    expect(await results.getByText('Pedido', { exact: true }).count()).toBe(open);
    await expect
      .poll(() => page.getByTestId('lunch-preorder').filter({ hasText: 'Pedido' }).count())
      .toBe(open);
    // The child's figures on top say the balance the lunches left.
    const left = (await page.getByTestId('lunch-saldo').locator('strong').textContent())!;
    await expect.poll(() => page.getByTestId('child-saldo').textContent()).toContain(left);
    await checkPhone(page, 'portal-lunch-same');

    // One day changes to the other menu; another is cancelled and its money comes back.
    const ordered = dayCards(page).filter({ has: page.getByRole('button', { name: 'Cambiar' }) });
    const [first, second] = (await ordered.locator('h3').allTextContents()).map((name) =>
      page.getByRole('region', { name, exact: true }),
    );
    await first.getByRole('radio').nth(1).check();
    await first.getByRole('button', { name: 'Cambiar' }).click();
    await first.getByText('Pedido de almuerzo registrado').waitFor();
    await second.getByRole('button', { name: 'Cancelar' }).click();
    await second.getByText('Pedido de almuerzo cancelado').waitFor();
    await second.getByText('Cancelado', { exact: true }).waitFor();
    // Its menu stays chosen: one tap orders it again.
    expect(await second.getByRole('button', { name: 'Pedir' }).isEnabled()).toBe(true);
    await checkPhone(page, 'portal-lunch-changed');

    // Back to this week: the first open day is ordered by hand, with the keyboard.
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await page.getByRole('heading', { name: 'Esta semana' }).waitFor();
    const openName = await dayCards(page)
      .filter({ has: page.getByRole('button', { name: 'Pedir' }) })
      .first()
      .locator('h3')
      .textContent();
    const openDay = page.getByRole('region', { name: openName!, exact: true });
    await openDay.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await openDay.getByRole('button', { name: 'Pedir' }).focus();
    await page.keyboard.press('Enter');
    await openDay.getByText('Pedido de almuerzo registrado').waitFor();
    await openDay.getByText(/Pagado con el saldo: \$[\d.]+/).waitFor();

    // A pack of 5: its price shows before buying, then it is listed with its lunches.
    const plans = page.getByRole('region', { name: 'Planes y saldo' });
    await plans.getByRole('button', { name: 'Comprar plan' }).click();
    await plans.getByRole('radio', { name: 'Paquete' }).check();
    await plans.getByLabel(/Almuerzos del paquete/).fill('5');
    await plans.getByText(/^Total: \$[\d.]+$/).waitFor();
    await checkPhone(page, 'portal-lunch-buy');
    await plans.getByRole('button', { name: /^Comprar por \$/ }).click();
    await plans.getByText('Plan de almuerzo vendido').waitFor();
    await plans.getByText('Paquete de 5 almuerzos: quedan 5').waitFor();

    // Tomás is celiac: every menu with gluten says he gets the alternative.
    await page.goto(`${run.baseUrl}/familia/#/hijo/${tomas}/almuerzos`);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await page.getByRole('heading', { name: 'Próxima semana' }).waitFor();
    await page.getByTestId('lunch-allergy').first().waitFor();
    expect(await page.getByTestId('lunch-allergy').first().textContent()).toMatch(/^Contiene gluten/);
    await checkPhone(page, 'portal-lunch-allergy');
  });
});
