/**
 * Printed carnets (issue 34, item 4) in Chromium: the administrator opens the print page from the
 * credentials list, chooses a course and a paper, and the browser's own PDF of the print is the
 * paper's size with as many pages as the cards need (A4, letter, one CR-80 card a page). Every
 * card's QR, as drawn on the page, decodes to that credential's whole code as the API gives it.
 * The edit screen opens the page for one card; the page is axe-clean; in print only cards show.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CardPrint, PrintCourse } from '../../src/domain/credentialCards';
import { audit } from './axe';
import { decodeQr, printedPages } from './print';
import { atDashboard, choose, login, newContext, startForFile } from './helpers';

const run = startForFile();
let page: Page;
/** The course printed: the demo's with the most cards, and what the API says it prints. */
let course: PrintCourse;
let expected: CardPrint;

/** A4, US letter and CR-80 in PDF points (1 pt = 1/72 in); Chromium writes them to 0.1 pt or so. */
const PAPERS = [
  { label: 'A4', width: 595.28, height: 841.89, perPage: 10 },
  { label: 'Carta', width: 612, height: 792, perPage: 8 },
  { label: 'Tarjeta (impresora de carnets)', width: 242.65, height: 153.07, perPage: 1 },
];

/** An API read with the page's own session (the token the sign-in stored). */
async function apiGet<T>(url: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('tokenAdmin'));
  const res = await page.request.get(`${run.baseUrl}${url}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const printPdf = () => printedPages(page);

beforeAll(async () => {
  // Twice the pixels of a plain screen: the QR screenshots are read module by module.
  const context = await newContext(run, run.browser, {
    viewport: { width: 1366, height: 900 },
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
  await atDashboard(page);
  const courses = await apiGet<PrintCourse[]>('/api/admin/carnets/print/courses');
  course = courses.reduce((a, b) => (b.cards > a.cards ? b : a));
  expected = await apiGet<CardPrint>(`/api/admin/carnets/print?curso=${course.id}`);
});

describe('imprimir carnets', () => {
  it('abre la página desde la lista de carnets y muestra los carnets del curso elegido', async () => {
    expect(course.cards).toBeGreaterThan(10);
    expect(expected.cards).toHaveLength(course.cards);
    await page.goto(`${run.baseUrl}/#/admin/carnets`);
    await page.getByRole('link', { name: 'Imprimir carnets' }).click();
    await page.waitForURL(/#\/admin\/carnets\/print$/);
    await page.getByText('Elija un curso para ver sus carnets.').waitFor();
    await choose(page, 'Curso', `${course.name} (${course.cards} carnets)`);
    await page.waitForURL(new RegExp(`#/admin/carnets/print\\?curso=${course.id}$`));
    await choose(page, 'Papel', 'A4');
    await expect.poll(() => page.getByTestId('print-card').count()).toBe(expected.cards.length);
    const pages = Math.ceil(expected.cards.length / 10);
    expect(await page.getByTestId('print-summary').innerText()).toBe(
      `${expected.cards.length} carnets en ${pages} páginas`,
    );
    const first = page.getByTestId('print-card').first();
    expect(await first.innerText()).toContain(expected.cards[0].name);
    expect(await first.innerText()).toContain(`Documento ${expected.cards[0].num_doc}`);
    expect(await first.innerText()).toContain(course.name);
    expect(await first.innerText()).toContain(expected.colegio!.toUpperCase());
  });

  it('el QR de cada carnet se lee y da el código completo de su credencial', async () => {
    const qrs = page.getByTestId('print-card').getByTestId('carnet-qr');
    expect(await qrs.count()).toBe(expected.cards.length);
    const box = await qrs.first().boundingBox();
    // At least 20 mm (75.6 CSS px at 96 per inch).
    expect(box!.width).toBeGreaterThanOrEqual(75.6);
    const read: (string | null)[] = [];
    for (let i = 0; i < expected.cards.length; i += 1) read.push(decodeQr(await qrs.nth(i).screenshot()));
    expect(read).toEqual(expected.cards.map((c) => c.code));
    const codes = await page.getByTestId('print-card').getByTestId('carnet-code').allInnerTexts();
    expect(codes.map((c) => c.trim())).toEqual(expected.cards.map((c) => c.code));
  });

  it('no tiene violaciones de accesibilidad y se maneja con el teclado', async () => {
    expect(await audit(page)).toEqual([]);
    // Imprimir calls the browser's print dialog.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Imprimir' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  it('en la impresión solo se ven los carnets', async () => {
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await page.locator('.RaSidebar-fixed').isVisible()).toBe(false);
      expect(await page.getByTestId('print-summary').isVisible()).toBe(false);
      expect(await page.getByTestId('print-card').first().isVisible()).toBe(true);
      const sheet = await page.getByTestId('print-sheet').boundingBox();
      expect(sheet).toMatchObject({ x: 0, y: 0 });
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it.each(PAPERS)(
    'el PDF de la impresión en $label tiene el tamaño del papel y las páginas justas',
    async (paper) => {
      await choose(page, 'Papel', paper.label);
      const sizes = await printPdf();
      expect(sizes).toHaveLength(Math.ceil(expected.cards.length / paper.perPage));
      for (const size of sizes) {
        expect(size.width).toBeCloseTo(paper.width, 0);
        expect(size.height).toBeCloseTo(paper.height, 0);
      }
    },
  );

  it('la edición de un carnet abre la impresión de ese carnet', async () => {
    const card = expected.cards[1];
    await page.goto(`${run.baseUrl}/#/admin/carnets/${card.id}`);
    await page.getByRole('link', { name: 'Imprimir carnet' }).click();
    await page.waitForURL(new RegExp(`#/admin/carnets/print\\?id=${card.id}$`));
    await page.getByText(`Carnet de ${card.name}`).first().waitFor();
    expect(await page.getByTestId('print-card').count()).toBe(1);
    expect(decodeQr(await page.getByTestId('carnet-qr').screenshot())).toBe(card.code);
    expect(await audit(page)).toEqual([]);
  });
});
