/**
 * School transport (issue 15), boarding in Chromium: a student boarded by QR through the fake camera and
 * seen on board by the coordinator, and on her file's timeline.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pinnedName, type PinnedName } from '../clock';
import { adminCalls } from './admin-calls';
import { audit } from './axe';
import { readWithCamera, showsWithin, writeQrVideo } from './fake-camera';
import { atDashboard, choose, launchChromium, login, newPage, startForFile } from './helpers';

const run = startForFile();

/** What the monitor reads and the coordinator counts, on a school day and on a weekend. */
const BOARDING: Record<PinnedName, { result: string; onBoard: string }> = {
  // Tuesday: she rides the route today; one on board of one expected.
  weekday: { result: 'Valentina Gómez Rojas subió a la ruta', onBoard: '1 de 1' },
  // Saturday: no route runs; she is boarded all the same, with a warning, and none was expected.
  'saturday-night': {
    result: 'Atención: Valentina Gómez Rojas no va en la ruta Ruta Abordaje hoy',
    onBoard: '1 de 0',
  },
};

describe('rutas escolares', () => {
  it('la monitora sube a una estudiante leyendo su carnet con la cámara; la coordinadora la ve a bordo', async () => {
    // The office's setup through the API: a route on which Valentina rides every weekday.
    const call = await adminCalls(run);
    const found = await call<{ user: { id: number }; carnet: { id: number } }>(
      'GET',
      '/api/admin/carnets/1098765432',
    );
    // The card's whole code as its edit screen reads it: lookups answer it masked.
    const card = await call<{ code: string }>('GET', `/api/admin/carnets/${found.carnet.id}/edit`);
    const [driver] = await call<{ id: number }[]>('GET', '/api/schoolroutes/drivers');
    const [monitor] = await call<{ id: number }[]>('GET', '/api/schoolroutes/monitors');
    await call('POST', '/api/schoolroutes/routes', {
      nombreRuta: 'Ruta Abordaje',
      hora_inicio: '13:10',
      // The afternoon: in the morning she may ride another route (transport-office.spec.ts builds one).
      id_jornada: 2,
      idConductor: driver.id,
      idMonitor: monitor.id,
      alumnos: [{ id_user: found.user.id }],
    });

    const cameraBrowser = await launchChromium(
      writeQrVideo(card.code, join(tmpdir(), `qr-boarding-${randomUUID()}.y4m`)),
    );
    try {
      const page = await newPage(run, cameraBrowser);
      await page.context().grantPermissions(['camera'], { origin: run.baseUrl });
      await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
      await atDashboard(page);
      await page.goto(`${run.baseUrl}/#/schoolroutes/boarding`);
      await choose(page, 'Ruta', 'Ruta Abordaje (Tarde, 13:10)');
      const expected = BOARDING[pinnedName()];
      const result = page.getByTestId('boarding-result');
      await readWithCamera(
        page,
        showsWithin(() => result.innerText(), expected.result),
      );
      await page.getByRole('switch', { name: 'Leer con la cámara' }).uncheck();
      await page.getByTestId('board-a_bordo').getByText('Valentina Gómez Rojas').waitFor();
      expect(await audit(page), 'el abordaje con una estudiante a bordo').toEqual([]);

      await page.goto(`${run.baseUrl}/#/schoolroutes/reports`);
      await page.getByRole('tab', { name: 'A bordo ahora' }).click();
      const row = page.getByTestId('onboard-table').locator('tr', { hasText: 'Ruta Abordaje' });
      await row.getByText(expected.onBoard).waitFor();

      // On her file's timeline: got on the bus, on that route.
      await page.goto(`${run.baseUrl}/#/academic/students/${found.user.id}/show`);
      const ride = page.locator('tbody tr', { hasText: 'Subió al bus' });
      await ride.waitFor();
      expect(await ride.innerText()).toContain('Ruta Abordaje');
      expect(await ride.innerText()).not.toContain('Pedido');
      await page.context().close();
    } finally {
      await cameraBrowser.close();
    }
  }, 150_000); // room for three camera tries (readWithCamera)
});
