/**
 * Issue 28 in Chromium: the server with TLS=auto, opened as a tablet on the school's network
 * opens it (`colegio.test`, mapped to this machine). Over plain http the app loads, but neither
 * the login page nor the families' portal shows a password field: they offer the https address,
 * and the login page links to the certificate page (open without signing in: the fingerprint,
 * what the device will trust it for, the download, the steps per device). Over https (Chromium told to accept the local authority's certificate) the gate signs in and reads
 * a credential with the fake camera.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { audit } from './axe';
import { readWithCamera, showsWithin, writeQrVideo } from './fake-camera';
import { send } from '../http-request';
import { atDashboard, choose, launchChromium, login, newPage, startForFile } from './helpers';

const HOST = 'colegio.test';
/** The tablet reaches this machine by a name, as on a school's network (not localhost: no secure context for free). */
const AS_A_TABLET = [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`, '--ignore-certificate-errors'];

const run = startForFile({ tls: [HOST] });

const httpUrl = () => `http://${HOST}:${run.port}`;
const httpsUrl = () => `https://${HOST}:${run.port}`;

/** The API over real HTTPS, trusting only the server's authority: over plain HTTP it takes no password or token. */
const secureApi = (path: string, options: Parameters<typeof send>[1] = {}) =>
  send(`https://127.0.0.1:${run.port}${path}`, { ...options, ca: run.tls!.authority!.pem });

async function adminToken(): Promise<string> {
  const res = await secureApi('/api/login', {
    method: 'POST',
    json: { email: 'admin@colegio.demo', password: 'Demo2026!' },
  });
  return (JSON.parse(res.body) as { data: { token: string } }).data.token;
}

describe('HTTPS on the school network', () => {
  it('over plain http the app loads without a password field, offers https and leads to the certificate page', async () => {
    const browser = await launchChromium(undefined, AS_A_TABLET);
    try {
      const page = await newPage(run, browser);
      const apiCalls: string[] = [];
      page.on('request', (request) => apiCalls.push(new URL(request.url()).pathname));
      await page.goto(`${httpUrl()}/#/auth/login`);
      await page.getByRole('heading', { name: 'Bienvenido' }).waitFor();
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
      expect(await page.evaluate(() => Boolean(navigator.mediaDevices))).toBe(false); // why the camera needs https

      // No sign-in form over http: the password would cross the network in clear.
      const warning = page
        .getByRole('alert')
        .filter({ hasText: 'Este servidor usa una conexión segura (https)' });
      await warning.waitFor();
      expect(await page.getByRole('link', { name: 'Abrir con https' }).getAttribute('href')).toBe(
        `${httpsUrl()}/#/auth/login`,
      );
      expect(await page.locator('input[type="password"]').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Ingresar' }).count()).toBe(0);
      // It asks the server only whether it serves https: no call the API would refuse over http.
      expect(apiCalls.filter((path) => path.startsWith('/api/'))).toEqual(['/api/tls']);
      expect(await audit(page), 'el ingreso por http').toEqual([]);

      // The families' portal over http: the same, no password field.
      const portal = await newPage(run, browser);
      await portal.goto(`${httpUrl()}/familia/`);
      const secure = portal
        .getByRole('alert')
        .filter({ hasText: 'El colegio usa una conexión segura (https)' });
      await secure.waitFor();
      expect(await portal.getByRole('link', { name: 'Abrir con https' }).getAttribute('href')).toMatch(
        new RegExp(`^${httpsUrl()}/familia/`),
      );
      expect(await portal.locator('input[type="password"]').count()).toBe(0);
      expect(await audit(portal), 'el portal por http').toEqual([]);
      await portal.context().close();

      await page.getByRole('link', { name: 'Certificado de seguridad para tabletas y teléfonos' }).click();
      await page.waitForURL(/#\/certificado$/);
      await page.getByRole('heading', { name: 'Certificado de seguridad del colegio' }).waitFor();
      expect(await page.getByTestId('certificate-fingerprint').innerText()).toBe(
        run.tls!.authority!.fingerprint,
      );
      // What the device will trust it for: this server's names and the local network, nothing else.
      await page.getByRole('heading', { name: 'Para qué sirve' }).waitFor();
      await page.getByText('solo para este servidor').waitFor();
      expect((await page.getByTestId('certificate-scope-names').innerText()).split('\n')).toContain(HOST);
      await page.screenshot({ path: join(tmpdir(), 'certificate-page.png'), fullPage: true });
      for (const platform of ['Android', 'iPhone y iPad', 'Windows', 'Chromebook (ChromeOS)']) {
        await page.getByRole('heading', { name: platform }).waitFor();
      }
      expect(await audit(page), 'la página del certificado').toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Descargar certificado (.crt)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('autoridad-colegio.crt');
      expect(readFileSync((await download.path())!, 'utf8')).toBe(run.tls!.authority!.pem);
      await page.getByRole('link', { name: 'Volver al ingreso' }).click();
      await page.waitForURL(/#\/auth\/login$/);
      await page.context().close();
    } finally {
      await browser.close();
    }
  });

  it('over https the gate signs in and reads a credential with the camera', async () => {
    const asAdmin = async <T>(url: string) =>
      JSON.parse((await secureApi(url, { headers: { authorization: `Bearer ${await adminToken()}` } })).body)
        .data as T;
    // The lookup answers a masked code; the card's own screen has the whole one.
    const found = await asAdmin<{ carnet: { id: number } }>('/api/admin/carnets/1098765432');
    const card = await asAdmin<{ code: string }>(`/api/admin/carnets/${found.carnet.id}/edit`);
    const video = writeQrVideo(card.code, join(tmpdir(), `qr-https-${randomUUID()}.y4m`));
    const browser = await launchChromium(video, AS_A_TABLET);
    try {
      const page = await newPage(run, browser);
      await page.context().grantPermissions(['camera'], { origin: httpsUrl() });
      await page.goto(`${httpsUrl()}/#/auth/login`);
      await page.getByRole('heading', { name: 'Bienvenido' }).waitFor();
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
      // Over https: no warning, and still the way to the certificate for the other devices.
      await page.getByRole('link', { name: 'Certificado de seguridad para tabletas y teléfonos' }).waitFor();
      expect(await page.getByText('Esta conexión no es segura (http)').count()).toBe(0);

      await login(page, httpsUrl(), 'porteria@colegio.demo', 'Demo2026!');
      await atDashboard(page);
      await page.goto(`${httpsUrl()}/#/controlacceso/qracces`);
      await page.getByRole('heading', { name: 'Control de acceso: ingreso QR' }).waitFor();
      await choose(page, 'Portería', 'Portería principal');
      const message = page.getByTestId('gate-message');
      await readWithCamera(
        page,
        showsWithin(() => message.innerText(), /^Entrada: Valentina Gómez Rojas, \d{2}:\d{2}/),
      );
      await page.context().close();
    } finally {
      await browser.close();
    }
  });
});
