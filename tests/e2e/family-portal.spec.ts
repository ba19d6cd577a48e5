/**
 * The families' portal at phone size (issue 32): the secretary invites a guardian from the
 * guardian's profile, the guardian opens the link on a phone, chooses a password, sees the
 * children and one child's history, sets a daily cap that the cashier's next sale meets and blocks a
 * category the cashier then sees restricted; every page axe-clean, touch targets of 44 px, the portal's
 * page loading none of the back office's code, Spanish and English, signing out and in again.
 */
import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { guardians } from '../../server/db/schema';
import { DAILY_LIMIT_MESSAGE } from '../../src/domain/cart';
import { adminCalls } from './admin-calls';
import { audit } from './axe';
import { atDashboard, login, newPage, startForFile } from './helpers';
import { phonePage, smallTargets } from './phone';

const MARIA = { num_doc: '52987654', name: 'María Rojas Pérez' };
const EMILIANO = '1098765441';
const PASSWORD = 'Familia-2026-segura';
const run = startForFile();

async function phone(): Promise<{ page: Page; scripts: string[] }> {
  const page = await phonePage(run);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  return { page, scripts };
}

/** A photo of a receipt as a phone's camera gives it: a 640 × 480 PNG of flat colour. */
function receiptPhoto(): Buffer {
  const width = 640;
  const height = 480;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 200)]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.concat(new Array<Buffer>(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every visible button and link at least 44 px high (touch targets on a phone). */
describe('el portal de familias', () => {
  it('la secretaría invita a la acudiente y ella entra desde el teléfono', async () => {
    const [guardian] = await run.database.db
      .select({ id: guardians.id })
      .from(guardians)
      .where(eq(guardians.num_doc, MARIA.num_doc));
    const staff = await newPage(run);
    await login(staff, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(staff);
    await staff.goto(`${run.baseUrl}/#/academic/attendant/profile/${guardian.id}`);
    expect(await staff.getByTestId('portal-state').innerText()).toBe('Aún no tiene acceso al portal.');
    // What every family may change: the demo school allows all four; a switch saves at once.
    for (const label of [
      'Los topes de consumo, diario y semanal',
      'Productos y categorías bloqueados',
      'El aviso de saldo bajo',
      'Los horarios de compra de cada tienda',
    ]) {
      expect(await staff.getByLabel(label).isChecked(), label).toBe(true);
    }
    // A click, then the poll: the switch moves when the page has taken the change.
    await staff.getByLabel('El aviso de saldo bajo').click();
    await staff.getByText('Portal de familias actualizado').waitFor();
    await staff.reload();
    await expect.poll(() => staff.getByLabel('El aviso de saldo bajo').isChecked()).toBe(false);
    await staff.getByLabel('El aviso de saldo bajo').click();
    await staff.getByText('Portal de familias actualizado').first().waitFor();
    await expect.poll(() => staff.getByLabel('El aviso de saldo bajo').isChecked()).toBe(true);
    await staff.getByRole('button', { name: 'Invitar al portal' }).click();
    await staff.getByTestId('invitation-qr').waitFor();
    const link = await staff.getByTestId('invitation-link').inputValue();
    expect(link).toMatch(/\/familia\/#\/activar\?token=/);
    expect(await audit(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => staff.getByTestId('portal-state').innerText()).toMatch(/^Invitado el /);

    // The guardian's phone opens the link (here on the test server's address).
    const { page, scripts } = await phone();
    await page.goto(link.replace(/^https?:\/\/[^/]+/, run.baseUrl));
    await page.getByRole('heading', { name: 'Active su acceso' }).waitFor();
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    // Its own page: none of the back office's entry or pages.
    expect(scripts.some((s) => /\/assets\/main-/.test(s))).toBe(false);

    await page.getByLabel('Contraseña nueva').fill(PASSWORD);
    await page.getByLabel('Repita la contraseña').fill('otra-cosa-2026');
    expect(await page.getByText('Las contraseñas no coinciden').count()).toBe(1);
    await page.getByLabel('Repita la contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activar e ingresar' }).click();

    await page.getByRole('heading', { name: 'Mis hijos' }).waitFor();
    await expect.poll(() => page.getByTestId('child-card').count()).toBe(4);
    const first = page.getByTestId('child-card').first();
    expect(await first.innerText()).toContain('Emiliano Moreno Silva');
    expect(await first.getByTestId('child-saldo').innerText()).toBe('$50.000');
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    await first.click();
    await page.getByRole('heading', { name: 'Emiliano Moreno Silva' }).waitFor();
    await page.getByRole('tab', { name: 'Historial' }).click();
    await expect.poll(() => page.getByTestId('child-timeline').locator('li').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('child-timeline').innerText()).toContain('Recarga · +$50.000');
    expect(await audit(page)).toEqual([]);

    // A daily cap of $2.000, set by the family; the cashier's next sale over it is refused.
    await page.getByRole('tab', { name: 'Límites' }).click();
    await page.getByLabel('Poner un tope diario de consumo').check();
    await page.getByLabel('Tope diario (pesos)').fill('2.000');
    await page.getByRole('button', { name: 'Guardar límites' }).click();
    await page.getByText('Límites guardados').waitFor();
    await expect.poll(() => page.getByTestId('child-cap').innerText()).toBe('$2.000');
    expect(await audit(page)).toEqual([]);
    await staff.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await staff.getByTestId('carnet-search').fill(EMILIANO);
    await staff.getByRole('button', { name: 'Buscar' }).click();
    await staff.getByTestId('customer-name').waitFor();
    await staff.getByRole('button', { name: 'Bebidas' }).click();
    await staff.getByRole('button', { name: 'Gaseosas y agua' }).click();
    const water = staff.getByRole('button', { name: /^Agua en botella 600 ml,/ });
    await water.click();
    await water.click();
    await staff.getByRole('button', { name: 'Comprar' }).click();
    await staff.getByText(DAILY_LIMIT_MESSAGE).first().waitFor();

    // The family blocks the snacks; the cashier's next visit shows them restricted and says why.
    const blockSearch = page.getByRole('combobox', { name: 'Bloquear un producto o una categoría' });
    await blockSearch.click();
    await blockSearch.fill('Snacks');

    await page.getByRole('option', { name: 'Snacks', exact: true }).click();
    await page.getByText('Bloqueos guardados').waitFor();
    expect(await page.getByTestId('blocked-categorias').innerText()).toContain('Snacks');
    // The history shows the change at once, with who made it.
    await page.getByRole('tab', { name: 'Historial' }).click();
    await expect
      .poll(() => page.getByTestId('child-timeline').innerText())
      .toMatch(/Categorías bloqueadas[^]*Ninguna → Snacks/);
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await staff.goto(`${run.baseUrl}/#/cafeteria/requests/create`);
    await staff.getByTestId('carnet-search').fill(EMILIANO);
    await staff.getByRole('button', { name: 'Buscar' }).click();
    await staff.getByTestId('customer-name').waitFor();
    // The whole catalog shows first: a snack is greyed, water is not.
    const snack = staff.getByTestId('product-grid').getByRole('button', { name: /^Platanitos 40 g,/ });
    await expect.poll(() => snack.getAttribute('data-state')).toBe('Restringido');
    expect(
      await staff
        .getByTestId('product-grid')
        .getByRole('button', { name: /^Agua en botella 600 ml,/ })
        .getAttribute('data-state'),
    ).toBeNull();
    await snack.click();
    await staff.getByText('El producto Platanitos 40 g está restringido para el estudiante').waitFor();
    await staff.getByRole('button', { name: 'Aceptar' }).click();

    // A transfer reported with a photo from the phone's camera; the school approves it; the portal says so.
    await page.getByRole('tab', { name: 'Recargar' }).click();
    await page.getByLabel('Valor (pesos)').fill('30.000');
    await page.getByLabel('Referencia o número de aprobación').fill('NEQUI-E2E-1');
    await page
      .getByTestId('receipt-camera')
      .setInputFiles({ name: 'soporte.png', mimeType: 'image/png', buffer: receiptPhoto() });
    await page.getByText('Soporte listo: soporte.png').waitFor();
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByText('Recarga reportada: el colegio la revisará').waitFor();
    expect(await page.getByTestId('transfer-reports').innerText()).toMatch(
      /\$30\.000[^]*NEQUI-E2E-1[^]*Pendiente de revisión/,
    );
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    const call = await adminCalls(run);
    const [pending] = await call<{ id: number; referencia: string; soporte_tipo: string }[]>(
      'GET',
      '/api/admin/transfers?estado=pendiente',
    );
    // The photo arrives redrawn as a JPEG.
    expect(pending).toMatchObject({ referencia: 'NEQUI-E2E-1', soporte_tipo: 'image/jpeg' });
    await call('POST', `/api/admin/transfers/${pending.id}/approve`);
    await page.reload();
    await expect.poll(() => page.getByTestId('transfer-reports').innerText()).toContain('Aprobada');
    await expect.poll(() => page.getByTestId('child-saldo').innerText()).toBe('$80.000');
    // The approval is a notice: the bell counts it, the feed tells it, and opening it reads it.
    const bell = page.getByRole('link', { name: /^Avisos/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Avisos, 1 sin leer');
    await bell.click();
    await page.getByRole('heading', { name: 'Avisos', level: 1 }).waitFor();
    expect(await page.getByTestId('notices-feed').innerText()).toMatch(
      /Recarga aprobada[^]*El colegio aprobó la recarga de \$30\.000 para Emiliano Moreno Silva \(ref\. NEQUI-E2E-1\)/,
    );
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Avisos');
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.goBack();
    await page.getByRole('heading', { name: 'Emiliano Moreno Silva' }).waitFor();

    // In English, then back to the list and out.
    await page.getByRole('button', { name: 'Idioma: English' }).click();
    await page.getByRole('tab', { name: 'History' }).waitFor();
    await page.getByRole('link', { name: 'Back to my children' }).click();
    await page.getByRole('heading', { name: 'My children' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await audit(page)).toEqual([]);

    // Signing in again, by document, in Spanish.
    await page.getByRole('button', { name: 'Language: Español' }).click();
    await page.getByLabel('Correo o documento').fill(MARIA.num_doc);
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('Usuario o contraseña incorrectos').waitFor();
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Mis hijos' }).waitFor();
    expect(await page.getByText(MARIA.name).count()).toBe(1);

    // The staff's screen shows the access as active.
    await staff.goto(`${run.baseUrl}/#/academic/attendant/profile/${guardian.id}`);
    await expect
      .poll(() => staff.getByTestId('portal-state').innerText())
      .toMatch(/^Tiene acceso al portal desde el /);
  });
});
