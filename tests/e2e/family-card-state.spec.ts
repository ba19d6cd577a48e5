/**
 * The portal at 360 px (issue 55, items 1–3): Luz's children show their card's state in words —
 * Camila's inactive card and Tomás without one offer no top-up — and the sign-in's "¿Olvidó su
 * contraseña?" leads to its page, which, with no e-mail set up here, says to ask the school.
 * Axe-clean, every touch target at least 44 px high; screenshots in /tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { familyCalls } from './admin-calls';
import { audit } from './axe';
import { startForFile } from './helpers';
import { phonePage, smallTargets } from './phone';

const LUZ = '41234567';
const PASSWORD = 'Familia-2026-segura';
const SHOTS = '/tmp/shots';
const run = startForFile();

const card = (page: Page, name: string) => page.getByTestId('child-card').filter({ hasText: name });

describe('el portal en un teléfono', () => {
  it('dice el estado de cada carnet y ofrece recargar solo al activo', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await familyCalls(run, LUZ, PASSWORD);
    const page = await phonePage(run);
    await page.goto(`${run.baseUrl}/familia/#/ingresar`);
    await page.getByLabel('Correo o documento').fill(LUZ);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Mis hijos' }).waitFor();

    await card(page, 'Camila').getByTestId('child-carnet').waitFor();
    expect(await card(page, 'Camila').getByTestId('child-carnet').innerText()).toContain(
      'Inactivo: pida al colegio que lo active',
    );
    expect(await card(page, 'Tomás').getByTestId('child-carnet').innerText()).toContain(
      'Sin carnet: pídalo en secretaría',
    );
    expect(await card(page, 'Samuel').innerText()).toContain('Activo');
    await page.screenshot({ path: `${SHOTS}/portal-card-states.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    // The inactive card and the missing one are never offered a top-up.
    await page
      .getByRole('link', { name: /Camila/ })
      .first()
      .click();
    await page
      .getByRole('heading', { name: /Camila/ })
      .first()
      .waitFor();
    // The page's figures come with the child's read: wait for them, then look for the top-up.
    await page.getByText('Inactivo: pida al colegio que lo active').first().waitFor();
    expect(await page.getByRole('button', { name: 'Reportar una transferencia' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/portal-inactive-card.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });

  it('ofrece ¿Olvidó su contraseña? y, sin correo en el colegio, dice que se pida en secretaría', async () => {
    const page = await phonePage(run);
    await page.goto(`${run.baseUrl}/familia/#/ingresar`);
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await page.getByRole('heading', { name: 'Nueva contraseña' }).waitFor();
    await page.getByText(/Este colegio no envía correos/).waitFor();
    await page.screenshot({ path: `${SHOTS}/portal-forgot.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    // A used link: said so, with both ways on.
    await page.goto(`${run.baseUrl}/familia/#/activar?token=usado`);
    await page.getByLabel('Contraseña nueva').fill('Nueva-clave-2026');
    await page.getByLabel('Repita la contraseña').fill('Nueva-clave-2026');
    await page.getByRole('button', { name: 'Activar e ingresar' }).click();
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('ya se usó o venció');
    await page.screenshot({ path: `${SHOTS}/portal-used-link.png`, fullPage: true });
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });
});
