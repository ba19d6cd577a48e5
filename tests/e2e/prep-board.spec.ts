import { beforeAll, describe, expect, it } from 'vitest';
import type { CredentialLookup } from '../../src/domain/credentials';
import type { PosCatalog, PurchaseResult } from '../../src/domain/orders';
import { atDashboard, login, newPage, startForFile } from './helpers';

const PASSWORD = 'Demo2026!';
const run = startForFile();
let token = '';

/** A call to the real server as the demo cashier, as the point of sale makes it. */
async function asCashier<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const res = await run.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (JSON.parse(res.body) as { data: T }).data;
}

async function sellHot(document: string, comment: string) {
  const found = await asCashier<CredentialLookup>('GET', `/api/admin/carnets/${document}`);
  const catalog = await asCashier<PosCatalog>('GET', '/api/cafeteria/pos/catalog');
  const hot = catalog.products.find((p) => p.name === 'Empanada de carne')!;
  return (
    await asCashier<PurchaseResult>('POST', '/api/cafeteria/requests', {
      id_user: found.user.id,
      products: [{ id: hot.id, count: 2 }],
      comment,
    })
  ).order;
}

beforeAll(async () => {
  const signIn = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'cajero@colegio.demo', password: PASSWORD },
  });
  token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
});

describe('Proceso alistamiento', () => {
  it('muestra un pedido nuevo sin recargar, y Listo lo pasa al mostrador', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/cafeteria/enlistment/board`);
    await page.getByTestId('board-live').waitFor();
    expect(await page.getByTestId('pending-count').innerText()).toBe('Pedidos pendientes: 0');

    const order = await sellHot('1098765432', 'sin ají');
    const row = page.getByTestId(`prep-${order.id}`);
    await row.waitFor({ timeout: 5000 });
    const text = await row.innerText();
    expect(text).toContain('2 x Empanada de carne');
    expect(text).toContain('sin ají');
    expect(text).toContain('Valentina Gómez Rojas');
    expect(await page.getByTestId('pending-count').innerText()).toBe('Pedidos pendientes: 1');

    await page.getByRole('button', { name: 'Grande' }).click();
    await row.getByRole('button', { name: `Despachar turno ${order.turn}` }).click();
    await page.getByText(`Turno ${order.turn} listo para entregar`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await page.getByTestId('pending-count').innerText()).toBe('Pedidos pendientes: 0');
    // The hall display's turn cards show it (read with the administrator's session: the demo cashier holds no turn key).
    const turns = await page.evaluate(async () => {
      const res = await fetch('/api/cafeteria/enlistment/turns', {
        headers: { Authorization: `Bearer ${localStorage.getItem('tokenAdmin')}` },
      });
      return ((await res.json()) as { data: { id: number }[] }).data;
    });
    expect(turns.map((c) => c.id)).toContain(order.id);
    // The chosen size is remembered.
    await page.reload();
    await page.getByTestId('board-live').waitFor();
    expect(await page.getByRole('button', { name: 'Grande' }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });
});
