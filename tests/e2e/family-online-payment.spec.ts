/**
 * An online top-up from a phone (issue 54), against the local stand-in of Mercado Pago: María signs
 * in at 360 px, types one child's amount in *Recargar en línea*, goes to the checkout, pays, and is
 * sent back to the payment's page, which says 'Recarga acreditada' once the server has heard the
 * signed notification; the child's balance shows the top-up. The card and the payment's page are
 * axe-clean with touch targets of 44 px; screenshots in /tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startMercadoPago, type MercadoPagoStandIn } from '../api/fixtures/mercadopago';
import { familyCalls } from './admin-calls';
import { audit } from './axe';
import { startForFile } from './helpers';
import { phonePage, smallTargets } from './phone';

const MARIA = '52987654';
const EMILIANO = 'Emiliano Moreno Silva';
const PASSWORD = 'Familia-2026-segura';
const ACCESS_TOKEN = 'TEST-token-del-colegio';
const SECRET = 'secreto-de-notificaciones';
const SHOTS = '/tmp/shots';

// The stand-in first (the server is told its address), closed after the server (hooks run stacked).
let mp: MercadoPagoStandIn;
beforeAll(async () => {
  mp = await startMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET });
});
afterAll(async () => {
  await mp?.close();
});
const run = startForFile({
  env: () => ({
    MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_API_URL: mp.url,
  }),
});

const emilianoCard = (page: Page) => page.getByTestId('child-card').filter({ hasText: EMILIANO });

describe('recargas en línea desde el portal', () => {
  it('María recarga a Emiliano con Mercado Pago y el saldo sube cuando el servidor oye la notificación', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await familyCalls(run, MARIA, PASSWORD);
    const page = await phonePage(run);
    await page.goto(`${run.baseUrl}/familia/#/ingresar`);
    await page.getByLabel('Correo o documento').fill(MARIA);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Mis hijos' }).waitFor();
    await expect.poll(() => emilianoCard(page).getByTestId('child-saldo').innerText()).toBe('$50.000');

    const card = page.getByRole('region', { name: 'Recargar en línea' });
    await card.waitFor();
    expect(await card.getByTestId('online-limits').innerText()).toContain('de $10.000 a $500.000');
    const amount = card.getByRole('textbox', { name: EMILIANO });
    expect(await amount.getAttribute('inputmode')).toBe('numeric');
    // Under the school's minimum: said at once, in the server's words, and nothing opened.
    await amount.fill('5.000');
    await card.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    expect(await card.getByRole('alert').innerText()).toBe('El pago en línea debe ser de al menos $10.000');
    expect(mp.preferences()).toEqual([]);
    await amount.fill('20.000');
    expect(await card.getByTestId('online-to-pay').innerText()).toBe('$20.000');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/online-card.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    // Mercado Pago's checkout, another site (the stand-in's page).
    await card.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${mp.url}/checkout/v1/redirect`));
    expect(await page.getByText(`Recarga del carnet de ${EMILIANO}`).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/online-checkout.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();

    // Back on the portal, the state the server says (never the address's `status`).
    await page.waitForURL(/\/familia\/#\/pagos\/\d+\?payment_id=\d+&status=approved/);
    expect(page.url().startsWith(`${run.baseUrl}/familia/`)).toBe(true);
    await page.getByRole('heading', { name: 'Recarga acreditada', level: 1 }).waitFor();
    expect(await page.getByTestId('payment-children').innerText()).toMatch(
      new RegExp(`${EMILIANO}\\s*\\$20\\.000`),
    );
    expect(await page.getByTestId('payment-total').innerText()).toBe('$20.000');
    await page.screenshot({ path: `${SHOTS}/online-payment-page.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    await page.getByRole('link', { name: 'Volver a mis hijos' }).click();
    await page.getByRole('heading', { name: 'Mis hijos' }).waitFor();
    await expect.poll(() => emilianoCard(page).getByTestId('child-saldo').innerText()).toBe('$70.000');
    const list = page.getByTestId('online-payments');
    await expect
      .poll(() => list.innerText())
      .toMatch(/\$20\.000[^]*Emiliano Moreno Silva: \$20\.000[^]*Acreditado/);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/online-children-after.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });
});
