/**
 * Issue 33, item 1: the back office's service worker. Once it controls the page, a till whose
 * network is down can be reloaded: the point of sale and the lunch line render from the precache,
 * the till's catalog read online answers offline, and so do the photos it showed. Nothing else of
 * the API, and not the families' portal.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atDashboard, login, newPage, startForFile } from './helpers';

const run = startForFile();

/** A page whose context lets the service worker run (helpers block it by default). */
async function signedIn(email: string): Promise<Page> {
  const page = await newPage(run, run.browser, { serviceWorkers: 'allow' });
  await login(page, run.baseUrl, email, 'Demo2026!');
  await atDashboard(page);
  return page;
}

/** Waits until the worker (installed: the precache is down) controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** What the page gets for `path` with the session's token: status and envelope code, or the failure. */
function fetchInPage(page: Page, path: string) {
  return page.evaluate(async (url) => {
    try {
      const res = await fetch(url, {
        headers: { Authorization: `Bearer ${localStorage.getItem('tokenAdmin')}` },
      });
      const body = res.headers.get('content-type')?.includes('json')
        ? ((await res.json()) as { code: number; data: unknown })
        : null;
      return {
        status: res.status,
        code: body?.code ?? null,
        data: body?.data ?? null,
        bytes: body ? 0 : (await res.blob()).size,
      };
    } catch (e) {
      return { failed: String(e) };
    }
  }, path);
}

describe('la caja sin red', () => {
  it('el cajero recarga la validación sin red; su catálogo y sus fotos responden desde la caché, el resto de la API no', async () => {
    const page = await signedIn('cajero@colegio.demo');
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await page.getByText('Validar carnet del cliente').waitFor();
    await controlled(page);

    // Online through the worker: the catalog and one of its photos are kept.
    const online = await fetchInPage(page, '/api/cafeteria/pos/catalog');
    expect(online).toMatchObject({ status: 200, code: 1 });
    const products = (online.data as { products: { url: string | null }[] }).products;
    const photo = products.map((p) => p.url).find((url) => url?.startsWith('/images/'));
    expect(photo).toBeDefined();
    expect(await fetchInPage(page, photo!)).toMatchObject({ status: 200 });
    expect(await fetchInPage(page, '/api/cafeteria/requests')).toMatchObject({ status: 200, code: 1 });

    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('Validar carnet del cliente').waitFor();
    await page.getByRole('tab', { name: 'Mediante codigo' }).waitFor();

    const offline = await fetchInPage(page, '/api/cafeteria/pos/catalog');
    expect(offline).toMatchObject({ status: 200, code: 1 });
    expect(offline).toEqual(online);
    expect(await fetchInPage(page, photo!)).toMatchObject({ status: 200 });
    // Not cached by the worker: any other call of the API, and the families' portal.
    expect(await fetchInPage(page, '/api/cafeteria/requests')).toHaveProperty('failed');
    await expect(page.goto(`${run.baseUrl}/familia/`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

    // Back online, the API answers again (nothing stale in between).
    await page.context().setOffline(false);
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    expect(await fetchInPage(page, '/api/cafeteria/requests')).toMatchObject({ status: 200, code: 1 });
    await page.context().close();
  });

  it('la fila del almuerzo abre sin red después de recargar', async () => {
    const page = await signedIn('admin@colegio.demo');
    await page.goto(`${run.baseUrl}/#/restaurant/requests`);
    await page.getByRole('heading', { name: 'Pedidos restaurante' }).waitFor();
    await controlled(page);

    await page.context().setOffline(true);
    await page.reload();
    // By its text: the page's own message that the turns cannot be read is a modal dialog.
    await page.getByText('Pedidos restaurante', { exact: true }).waitFor();
    await page.getByText('Active Preparar para leer los carnets de la fila.').waitFor();
    // Another page, opened for the first time since the reload: its chunk is precached too.
    await page.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await page.getByText('Validar carnet del cliente').waitFor();
    await page.context().close();
  });
});
