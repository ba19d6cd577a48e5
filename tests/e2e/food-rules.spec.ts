/**
 * Issue 35 in the browser: with a seal blocked by the school and a student allergic to peanuts and
 * milk, the cashier sees the sealed product greyed with its reason and the peanuts named as the
 * allergen (a click says why); a supervisor lets the peanuts through once with a reason, recorded;
 * the lunch line serves the student the alternative meal instead of their own, which holds milk,
 * and so does it offline for another student, the late sale then charging the alternative.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  allergyOverrides,
  foodPolicy,
  offlineSales,
  orderLines,
  products,
  students,
  users,
} from '../../server/db/schema';
import { audit } from './axe';
import { atDashboard, chooseTill, login, newPage, startForFile } from './helpers';

const STUDENT = { name: 'Valentina Gómez Rojas', num_doc: '1098765432' };
const OFFLINE_STUDENT = { name: 'Emiliano Moreno Silva', num_doc: '1098765441' };
const run = startForFile();

beforeAll(async () => {
  const db = run.database.db;
  const [alternative] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, 'Almuerzo vegetariano'));
  await db
    .insert(foodPolicy)
    .values({ id: 1, sellos_bloqueados: ['azucares'], id_almuerzo_alternativo: alternative.id })
    .onConflictDoUpdate({
      target: foodPolicy.id,
      set: { sellos_bloqueados: ['azucares'], id_almuerzo_alternativo: alternative.id },
    });
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.num_doc, STUDENT.num_doc));
  await db
    .update(students)
    .set({ alergias: ['mani', 'leche'], alergias_nota: 'Lleva autoinyector de epinefrina' })
    .where(eq(students.id_user, student.id));
});

const product = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name},`) });

/** The category's button, paging the carousel forward until it shows. */
async function category(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < 5 && !(await button.isVisible()); i++)
    await page.getByRole('button', { name: 'Categorías: siguientes' }).first().click();
  await button.click();
}

async function sellTo(page: Page) {
  await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
  await page.getByTestId('carnet-search').fill(STUDENT.num_doc);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL(/#\/cafeteria\/requests\/recreate$/);
  await page.getByTestId('customer-name').waitFor();
}

describe('alimentos: sellos y alergias', () => {
  it('el cajero ve en gris lo que el colegio no vende y el alérgeno del estudiante; el supervisor autoriza una venta', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'cajero@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await sellTo(page);
    expect(await page.getByTestId('customer-allergies').innerText()).toBe(
      'Alergias: Maní, Leche. Indicaciones: Lleva autoinyector de epinefrina',
    );

    await page.getByRole('button', { name: 'Bebidas' }).click();
    await page.getByRole('button', { name: 'Gaseosas y agua' }).click();
    const soda = product(page, 'Gaseosa cola 350 ml');
    expect(await soda.getAttribute('data-state')).toBe('No se vende: EXCESO EN AZÚCARES');
    expect(await soda.isDisabled()).toBe(true);
    await page.screenshot({ path: '/tmp/food-rules-till.png', fullPage: true });

    await category(page, 'Snacks');
    await page.getByRole('button', { name: 'Paquetes' }).click();
    const peanuts = product(page, 'Maní salado 50 g');
    expect(await peanuts.getAttribute('data-state')).toBe('Alérgeno: Maní');
    expect(await audit(page)).toEqual([]);
    await peanuts.click();
    await page
      .getByRole('dialog')
      .getByText('El producto contiene maní, al que el estudiante es alérgico')
      .waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByTestId('order-lines').getByText('Maní salado 50 g').count()).toBe(0);
    await page.context().close();

    // The administrator holds the supervisor's key: the refusal asks for a reason instead.
    const supervisor = await newPage(run);
    await login(supervisor, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(supervisor);
    await sellTo(supervisor);
    await category(supervisor, 'Snacks');
    await supervisor.getByRole('button', { name: 'Paquetes' }).click();
    await product(supervisor, 'Maní salado 50 g').click();
    const dialog = supervisor.getByRole('dialog', { name: 'Autorizar venta con alérgeno' });
    await dialog.getByText('El producto contiene maní, al que el estudiante es alérgico').waitFor();
    // No reason, no authorization: said under the field.
    await dialog.getByRole('button', { name: 'Autorizar y agregar' }).click();
    await dialog.getByText('Escriba el motivo por el que autoriza la venta').waitFor();
    await dialog
      .getByLabel('Motivo de la autorización')
      .fill('La acudiente confirmó por teléfono que es para el hermano');
    await supervisor.screenshot({ path: '/tmp/food-rules-override.png', fullPage: true });
    expect(await audit(supervisor)).toEqual([]);
    await dialog.getByRole('button', { name: 'Autorizar y agregar' }).click();
    await supervisor.getByTestId('order-lines').getByText('Maní salado 50 g').waitFor();
    await supervisor.getByTestId('allergy-override').waitFor();
    await supervisor.getByRole('button', { name: 'Comprar' }).click();
    await supervisor.waitForURL(/#\/cafeteria\/requests\/create$/);
    const records = await run.database.db.select().from(allergyOverrides);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      alergenos: ['mani'],
      motivo: 'La acudiente confirmó por teléfono que es para el hermano',
    });
    await supervisor.context().close();
  });

  it('la fila del almuerzo sirve el almuerzo alternativo al estudiante alérgico al suyo', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/restaurant/requests`);
    await page.getByRole('switch', { name: 'Preparar' }).check();
    await page.getByTestId('lunch-code').fill(STUDENT.num_doc);
    await page.getByTestId('lunch-code').press('Enter');
    await expect
      .poll(
        () =>
          page
            .getByTestId('lunch-message')
            .innerText()
            .catch(() => ''),
        { timeout: 15_000 },
      )
      .toContain('Se sirvió el almuerzo alternativo');
    expect(await page.getByTestId('lunch-message').innerText()).toContain(
      `Almuerzo registrado para ${STUDENT.name}`,
    );
    await page.screenshot({ path: '/tmp/food-rules-lunch.png', fullPage: true });
    await page.getByTestId('lunch-meal-labels').getByRole('img', { name: 'Alérgenos: Soya' }).waitFor();
  });

  it('sin red, la fila del almuerzo también sirve el alternativo, y al volver la red se cobra ese', async () => {
    const db = run.database.db;
    const [who] = await db
      .select({ id: users.id, meal: products.name, alergenos: products.alergenos })
      .from(users)
      .innerJoin(students, eq(students.id_user, users.id))
      .innerJoin(products, eq(products.id, students.id_product_default))
      .where(eq(users.num_doc, OFFLINE_STUDENT.num_doc));
    const [vegetarian] = await db
      .select({ alergenos: products.alergenos })
      .from(products)
      .where(eq(products.name, 'Almuerzo vegetariano'));
    // Allergic to what their meal holds and the alternative does not.
    const allergens = who.alergenos.filter((a) => !vegetarian.alergenos.includes(a));
    expect(who.meal).not.toBe('Almuerzo vegetariano');
    expect(allergens.length).toBeGreaterThan(0);
    await db.update(students).set({ alergias: allergens }).where(eq(students.id_user, who.id));

    const context = (await newPage(run, run.browser, { serviceWorkers: 'allow' })).context();
    const page = context.pages()[0];
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/restaurant/requests`);
    await chooseTill(page, 'Caja restaurante 1');
    const status = () => page.getByTestId('till-status').innerText();
    await expect.poll(status, { timeout: 15_000 }).toContain('Última sincronización');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });

    await context.setOffline(true);
    await page.goto(`${run.baseUrl}/#/restaurant/requests`);
    await page.getByTestId('offline-banner').waitFor({ timeout: 6_000 });
    await page.getByRole('switch', { name: 'Preparar' }).check();
    await page.getByTestId('lunch-code').fill(OFFLINE_STUDENT.num_doc);
    await page.getByTestId('lunch-code').press('Enter');
    await expect
      .poll(
        () =>
          page
            .getByTestId('lunch-message')
            .innerText()
            .catch(() => ''),
        { timeout: 15_000 },
      )
      .toContain('Se sirvió el almuerzo alternativo. El producto contiene');
    expect(await page.getByTestId('lunch-message').innerText()).toContain(
      `Almuerzo registrado sin conexión para ${OFFLINE_STUDENT.name}`,
    );
    await page.getByTestId('lunch-meal-labels').getByRole('img', { name: 'Alérgenos: Soya' }).waitFor();
    await page.screenshot({ path: '/tmp/food-rules-lunch-offline.png', fullPage: true });

    await context.setOffline(false);
    await expect.poll(status, { timeout: 30_000 }).toContain('Ninguna venta sin sincronizar');
    const [late] = await db.select().from(offlineSales).where(eq(offlineSales.id_user, who.id));
    expect(late).toMatchObject({ state: 'aceptada', flags: [] });
    const lines = await db
      .select({ name: orderLines.name })
      .from(orderLines)
      .where(eq(orderLines.id_order, late.id_order!));
    expect(lines).toEqual([{ name: 'Almuerzo vegetariano' }]);
    await context.close();
  });

  it('el administrador guarda la ficha sin pisar las alergias que la familia cambió mientras tanto; si las cambia encima, se le dice', async () => {
    const db = run.database.db;
    const [student] = await db.select({ id: users.id }).from(users).where(eq(users.num_doc, STUDENT.num_doc));
    const allergiesNow = async () =>
      (
        await db
          .select({ alergias: students.alergias, address: users.address })
          .from(students)
          .innerJoin(users, eq(users.id, students.id_user))
          .where(eq(students.id_user, student.id))
      )[0];
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    const open = async () => {
      await page.goto(`${run.baseUrl}/#/academic/students/${student.id}`);
      await page.getByRole('checkbox', { name: 'Leche' }).waitFor();
      await expect.poll(() => page.getByRole('checkbox', { name: 'Leche' }).isChecked()).toBe(true);
    };
    await open();
    // The family adds egg from the portal while the form is open.
    await db
      .update(students)
      .set({ alergias: ['huevo', 'mani', 'leche'] })
      .where(eq(students.id_user, student.id));
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle 10 # 20-30');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/academic\/students$/);
    expect(await allergiesNow()).toEqual({
      alergias: ['huevo', 'mani', 'leche'],
      address: 'Calle 10 # 20-30',
    });

    await open();
    await db
      .update(students)
      .set({ alergias: ['gluten', 'huevo', 'mani', 'leche'] })
      .where(eq(students.id_user, student.id));
    await page.getByRole('checkbox', { name: 'Huevo' }).uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText(
        'Las alergias del estudiante cambiaron mientras usted editaba (ahora: Gluten, Huevo, Maní, Leche): revíselas y guarde de nuevo',
      )
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/food-rules-allergies-meanwhile.png', fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect((await allergiesNow()).alergias).toEqual(['gluten', 'huevo', 'mani', 'leche']);
    // The form now shows what is there; the address typed before stays. Saved again, the choice is made over what was seen.
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Gluten' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Huevo' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle 11 # 20-30');
    await page.getByRole('checkbox', { name: 'Huevo' }).uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/academic\/students$/);
    expect(await allergiesNow()).toEqual({
      alergias: ['gluten', 'mani', 'leche'],
      address: 'Calle 11 # 20-30',
    });
  });

  it('en un colegio de México, la caja nombra los sellos con las palabras de la NOM-051', async () => {
    await run.database.db.update(foodPolicy).set({ conjunto_sellos: 'MX', sellos_bloqueados: ['azucares'] });
    const page = await newPage(run);
    await login(page, run.baseUrl, 'cajero@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await sellTo(page);
    await page.getByRole('button', { name: 'Bebidas' }).click();
    await page.getByRole('button', { name: 'Gaseosas y agua' }).click();
    const soda = product(page, 'Gaseosa cola 350 ml');
    await expect.poll(() => soda.getAttribute('data-state')).toBe('No se vende: EXCESO AZÚCARES');
    expect(await soda.getByRole('img', { name: 'Sellos de advertencia: EXCESO AZÚCARES' }).count()).toBe(1);
  });
});
