/**
 * *Cocina hoy* on paper (issue 56): with the next school day's menus published and the whole demo
 * school pre-ordering what it can, the kitchen's day — per service the figures, per menu its row,
 * then every diner's name by course — prints on ONE A4 page, and nothing of the app but the day's
 * sheet prints (no bar, menu or button). The page, and the menus' and plans' pages, are axe-clean.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Kitchen } from '../../src/domain/kitchen';
import type { MenusAnswer } from '../../src/domain/lunchMenus';
import { audit } from './axe';
import { atDashboard, login, newPage, startForFile } from './helpers';
import { pdfPages, printedPages } from './print';

const run = startForFile();
let page: Page;
/** The next school day, its menus, and how many children could pre-order it. */
let day: string;
let ordered = 0;
/** A child who pre-ordered it: the plans page finds them. */
let child: { num_doc: string; name: string } | null = null;

/** A4 in PDF points. */
const A4 = { width: 595.28, height: 841.89 };

/** An API call with the page's own session (the token the sign-in stored). */
async function api<T>(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ code: number; data: T }> {
  const token = await page.evaluate(() => localStorage.getItem('tokenAdmin'));
  const res = await page.request.fetch(`${run.baseUrl}/api/${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: T };
}

const LUNCHES = ['Almuerzo infantil', 'Almuerzo juvenil', 'Almuerzo vegetariano'];

/** The next school day's menus: the demo's when it has them, else three published here. */
async function menusOfNextDay(): Promise<MenusAnswer['dias'][number]> {
  const today = run.clock.now().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });
  const ahead = new Date(`${today}T12:00:00Z`);
  ahead.setUTCDate(ahead.getUTCDate() + 10);
  const range = `desde=${today}&hasta=${ahead.toISOString().slice(0, 10)}`;
  const days = (await api<MenusAnswer>('GET', `restaurant/menus?${range}`)).data.dias;
  const next = days.find((d) => d.fecha > today && d.sin_clases === null)!;
  if (next.menus.length > 0) return next;
  const products = (
    await api<{ id: number; name: string }[]>(
      'GET',
      `inventory/products?perPage=100&filter=${encodeURIComponent('{"store":3}')}`,
    )
  ).data.filter((p) => LUNCHES.includes(p.name));
  const menus = products.map((p) => ({
    id_servicio: null,
    id_producto: p.id,
    platos: ['Crema de ahuyama', `${p.name}: plato fuerte del día`, 'Ensalada fresca', 'Jugo de mora'],
    extra: 5,
  }));
  const saved = await api<MenusAnswer>('PUT', 'restaurant/menus', {
    desde: next.fecha,
    hasta: next.fecha,
    dias: [{ fecha: next.fecha, menus }],
  });
  expect(saved.code).toBe(1);
  return saved.data.dias.find((d) => d.fecha === next.fecha)!;
}

beforeAll(async () => {
  page = await newPage(run);
  await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
  await atDashboard(page);
  const next = await menusOfNextDay();
  day = next.fecha;
  expect(next.menus.length).toBeGreaterThanOrEqual(2);
  // Every student pre-orders one of the day's menus; those the rules refuse (no credential, no
  // balance, an allergy without an alternative) are left out.
  const students = (
    await api<{ id: number; num_doc: string; name: string }[]>('GET', 'academic/students?perPage=1000')
  ).data;
  for (const [i, student] of students.entries()) {
    const menu = next.menus[i % next.menus.length];
    const answer = await api('POST', 'restaurant/preorders', {
      id_estudiante: student.id,
      fecha: day,
      id_menu: menu.id,
    });
    if (answer.code !== 1) continue;
    ordered += 1;
    child ??= student;
  }
  expect(ordered).toBeGreaterThan(150);
});

describe('cocina hoy, impresa', () => {
  it("shows the day's count and every diner by course", async () => {
    await page.goto(`${run.baseUrl}/#/restaurant/kitchen`);
    await page.getByRole('heading', { name: 'Cocina hoy', level: 1 }).waitFor();
    await page.getByLabel('Día', { exact: true }).fill(day);
    await page.getByTestId('kitchen-service').first().waitFor();
    await expect
      .poll(() => page.getByTestId('kitchen-summary').first().innerText())
      .toMatch(/^Porciones \d+/);
    const courses = await page.getByTestId('kitchen-course').allInnerTexts();
    // "Quinto (23): Ana …, Juan …": each course says its count, and the counts add up to the pre-orders.
    const counted = courses.map((c) => Number(/\((\d+)\):/.exec(c)?.[1] ?? NaN));
    expect(counted.every(Number.isInteger)).toBe(true);
    const kitchen = (await api<Kitchen>('GET', `restaurant/kitchen?fecha=${day}`)).data;
    const diners = kitchen.servicios.flatMap((s) => s.cursos.flatMap((c) => c.nombres));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(diners.length);
    expect(diners.length).toBeGreaterThanOrEqual(ordered);
  });

  it('prints on one A4 page, the sheet only', async () => {
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.getByTestId('kitchen-sheet').isVisible()).toBe(true);
      for (const hidden of [
        page.getByRole('button', { name: 'Imprimir' }),
        page.getByRole('banner'),
        page.getByRole('link', { name: 'Cocina hoy' }),
        page.getByTestId('kitchen-forecast'),
        page.getByLabel('Día', { exact: true }),
      ])
        expect(await hidden.first().isVisible()).toBe(false);
      const pages = pdfPages(await page.pdf({ format: 'A4' }));
      expect(pages).toHaveLength(1);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    // The sheet's own paper (its @page rule) is A4 too, and one page.
    const own = await printedPages(page);
    expect(own).toHaveLength(1);
    expect(own[0].width).toBeCloseTo(A4.width, 0);
    expect(own[0].height).toBeCloseTo(A4.height, 0);
  });

  it('the kitchen, the menus and the plans pages are axe-clean', async () => {
    expect(await audit(page)).toEqual([]);
    for (const path of ['/restaurant/menus', '/restaurant/plans']) {
      await page.goto(`${run.baseUrl}/#${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page
        .getByRole('progressbar')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      expect({ path, violations: await audit(page) }).toEqual({ path, violations: [] });
    }
  });
});
