/**
 * `npm run docs:screenshots`: the README's screenshots (docs/screenshots/), taken from the real
 * server in Debian's Chromium (playwright-core, as the browser suite drives it).
 *
 * The built web app (dist/) is served as `npm start` serves it; `vite build` runs first only when
 * dist/ lacks a page. The server is `server/main.ts` on a fresh temporary PGlite data folder with the
 * demo school (never the developer's own data, never a PostgreSQL of the environment), its clock
 * started at the browser suite's Tuesday morning so the pictures do not depend on the day they are
 * taken. It saves:
 *   - back-office.png: the desk after signing in as the demo administrator (1280 × 800);
 *   - point-of-sale.png: the cafeteria's till as the demo cashier, a customer validated and two
 *     products in the order (1280 × 800);
 *   - family-portal.png: the families' portal signed in as a demo guardian, on a phone (360 × 740).
 * Then it stops the server and removes the temporary folder, whatever happened.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { DEMO_FAMILIES } from '../server/demo/demo-families';
import { DEMO_ADMIN, DEMO_CASHIER, DEMO_PASSWORD, DEMO_STUDENT } from '../server/demo/seed';
import { PINNED_INSTANTS } from '../tests/clock';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The instant the server's clock starts at (the browser suite's weekday: school open, before lunch). */
const INSTANT = PINNED_INSTANTS.weekday;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
/** The juices the till's picture puts in the order (Bebidas → Jugos, as the till tests sell). */
const ORDER = ['Jugo de naranja 250 ml', 'Limonada natural 300 ml'];

/** The web app's pages: the back office and the families' portal. */
const BUILT = [join(ROOT, 'dist', 'index.html'), join(ROOT, 'dist', 'familia', 'index.html')];

function buildIfMissing(): void {
  if (BUILT.every((file) => existsSync(file))) return;
  console.log('dist/ no tiene la aplicación construida: vite build');
  const built = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build falló');
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('sin puerto')),
      );
    });
  });
}

/** The server's environment: this run's folder and port, the demo, nothing reached outside this machine. */
function serverEnv(dir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    BACKUP_DIR: join(dir, 'backups'),
    BACKUP_KEEP: '0',
    DEMO: '1',
    CLOCK_START: INSTANT,
    MAP_TILES_URL: '',
    MAP_SEARCH_URL: '',
    SMTP_URL: '',
    HOUSEKEEPING_MINUTES: '0',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'TLS', 'TLS_CERT_FILE', 'TLS_KEY_FILE', 'TLS_NAMES', 'TRUST_PROXY'])
    delete env[name];
  return env;
}

/** Waits until `GET /api/health` answers (the demo school loaded), or the server exits. */
async function healthy(baseUrl: string, server: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`El servidor terminó con el código ${server.exitCode}`);
    try {
      const answer = await fetch(`${baseUrl}/api/health`);
      if (answer.ok) return;
    } catch {
      // Not listening yet: migrations and the demo school come first.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`El servidor no respondió en ${timeoutMs / 1000} s`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });
}

/** Nothing moving, no spinner, every image drawn: what a person reads. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    (state) => {
      const quiet =
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
        document.querySelectorAll('[role="progressbar"]').length === 0 &&
        [...document.images].every((img) => img.complete);
      state.calm = quiet ? state.calm + 1 : 0;
      return state.calm >= 5;
    },
    { calm: 0 },
    { polling: 100, timeout: 20_000 },
  );
}

interface Shots {
  browser: Browser;
  baseUrl: string;
  /** The server clock's instant now, for the browser's clock. */
  serverNow: () => number;
}

async function open({ browser, serverNow }: Shots, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    serviceWorkers: 'block',
    ...options,
  });
  await context.clock.install({ time: serverNow() });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

async function staffSignIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/#/auth/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/#\/dashboard$/);
  await page.getByRole('heading', { name: 'Escritorio', exact: true }).waitFor();
}

async function save(page: Page, name: string): Promise<void> {
  // Choosing products scrolls the page: the picture starts at its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  const file = join(OUT, name);
  await page.screenshot({ path: file });
  console.log(`${file}: ${Math.round(statSync(file).size / 1024)} kB`);
  await page.context().close();
}

async function backOffice(shots: Shots): Promise<void> {
  const page = await open(shots, { viewport: DESKTOP });
  await staffSignIn(page, shots.baseUrl, DEMO_ADMIN);
  await save(page, 'back-office.png');
}

async function pointOfSale(shots: Shots): Promise<void> {
  const page = await open(shots, { viewport: DESKTOP });
  await staffSignIn(page, shots.baseUrl, DEMO_CASHIER);
  await page.goto(`${shots.baseUrl}/#/cafeteria/requests/create`);
  await page.getByTestId('carnet-search').fill(DEMO_STUDENT.num_doc);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL(/#\/cafeteria\/requests\/recreate$/);
  await page.getByTestId('customer-name').waitFor();
  await page.getByRole('button', { name: 'Bebidas' }).click();
  await page.getByRole('button', { name: 'Jugos' }).click();
  for (const product of ORDER) await page.getByRole('button', { name: new RegExp(`^${product},`) }).click();
  await page
    .getByTestId('order-lines')
    .getByText(ORDER[ORDER.length - 1])
    .waitFor();
  await save(page, 'point-of-sale.png');
}

async function familyPortal(shots: Shots): Promise<void> {
  const page = await open(shots, { viewport: PHONE, isMobile: true, hasTouch: true });
  await page.goto(`${shots.baseUrl}/familia/`);
  await page.getByLabel('Correo o documento').fill(DEMO_FAMILIES[0]);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { name: 'Mis hijos' }).waitFor();
  await page.getByTestId('child-card').first().waitFor();
  await save(page, 'family-portal.png');
}

async function main(): Promise<void> {
  buildIfMissing();
  mkdirSync(OUT, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'docs-screenshots-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const booted = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: serverEnv(dir, port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let browser: Browser | null = null;
  // Interrupted (Ctrl+C): the server and its temporary folder go too.
  const interrupted = () =>
    void stopServer(server).then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    });
  process.once('SIGINT', interrupted);
  try {
    await healthy(baseUrl, server);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const shots: Shots = {
      browser,
      baseUrl,
      serverNow: () => Date.parse(INSTANT) + (performance.now() - booted),
    };
    await backOffice(shots);
    await pointOfSale(shots);
    await familyPortal(shots);
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
    process.off('SIGINT', interrupted);
  }
}

await main();
