/**
 * Browser tests run the built app (dist/) served by the real server on a fresh embedded
 * database with the demo school, driven in Debian's Chromium by playwright-core.
 */
import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Clock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { pgliteDatabase, type Database } from '../../server/db/client';
import { expect } from 'vitest';
import { prepareTls, type TlsSetup } from '../../server/security/tls';
import { testClock } from '../clock';
import { demoSchool } from './demo-school';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium; with `fakeVideo`, its camera shows that Y4M file; `extraArgs` as given (https.spec.ts). */
export function launchChromium(fakeVideo?: string, extraArgs: readonly string[] = []): Promise<Browser> {
  const camera = fakeVideo
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${fakeVideo}`,
      ]
    : [];
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...camera, ...extraArgs] });
}

export interface Running {
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  browser: Browser;
  /** With `tls`: TLS=auto's setup (the authority's certificate and fingerprint); the port answers https and http. */
  tls: TlsSetup | null;
  port: number;
  /** The server's clock, started at this run's pinned instant (tests/clock.ts); every browser context reads it too. */
  clock: Clock;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Names the TLS=auto certificate carries besides the machine's. */
  tls?: string[];
  /**
   * More of the server's settings (MERCADOPAGO_*, …). With them the server listens on a port chosen
   * first and PUBLIC_URL is its own origin unless given: the links it sends out (Mercado Pago's way
   * back) return to this server.
   */
  env?: Record<string, string>;
}

/** A port free now on 127.0.0.1 (asked of the system, then let go) for a server that must know it before listening. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The server on a fresh demo database; `tls` names the TLS=auto certificate carries besides the machine's. */
export async function startAll({ tls: tlsNames, env }: StartOptions = {}): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const database = await pgliteDatabase(await (await demoSchool()).clone());
  const clock = testClock();
  const scheme = tlsNames ? 'https' : 'http';
  const chosenPort = env ? await freePort() : 0;
  const own = env ? { PUBLIC_URL: `${scheme}://127.0.0.1:${chosenPort}` } : {};
  // The safety timers stay off: a spec runs their rounds at the instant it means (server/modules/access/absences).
  const config = { ...loadConfig({ SAFETY_SECONDS: '0', ...own, ...env }), webRoot: 'dist' };
  const tls = tlsNames ? prepareTls({ mode: 'auto', dir: join(dir, 'tls'), extraNames: tlsNames }) : null;
  const app = await buildApp(database, config, false, { tls, clock });
  await app.listen({ port: chosenPort, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const browser = await launchChromium();
  return {
    baseUrl: `${scheme}://127.0.0.1:${port}`,
    app,
    database,
    browser,
    tls,
    port,
    clock,
    stop: async () => {
      await browser.close();
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * startAll before the file's tests and its stop after them, for a file that shares one server and
 * one browser: the object returned is filled in when the tests start (read it in tests and hooks).
 * `env` may be a function, read when the server starts: settings known only then (a stand-in's
 * address started by an earlier beforeAll of the file).
 */
export function startForFile({
  env,
  ...options
}: Omit<StartOptions, 'env'> & { env?: StartOptions['env'] | (() => StartOptions['env']) } = {}): Running {
  const run = {} as Running;
  beforeAll(async () => {
    Object.assign(run, await startAll({ ...options, env: typeof env === 'function' ? env() : env }));
  });
  afterAll(async () => {
    await run.stop?.();
  });
  return run;
}

/**
 * The school's computers sit in the school: the browser's clock reads school time (the demo
 * school's zone), whatever this machine's zone is. Report dates default to that day.
 */
export const SCHOOL_BROWSER = { locale: 'es-CO', timezoneId: 'America/Bogota' } as const;

/**
 * A browser context at the school, on the server's clock: its pages' `Date`, timers and animation
 * frames start at the server clock's current instant and run on at the machine's pace, as the
 * server's do (a frozen clock would stall the app's polling, debounces and auto-hiding notices).
 * Every context a browser test opens comes from here, so the browser's "today" is the server's.
 */
export async function newContext(
  run: Running,
  browser: Browser = run.browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...SCHOOL_BROWSER, ...options });
  // install() lets time flow from the given instant; pages opened later in the context catch up.
  await context.clock.install({ time: run.clock.now() });
  return context;
}

/**
 * A page in a context of its own. The back office's service worker (issue 33) is blocked unless
 * asked for: what it fetches escapes `page.route()`, and a test of one screen should not wait on
 * its precache download. offline-shell.spec.ts asks for it.
 */
export async function newPage(
  run: Running,
  browser: Browser = run.browser,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  const context = await newContext(run, browser, {
    viewport: { width: 1366, height: 900 },
    acceptDownloads: true,
    serviceWorkers,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Waits until the page is still: no finite animation or transition running and every notification
 * fully drawn, a few checks in a row (a transition the last render queued starts a frame later).
 * Colours read halfway through a fade blend with what is behind them; a page that is still is what
 * a person reads.
 */
export async function still(page: Page): Promise<void> {
  await page.waitForFunction(
    (state) => {
      const quiet =
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
        // A notification just queued may not have started its transition: its opacity says when it is drawn.
        [...document.querySelectorAll('.MuiSnackbarContent-root')].every(
          (el) => getComputedStyle(el).opacity === '1',
        );
      state.calm = quiet ? state.calm + 1 : 0;
      return state.calm >= 3;
    },
    { calm: 0 },
    { polling: 50, timeout: 10_000 },
  );
}

export async function login(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/#/auth/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * Signed in and landed on the desk: its title shows. The URL alone is not enough: the sign-in page
 * may still be on screen while the desk loads, and then sends the browser to the desk once more,
 * over wherever the test has gone meanwhile.
 */
export async function atDashboard(page: Page) {
  await page.waitForURL(/#\/dashboard$/);
  await page.getByRole('heading', { name: 'Escritorio', exact: true }).waitFor();
}

/** Chooses an option of a react-admin SelectInput by its label. */
export async function choose(page: Page, label: string, option: string) {
  // The name is the label followed by the current value; anchored so 'Categoría' is not 'Subcategoría'.
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('combobox', { name: new RegExp(`^${escaped}(\\s|$)`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // Closed: a screen audited right after sees no fading menu.
  await page.locator('[role="option"]').first().waitFor({ state: 'detached' });
}

/** The labels of the sidebar entries. */
export async function menuLabels(page: Page): Promise<string[]> {
  const sidebar = page.locator('.RaSidebar-fixed');
  return (await sidebar.locator('[role="menuitem"], .MuiListItemButton-root').allInnerTexts())
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * Opens a sidebar group and clicks one of its entries once the group has finished sliding open:
 * an entry clicked while it slides can miss (the click lands where the entry was a frame before).
 */
export async function openMenuEntry(page: Page, group: string, entry: string) {
  const sidebar = page.locator('.RaSidebar-fixed');
  await sidebar.getByText(group, { exact: true }).click();
  await sidebar.locator('.MuiCollapse-entered').getByText(entry, { exact: true }).click();
}

/** The juice the till tests sell (Bebidas → Jugos). */
export const JUICE = 'Jugo de naranja 250 ml';

/**
 * At the point of sale already open: validates the customer by document and sells one juice, waiting
 * for the sale's screen to say it was made (online or queued).
 */
export async function validateAndSellJuice(page: Page, who: { num_doc: string; name: string }) {
  await page.getByTestId('carnet-search').fill(who.num_doc);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL(/#\/cafeteria\/requests\/recreate$/);
  expect(await page.getByTestId('customer-name').innerText()).toBe(who.name);
  await page.getByRole('button', { name: 'Bebidas' }).click();
  await page.getByRole('button', { name: 'Jugos' }).click();
  await page.getByRole('button', { name: new RegExp(`^${JUICE},`) }).click();
  await page.getByRole('button', { name: 'Comprar' }).click();
  await page.waitForURL(/#\/cafeteria\/requests\/create$/);
  await page.getByTestId('last-sale').waitFor();
}

/**
 * On a till screen of a browser without a till for its store: chooses the store's till `name` from
 * the notice's list, and waits until the status bar names it (src/domain/tillChoice.ts).
 */
export async function chooseTill(page: Page, name: string) {
  await page.getByTestId('till-chooser').waitFor();
  await page.getByRole('button', { name: `Usar esta caja: ${name}`, exact: true }).click();
  await expect.poll(() => page.getByTestId('till-name').innerText()).toBe(`Caja: ${name}`);
  await page.getByTestId('till-chooser').waitFor({ state: 'detached' });
}
