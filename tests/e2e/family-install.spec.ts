/**
 * Issue 55, item 5: the families' portal on a phone (360 × 740) is an app to install — its
 * manifest linked and whole, its icons served at their sizes — with a service worker of its own
 * under /familia/, so that without network the installed portal still opens its shell (the API
 * is never answered from a cache). The notices' page offers to get the notices on this phone,
 * axe-clean with 44 px targets. Chromium headless reaches no push service: subscribing itself is
 * tested against a stand-in in tests/api/family-push.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { familyCalls } from './admin-calls';
import { audit } from './axe';
import { startForFile } from './helpers';
import { phonePage, smallTargets } from './phone';

const MARIA = '52987654';
const PASSWORD = 'Familia-2026-segura';
const run = startForFile();

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR. */
const pngSize = (png: Buffer) => ({
  signature: png.subarray(1, 4).toString('latin1'),
  size: `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`,
});

async function signedIn(): Promise<Page> {
  const page = await phonePage(run);
  await page.goto(`${run.baseUrl}/familia/#/ingresar`);
  await page.getByLabel('Correo o documento').fill(MARIA);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { name: 'Mis hijos' }).waitFor();
  return page;
}

describe('el portal instalable en el teléfono', () => {
  // María invited by the office and activated: she signs in on the phone.
  beforeAll(async () => {
    await familyCalls(run, MARIA, PASSWORD);
  });

  it('enlaza su manifiesto, con sus datos y sus íconos del tamaño que dice', async () => {
    const page = await phonePage(run);
    await page.goto(`${run.baseUrl}/familia/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/familia/manifest.webmanifest');
    const res = await fetch(`${run.baseUrl}${href}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    // The theme is the portal's AppBar's blue.
    const appBar = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(appBar).toBe('rgb(21, 101, 192)');
    expect(manifest).toMatchObject({
      name: 'Portal de familias',
      short_name: expect.any(String),
      start_url: '/familia/',
      scope: '/familia/',
      display: 'standalone',
      theme_color: '#1565c0',
    });
    const icons = await Promise.all(
      manifest.icons.map(async (icon) => {
        const got = await fetch(`${run.baseUrl}${icon.src}`);
        expect(got.status, icon.src).toBe(200);
        expect(got.headers.get('content-type'), icon.src).toBe('image/png');
        const { signature, size } = pngSize(Buffer.from(await got.arrayBuffer()));
        expect(signature, icon.src).toBe('PNG');
        expect(size, icon.src).toBe(icon.sizes);
        return `${icon.sizes} ${icon.purpose ?? 'any'}`;
      }),
    );
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    await page.context().close();
  });

  it('su service worker se activa bajo /familia/ y, sin red, el portal abre su marco', async () => {
    const page = await signedIn();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { scope: registration?.scope, script: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(worker).toEqual({ scope: `${run.baseUrl}/familia/`, script: `${run.baseUrl}/familia/sw.js` });

    await page.context().setOffline(true);
    await page.reload();
    // The portal's frame, from the worker's cache: its title and the signed-in header; the
    // children themselves need the school, and say so.
    await page.getByText('Portal de familias').first().waitFor();
    await page.getByRole('button', { name: 'Salir' }).waitFor();
    await page.getByText('No hay conexión con el colegio').first().waitFor();
    // A page loaded only when opened (the notices') is kept too; the API is not.
    await page.goto(`${run.baseUrl}/familia/#/avisos`);
    await page.getByRole('heading', { name: 'Avisos', level: 1 }).waitFor();
    const api = await page.evaluate(() =>
      fetch('/api/family/children').then(
        (r) => r.status,
        () => 'sin red',
      ),
    );
    expect(api).toBe('sin red');
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('en los avisos ofrece recibirlos en este teléfono, sin fallas de accesibilidad', async () => {
    const page = await signedIn();
    await page.goto(`${run.baseUrl}/familia/#/avisos`);
    const choice = page.getByTestId('push-choice');
    await choice.getByRole('heading', { name: 'Este teléfono' }).waitFor();
    const control = choice.getByRole('switch', { name: 'Recibir avisos en este teléfono' });
    await control.waitFor();
    // No push service here: off until the guardian allows it, or blocked by the headless browser.
    await page.waitForFunction(
      () => document.querySelector('[data-state]')?.getAttribute('data-state') !== 'checking',
    );
    const state = await choice.locator('[data-state]').getAttribute('data-state');
    expect(['off', 'blocked']).toContain(state);
    expect(await control.isChecked()).toBe(false);
    expect(await audit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.context().close();
  });
});
