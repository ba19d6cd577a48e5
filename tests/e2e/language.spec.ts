/**
 * Switching the language: in English no interface text stays Spanish on the dashboard, a list,
 * a form, the point of sale and a hall turn display; data (names, products) stays as entered.
 * Back in Spanish the spec's texts return.
 *
 * "Spanish interface text" is any catalog text whose Spanish differs from its English: the page
 * fails if one of them is the whole text of an element, a label, a placeholder or a title.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enMessages, esMessages } from '../../src/app/i18n';
import { isPlainObject } from '../../src/i18n/merge';
import { atDashboard, login, newPage, startForFile, still } from './helpers';

const run = startForFile();

const leaves = (tree: unknown, prefix = ''): Array<[string, string]> =>
  isPlainObject(tree)
    ? Object.entries(tree).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`))
    : [[prefix.slice(0, -1), String(tree)]];

/** Every plural form and every text without placeholders, where Spanish and English differ. */
function spanishOnly(): string[] {
  const english = new Map(leaves(enMessages));
  const texts = new Set<string>();
  for (const [key, spanish] of leaves(esMessages)) {
    const other = english.get(key);
    if (other === undefined || other === spanish || spanish.includes('%{')) continue;
    for (const form of spanish.split('||||').map((f) => f.trim())) {
      if (
        form.length > 2 &&
        !other
          .split('||||')
          .map((f) => f.trim())
          .includes(form)
      )
        texts.add(form);
    }
  }
  return [...texts];
}

const SPANISH = spanishOnly();

/** Names the school typed (roles, shifts, categories…) are data even where a catalog text reads the same ('Cajero'). */
const DATA_LISTS = [
  'admin/roles',
  'admin/turns',
  'admin/schools',
  'inventory/categories',
  'inventory/subcategories',
  'inventory/products',
];
let dataNames: string[] = [];

async function readDataNames(page: Page) {
  dataNames = await page.evaluate(async (lists) => {
    const token = localStorage.getItem('tokenAdmin');
    const names: string[] = [];
    for (const list of lists) {
      const answer = await fetch(`/api/${list}?perPage=500`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await answer.json()) as { data: { name?: string }[] };
      for (const row of body.data) if (row.name) names.push(row.name);
    }
    return names;
  }, DATA_LISTS);
}

/** The Spanish catalog texts the page shows: whole element texts, labels, placeholders, titles. */
async function spanishOnPage(page: Page): Promise<string[]> {
  const data = new Set(dataNames);
  return page.evaluate(
    (spanish) => {
      const known = new Set(spanish);
      const found = new Set<string>();
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        if (element.closest('[aria-hidden="true"]') && !element.matches('input')) continue;
        const own = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim();
        for (const text of [
          own,
          element.getAttribute('aria-label'),
          element.getAttribute('placeholder'),
          element.getAttribute('title'),
        ]) {
          if (text && known.has(text.trim())) found.add(text.trim());
        }
      }
      return [...found];
    },
    SPANISH.filter((text) => !data.has(text)),
  );
}

/** Read once nothing loads and nothing moves (a closing menu still shows its texts). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await still(page);
}

async function chooseLanguage(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('menuitem', { name: next, exact: true }).click();
  await page.getByRole('button', { name: next, exact: true }).waitFor();
}

describe('the language switch', () => {
  it('has texts to look for', () => {
    expect(SPANISH.length).toBeGreaterThan(300);
    expect(SPANISH).toContain('Recargar carnet');
  });

  it('turns the dashboard, a list, a form, the point of sale and a turn display into English, and back', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.getByText('Ventas de los últimos 14 días').waitFor();
    await readDataNames(page);
    expect(dataNames).toContain('Cajero');

    await chooseLanguage(page, 'Español', 'English');
    await page.getByText('Sales of the last 14 days').waitFor();
    await settle(page);
    expect(await spanishOnPage(page), 'dashboard').toEqual([]);

    // A list, with its menu section open.
    await page.goto(`${run.baseUrl}/#/admin/users`);
    await page.locator('tbody tr').first().waitFor();
    await settle(page);
    expect(await spanishOnPage(page), 'users list').toEqual([]);

    // A form, refused empty: its messages too.
    await page.goto(`${run.baseUrl}/#/inventory/providers/create`);
    await page.getByLabel('Contact').fill('Ana');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The Name field is required').first().waitFor();
    await settle(page);
    expect(await spanishOnPage(page), 'provider form').toEqual([]);

    // The point of sale with a customer and a product in the cart.
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await page.getByTestId('carnet-search').fill('1098765432');
    await page.getByTestId('carnet-search').press('Enter');
    await page.waitForURL(/#\/cafeteria\/requests\/recreate$/);
    await page.getByTestId('customer-name').waitFor();
    await settle(page);
    expect(await spanishOnPage(page), 'point of sale').toEqual([]);

    // A hall turn display (full screen, no menu).
    await page.goto(`${run.baseUrl}/#/turns`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    expect(await spanishOnPage(page), 'turn display').toEqual([]);

    // Back to Spanish: the spec's texts return.
    await page.goto(`${run.baseUrl}/#/dashboard`);
    await chooseLanguage(page, 'English', 'Español');
    await page.getByText('Ventas de los últimos 14 días').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Administración' }).count()).toBe(1);
    await page.goto(`${run.baseUrl}/#/admin/users`);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByPlaceholder('Buscar').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Nuevo' }).count()).toBe(1);
    await page.context().close();
  });
});
