/**
 * Delivery to the customer in the browser: the delivery counter (#/external/entrega) follows the
 * kitchen live, and the prepare-and-deliver counter (#/external/dispatch) reads a customer with a
 * simulated USB scanner, refuses an empty delivery, delivers what was prepared and cancels a card.
 * The sales and the kitchen's "ready" are made through the API, as the other screens would.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { maskCode, type Credential, type CredentialLookup } from '../../src/domain/credentials';
import type { Envelope } from '../../src/domain/envelope';
import type { Order, PosCatalog, PurchaseResult } from '../../src/domain/orders';
import { atDashboard, login, newPage, startForFile } from './helpers';

const STUDENT = { name: 'Valentina Gómez Rojas', num_doc: '1098765432' };
const run = startForFile();
let token: string;
let userId: number;
let code: string;
let catalog: PosCatalog;

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<Envelope<T> & { status: number }> {
  const res = await run.app.inject({
    method,
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { ...(res.json() as Envelope<T>), status: res.statusCode };
}

/** A cafeteria sale to Valentina that waits at the counter: 'Empanada de carne' needs preparation, 'Pandebono' does not. */
async function sale(name: string): Promise<Order> {
  const product = catalog.products.find((p) => p.name === name)!;
  const res = await call<PurchaseResult>('POST', '/api/cafeteria/requests', {
    id_user: userId,
    products: [{ id: product.id, count: 1 }],
    inmediate: 0,
  });
  expect(res.status, res.message).toBe(201);
  return res.data.order;
}
const complete = async (id: number) =>
  (await call<Order>('GET', `/api/cafeteria/requests/${id}`)).data.complete;

async function closeInfo(page: Page, message: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(message).waitFor();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A USB scanner types into the focused field and presses Enter. */
async function scan(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 5 });
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  token = ''; // signed out until the login below
  const auth = await call<{ token: string }>('POST', '/api/login', {
    email: 'admin@colegio.demo',
    password: 'Demo2026!',
  });
  token = auth.data.token;
  const lookup = await call<CredentialLookup>('GET', `/api/admin/carnets/${STUDENT.num_doc}`);
  userId = lookup.data.user.id;
  // The card as its edit screen reads it: lookups answer the code masked.
  code = (await call<Credential>('GET', `/api/admin/carnets/${lookup.data.carnet!.id}/edit`)).data.code;
  catalog = (await call<PosCatalog>('GET', '/api/cafeteria/pos/catalog')).data;
});

describe('entrega de pedidos', () => {
  it('muestra los pedidos del cliente; el que está en preparación se habilita en vivo cuando la cocina lo marca listo; entregado sale de la lista', async () => {
    const hot = await sale('Empanada de carne');
    const ready = await sale('Pandebono');
    expect([hot.complete, ready.complete]).toEqual(['1', '2']);

    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/external/entrega`);
    await page.getByTestId('carnet-search').waitFor();
    await scan(page, STUDENT.num_doc);

    await expect.poll(() => page.getByTestId('customer-name').innerText()).toBe(STUDENT.name);
    // A code is a bearer secret: the counter shows its last characters only.
    expect(await page.getByTestId('customer-code').innerText()).toBe(maskCode(code));
    const readyCard = page.getByTestId(`order-${ready.id}`);
    const hotCard = page.getByTestId(`order-${hot.id}`);
    expect(await readyCard.innerText()).toContain(`Turno ${ready.turn}`);
    expect(await readyCard.innerText()).toContain('1 x Pandebono');
    expect(await readyCard.getByRole('button', { name: 'Entregar' }).isEnabled()).toBe(true);
    expect(await hotCard.innerText()).toContain('En preparación');
    expect(await hotCard.getByRole('button', { name: 'Entregar' }).isDisabled()).toBe(true);

    // The kitchen marks it ready elsewhere: the card follows without a reload.
    expect((await call('PUT', `/api/cafeteria/enlistment/${hot.id}`, {})).status).toBe(200);
    await expect.poll(() => hotCard.getByRole('button', { name: 'Entregar' }).isEnabled()).toBe(true);
    expect(await hotCard.innerText()).not.toContain('En preparación');

    await readyCard.getByRole('button', { name: 'Entregar' }).click();
    await closeInfo(page, 'Pedido entregado');
    await readyCard.waitFor({ state: 'detached' });
    expect(await complete(ready.id)).toBe('3');
    expect(await hotCard.isVisible()).toBe(true);

    // Found by the credential code as well.
    await scan(page, code);
    await hotCard.getByRole('button', { name: 'Entregar' }).click();
    await closeInfo(page, 'Pedido entregado');
    await page.getByTestId('no-orders').waitFor();
    await page.context().close();
  });
});

describe('despacho con lector QR', () => {
  it('lee al cliente una vez, pide preparar algo, entrega lo preparado y cancela una entrega', async () => {
    const first = await sale('Empanada de carne');
    const second = await sale('Pandebono');

    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/external/dispatch`);
    await page.getByRole('button', { name: 'Preparar' }).click();
    await page.getByTestId('dispatch-scan').waitFor();
    await scan(page, code);
    const card = page.getByTestId(`dispatch-card-${userId}`);
    await card.waitFor();
    expect(await card.innerText()).toContain(`${STUDENT.name} - ${maskCode(code)}`);
    expect(await card.innerText()).toContain(`Turno ${first.turn}`);
    // Read again: still one card.
    await scan(page, code);
    await page.getByText('El cliente ya está en la lista').waitFor();
    expect(await page.locator('[data-testid^="dispatch-card-"]').count()).toBe(1);

    await card.getByRole('button', { name: 'Entregar' }).click();
    await closeInfo(page, 'Debe seleccionar por lo menos un articulo para entregar');
    expect(await complete(first.id)).toBe('1');

    // Prepared here: the order still in the kitchen's list goes out (marked ready, then delivered).
    await card.getByTestId(`dispatch-order-${first.id}`).getByRole('switch').click();
    await card.getByTestId(`dispatch-order-${first.id}`).getByText('Preparado').waitFor();
    await card.getByRole('button', { name: 'Entregar' }).click();
    await closeInfo(page, 'Pedido entregado');
    await card.waitFor({ state: 'detached' });
    expect(await complete(first.id)).toBe('3');
    expect(await complete(second.id)).toBe('2');

    // The other order: read, then withdrawn from the list; nothing changes on the server.
    await scan(page, STUDENT.num_doc);
    await card.waitFor();
    expect(await card.innerText()).toContain(`Turno ${second.turn}`);
    expect(await card.getByTestId(`dispatch-order-${first.id}`).count()).toBe(0);
    await card.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('Seguro que desea retirar esta entrega de la lista').waitFor();
    await page.getByRole('button', { name: 'Si' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('dispatch-empty').waitFor();
    expect(await complete(second.id)).toBe('2');
    await page.context().close();
  });
});

describe('validar carnet (externo)', () => {
  it('valida el carnet para la tienda elegida y abre su punto de venta', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/external/request`);
    await page.getByRole('group', { name: 'Tienda' }).getByRole('button', { name: 'Papelería' }).click();
    await page.getByRole('tab', { name: 'Mediante codigo' }).waitFor();
    await page.getByTestId('carnet-search').fill(STUDENT.num_doc);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/#\/papeleria\/requests\/recreate$/);
    await expect.poll(() => page.getByTestId('customer-name').innerText()).toBe(STUDENT.name);
    await page.context().close();
  });
});
