/**
 * Every report page of the back office fits a laptop: at 1280 × 800 with the menu open, signed in
 * as the administrator (who sees them all), each page with rows on screen (every tab of the pages
 * with tabs, a row's details opened where rows open) scrolls sideways nowhere: neither the page
 * nor any box in it. The pages are listed here; the list is checked against the permission tree,
 * so a report page added to the menu must join it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PERMISSION_TREE, type PermissionNode } from '../../src/domain/permissions';
import { DEMO_STUDENT, DEMO_STUDENT_INACTIVE_CREDENTIAL } from '../../server/demo/seed';
import { DEMO_BUYERS } from '../../server/demo/demo-sales';
import { atDashboard, login, newContext, startForFile, still } from './helpers';

const run = startForFile();
let page: Page;
/** The school day two weeks back: the demo's sales history starts after it. */
let from = '';
let today = '';
const BUYER = DEMO_BUYERS[0];
/** Who bought at each store, for its movements tab (the demo's stationery buyer is another). */
const STORE_BUYERS = { cafeteria: BUYER, papeleria: DEMO_BUYERS[1], restaurant: BUYER } as const;
type Store = keyof typeof STORE_BUYERS;

/** Nothing wider than its box: the page, and every box that would scroll sideways. */
async function fits(what: string) {
  await still(page);
  const wide = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        out.push(`${el.tagName}.${el.className} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return out;
  });
  expect(wide, what).toEqual([]);
}

async function open(path: string) {
  await page.goto(`${run.baseUrl}/#${path}`);
}

/** A report panel's dates, its search, and its first row. */
async function search(panel: Locator, dates: { from?: string; to?: string } = {}) {
  if (dates.from) await panel.getByLabel('Fecha inicial').fill(dates.from);
  if (dates.to) await panel.getByLabel('Fecha final').fill(dates.to);
  await panel.locator('button[type=submit]').click();
  await panel.locator('tbody tr').first().waitFor();
}

/** Each tab of a page in turn, filled by its step (in its tab panel, or `within`), then checked. */
async function eachTab(name: string, steps: ((panel: Locator) => Promise<void>)[], within?: Locator) {
  for (const [i, step] of steps.entries()) {
    const tab = page.getByRole('tab').nth(i);
    await tab.click();
    await step(within ?? page.getByRole('tabpanel'));
    await fits(`${name}: ${await tab.innerText()}`);
  }
}

/** Opens the first row's details (src/kit/ui/DetailTable.tsx) and checks again. */
async function openDetails(what: string) {
  const button = page.getByRole('button', { name: /^Detalles de / }).first();
  await button.click();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  await fits(`${what}, with a row's details open`);
}

const storeReports = (store: Store) => async () => {
  await open(`/${store}/reports`);
  const range = { from, to: today };
  await eachTab(store, [
    (panel) => search(panel, range),
    (panel) => search(panel, range),
    async (panel) => {
      await panel.getByLabel('Documento del usuario').fill(STORE_BUYERS[store]);
      await search(panel, range);
    },
    (panel) => search(panel, range),
  ]);
};

/** Every report page, by its key in the permission tree, and how it gets rows on screen. */
const REPORT_PAGES: Record<string, () => Promise<void>> = {
  // Administración → Reporte global: one buyer's movements (src/areas/admin/globalReport).
  'admin.general': async () => {
    await open('/admin/general');
    await page.getByLabel('Número de documento').fill(BUYER);
    await search(page.locator('main'), { from, to: today });
    await fits('Reporte global');
  },
  // Administración → Ventas fuera de línea (src/areas/admin/offlineSales): made in beforeAll.
  'admin.offlinesales': async () => {
    await open('/admin/offline-sales');
    await page.locator('tbody tr', { hasText: 'Rechazada' }).waitFor();
    await fits('Ventas fuera de línea');
    await openDetails('Ventas fuera de línea');
  },
  // Carnets → Reporte de recargas (src/areas/credentials/reports): since its first day.
  'carnets.reports': async () => {
    await open('/admin/carnets/reports');
    await search(page.locator('main'));
    await fits('Reporte de recargas');
    await openDetails('Reporte de recargas');
  },
  // Carnets → Recargas reportadas (src/areas/credentials/transfers): the demo family's pending one.
  'carnets.transfers': async () => {
    await open('/admin/carnets/transfers');
    await page.locator('tbody tr').first().waitFor();
    await fits('Recargas reportadas');
  },
  // Inventario → Movimientos de inventario (src/areas/inventory/movements): the generic list.
  'inventory.reports': async () => {
    await open('/inventory/reports');
    await page.locator('tbody tr').first().waitFor();
    await fits('Movimientos de inventario');
  },
  // Each store → Reportes (src/areas/orders/reports): four tabs over the demo's two weeks of sales.
  'cafeteria.reports': storeReports('cafeteria'),
  'papeleria.reports': storeReports('papeleria'),
  'restaurant.reports': storeReports('restaurant'),
  // Rutas Escolares → Reportes (src/areas/transport/routeReports): a route's riders today, and on board now.
  'schoolroutes.reports': async () => {
    await open('/schoolroutes/reports');
    await eachTab(
      'Rutas',
      [
        async (panel) => {
          await page.getByRole('combobox', { name: /^Ruta/ }).click();
          // The demo's first route, its four riders on every school day.
          await page.getByRole('option', { name: /^Ruta Sotomayor/ }).click();
          await panel.locator('tbody tr').first().waitFor();
        },
        (panel) => panel.getByTestId('onboard-table').locator('tbody tr').first().waitFor(),
      ],
      page.locator('main'),
    );
  },
  // Control de Acceso → Reportes (src/areas/access/reports): passages, permits, today's absences, the gate now.
  'access.reports': async () => {
    await open('/controlacceso/reports');
    await eachTab('Control de acceso', [
      (panel) => search(panel, { from, to: today }),
      (panel) => search(panel, { from, to: today }),
      (panel) => search(panel),
      (panel) => panel.getByText('Estudiantes dentro').waitFor(),
    ]);
  },
};

/** The tree's report pages: a key of `.reports`, or a label that says report. */
function treeReports(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((n) => [
    ...(n.path && (n.key.endsWith('.reports') || /report/i.test(n.label)) ? [n.key] : []),
    ...treeReports(n.children ?? []),
  ]);
}

beforeAll(async () => {
  const date = (days: number) =>
    new Date(run.clock.nowMs() - days * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/Bogota',
    });
  [from, today] = [date(14), date(0)];
  const auth = await adminHeaders();
  /** A call as the administrator: a status below 300, its data. */
  const call = async <T>(method: string, url: string, payload?: object, headers = {}): Promise<T> => {
    const res = await run.app.inject({
      method: method as 'GET',
      url,
      headers: { ...auth, ...headers },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (JSON.parse(res.body) as { data: T }).data;
  };

  // Two late sales of a till (src/areas/admin/offlineSales): one accepted, one refused.
  const { codigo: CODE } = await call<{ codigo: string }>('POST', '/api/cafeteria/tills', {
    nombre: 'Caja del patio',
  });
  const { products } = await call<{ products: { id: number; name: string; price: number }[] }>(
    'GET',
    '/api/cafeteria/pos/catalog',
  );
  const water = products.find((p) => p.name === 'Agua en botella 600 ml')!;
  const { leido_en: lista } = await call<{ leido_en: string }>(
    'GET',
    `/api/cafeteria/pos/roster?caja=${CODE}`,
  );
  for (const doc of [BUYER, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc]) {
    const { user } = await call<{ user: { id: number } }>('GET', `/api/admin/carnets/${doc}`);
    await call(
      'POST',
      '/api/cafeteria/requests/offline',
      {
        caja: CODE,
        lista,
        hecha_en: run.clock.now().toISOString(),
        id_user: user.id,
        products: [{ id: water.id, count: 1 }],
        total: water.price,
      },
      { 'Idempotency-Key': `width-${doc}` },
    );
  }

  // The demo's restaurant has sold nothing: two lunches at its line, the buyer's and another's.
  for (const doc of [BUYER, DEMO_STUDENT.num_doc])
    await call('GET', `/api/restaurant/requests/${doc}/registerstarVenta`);
  // One reversed sale in each store (not its buyer's), so that every Reversiones tab has a row.
  for (const store of Object.keys(STORE_BUYERS) as Store[]) {
    const orders = await call<{ id: number; num_doc: string }[]>('GET', `/api/${store}/Reversion`);
    const order = orders.find((o) => o.num_doc !== STORE_BUYERS[store])!;
    await call('POST', `/api/${store}/requests/${order.id}/reverse`, {});
  }

  const context = await newContext(run, run.browser, {
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
  await atDashboard(page);
});

/** The administrator's authorization header, for a call with headers of its own. */
async function adminHeaders() {
  const res = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@colegio.demo', password: 'Demo2026!' },
  });
  return { authorization: `Bearer ${(JSON.parse(res.body) as { data: { token: string } }).data.token}` };
}

describe('los reportes caben en 1280 × 800', () => {
  it('la lista de reportes es la del menú', () => {
    const listed = Object.keys(REPORT_PAGES);
    expect(listed).toEqual(expect.arrayContaining(treeReports(PERMISSION_TREE)));
  });

  it('el menú está abierto', async () => {
    const menu = await page.locator('.RaSidebar-fixed').boundingBox();
    expect(menu?.width).toBeGreaterThan(200);
  });

  it.each(Object.keys(REPORT_PAGES))('%s no se desplaza hacia los lados', async (key) => {
    await REPORT_PAGES[key]();
  });
});
