/**
 * The staff's online payments (issue 54), against the local stand-in of Mercado Pago: María pays
 * two top-ups whose notifications never arrive; the administrator opens Carnets → Pagos en línea,
 * runs today's reconciliation, which finds both approved there and not credited here, credits one
 * with a click (once: the balance rises by its amount), and asks Mercado Pago again about the other
 * from the payments' list. The school's terms are saved from their tab. Axe-clean; screenshots in
 * /tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { externalReferenceOf, type OnlinePaymentCreated } from '../../src/domain/onlinePayments';
import type { FamilyChild } from '../../src/domain/family';
import { localDate } from '../../server/time';
import { startMercadoPago, type MercadoPagoStandIn } from '../api/fixtures/mercadopago';
import { familyCalls } from './admin-calls';
import { audit } from './axe';
import { login, newPage, openMenuEntry, startForFile } from './helpers';

const MARIA = '52987654';
const EMILIANO = 'Emiliano Moreno Silva';
const PASSWORD = 'Familia-2026-segura';
const ACCESS_TOKEN = 'TEST-token-del-colegio';
const SHOTS = '/tmp/shots';

let mp: MercadoPagoStandIn;
beforeAll(async () => {
  mp = await startMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: 'secreto' });
});
afterAll(async () => {
  await mp?.close();
});
const run = startForFile({
  env: () => ({
    MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: 'secreto',
    MERCADOPAGO_API_URL: mp.url,
  }),
});

describe('pagos en línea para el personal', () => {
  it('concilia el día, acredita con un clic lo que no se oyó y consulta de nuevo un pago pendiente', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const portal = await familyCalls(run, MARIA, PASSWORD);
    const saldo = async () =>
      (await portal<FamilyChild[]>('GET', '/api/family/children')).find((c) => c.name === EMILIANO)!.saldo;
    const emiliano = (await portal<FamilyChild[]>('GET', '/api/family/children')).find(
      (c) => c.name === EMILIANO,
    )!;
    const before = await saldo();
    const open = (valor: number) =>
      portal<OnlinePaymentCreated>('POST', '/api/family/payments', {
        hijos: [{ id_estudiante: emiliano.id, valor }],
      });
    // Paid at Mercado Pago; their notifications are lost.
    const first = await open(20_000);
    mp.pay(externalReferenceOf(first.id));
    const second = await open(15_000);
    mp.pay(externalReferenceOf(second.id));

    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await openMenuEntry(page, 'Carnets', 'Pagos en línea');
    await page.getByRole('tab', { name: 'Conciliación' }).click();
    const today = localDate(run.clock.now(), 'America/Bogota');
    await page.getByLabel('Día').fill(today);
    await page.getByRole('button', { name: 'Conciliar ahora' }).click();
    await page.getByText('Conciliación terminada: 2 diferencias').waitFor();
    const findings = page.getByRole('row').filter({ hasText: 'sin acreditar' });
    await expect.poll(() => findings.count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/online-staff-reconciliation.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);

    // One click credits the first; its row then says who and what came of it.
    const row = page.getByRole('row').filter({ hasText: '$20.000' }).filter({ hasText: 'sin acreditar' });
    await row.getByRole('button', { name: 'Acreditar' }).click();
    await page.getByText('Pago acreditado').first().waitFor();
    await expect.poll(saldo).toBe(before + 20_000);
    await expect.poll(() => row.getByRole('button', { name: 'Acreditar' }).count()).toBe(0);

    // The other from the payments' list: asked of Mercado Pago again, found by its reference.
    await page.getByRole('tab', { name: 'Pagos' }).click();
    await choose(page, 'Pendientes');
    const pending = page.getByRole('row').filter({ hasText: '$15.000' });
    await pending.getByRole('button', { name: 'Consultar a Mercado Pago' }).click();
    await expect.poll(saldo).toBe(before + 35_000);
    // Every payment: both credited now.
    await choose(page, 'Todos');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Aprobado' }).count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/online-staff-payments.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);

    // The terms: saved, and what the portal then offers.
    await page.getByRole('tab', { name: 'Condiciones' }).click();
    await page.getByLabel('Mínimo por pago').fill('20000');
    await page.getByRole('button', { name: 'Guardar condiciones' }).click();
    await page.getByText('Condiciones de las recargas en línea guardadas').waitFor();
    await expect
      .poll(async () => (await portal<{ minimo: number }>('GET', '/api/family/payments/terms')).minimo)
      .toBe(20_000);
    await page.screenshot({ path: `${SHOTS}/online-staff-terms.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
  });
});

/** The list's state filter set to `option`. */
async function choose(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: option }).click();
}
