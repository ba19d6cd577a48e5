/**
 * Access control (issue 16) in Chromium: the guard reads a demo student's credential at the gate
 * through the fake camera and sees the alert with her photo; the office finds the entry in
 * today's report (and its Excel), sees a student nobody read in the absences, creates a permit
 * (after 'Tienes Campos Vacios') and finds it in the permits report; a shift created from access
 * control with 'Crear Turno'. Every screen is audited with axe.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { localDate } from '../../server/time';
import { NO_SCHOOL_DAY } from '../../src/domain/access';
import { pinnedName } from '../clock';
import { audit } from './axe';
import { readWithCamera, showsWithin, writeQrVideo } from './fake-camera';
import { atDashboard, choose, launchChromium, login, newPage, startForFile } from './helpers';

const run = startForFile();

const VALENTINA = 'Valentina Gómez Rojas';
const SANTIAGO = 'Santiago Pérez Díaz';
/** Today at the school, by the server's clock (the browser's reads the same). */
const today = () => localDate(run.clock.now(), 'America/Bogota');
/** The day before today at the school. */
const yesterday = () => localDate(new Date(run.clock.nowMs() - 86_400_000), 'America/Bogota');

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  return page.locator('[role="tabpanel"]:not([hidden])');
}

describe('control de acceso', () => {
  it('la portería lee el carnet con la cámara; la oficina ve la entrada, las fallas y un permiso en los reportes', async () => {
    const get = async <T>(url: string) =>
      JSON.parse(
        (
          await run.app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${await adminToken()}` },
          })
        ).body,
      ).data as T;
    const found = await get<{ carnet: { id: number } }>('/api/admin/carnets/1098765432');
    // The card's whole code as its edit screen reads it: lookups answer it masked.
    const card = await get<{ code: string }>(`/api/admin/carnets/${found.carnet.id}/edit`);
    const cameraBrowser = await launchChromium(
      writeQrVideo(card.code, join(tmpdir(), `qr-gate-${randomUUID()}.y4m`)),
    );
    try {
      const page = await newPage(run, cameraBrowser);
      await page.context().grantPermissions(['camera'], { origin: run.baseUrl });
      await login(page, run.baseUrl, 'porteria@colegio.demo', 'Demo2026!');
      await atDashboard(page);
      await page.goto(`${run.baseUrl}/#/controlacceso/qracces`);
      await page.getByRole('heading', { name: 'Control de acceso: ingreso QR' }).waitFor();
      // The station's gate, remembered on this device.
      await choose(page, 'Portería', 'Portería principal');
      expect(await audit(page), 'la portería lista para leer').toEqual([]);

      const message = page.getByTestId('gate-message');
      await readWithCamera(
        page,
        showsWithin(() => message.innerText(), new RegExp(`^Entrada: ${VALENTINA}, \\d{2}:\\d{2}`)),
      );
      const dialog = page.getByRole('dialog', { name: 'Entrada' });
      await dialog.getByRole('img', { name: `Foto de ${VALENTINA}` }).waitFor();
      expect(await audit(page), 'la alerta con la foto').toEqual([]);
      // After 2 s the alert goes and the gate is ready (the camera, still before her card, would read it
      // again as the same passage): the guard reloads, the camera off, and the live view lists the entry.
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('gate-recent').getByText(VALENTINA).waitFor();
      expect(await page.getByTestId('gate-inside').innerText()).toMatch(/^1 de \d+$/);

      // Tab 2: the guard's own code.
      await page.getByRole('tab', { name: 'Ingreso con la aplicación' }).click();
      await page.getByTestId('own-qr').waitFor();
      await page.getByText(/^Vence en \d+ s$/).waitFor();
      expect(await audit(page), 'el QR propio').toEqual([]);
      await page.context().close();
    } finally {
      await cameraBrowser.close();
    }

    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);

    // Today's entries and exits: hers, and its Excel.
    await page.goto(`${run.baseUrl}/#/controlacceso/reports`);
    await page.getByRole('heading', { name: 'Reportes de control de acceso' }).waitFor();
    let panel = await openTab(page, 'Entradas y salidas');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    const entry = panel.locator('tbody tr', { hasText: VALENTINA });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('Entrada');
    expect(await entry.innerText()).toContain('Portería principal');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Excel' }).click(),
    ]);
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]]);
    expect(book.SheetNames[0]).toBe('Entradas y salidas');
    expect(sheet.find((r) => r.Nombre === VALENTINA)).toMatchObject({
      Tipo: 'Entrada',
      Portería: 'Portería principal',
    });
    expect(await audit(page), 'el reporte de entradas y salidas').toEqual([]);

    // The absences of the last school day: a student nobody read.
    panel = await openTab(page, 'Fallas por día');
    const weekday = pinnedName() === 'weekday';
    if (!weekday) {
      // Saturday has no school: its absences are refused, naming why.
      await panel.getByLabel('Fecha', { exact: true }).fill(today());
      await panel.getByRole('button', { name: 'Buscar' }).click();
      const refusal = page.getByRole('dialog', { name: 'Mensaje informativo' });
      await refusal.getByText(NO_SCHOOL_DAY).waitFor();
      await refusal.getByRole('button', { name: 'Aceptar' }).click();
      await refusal.waitFor({ state: 'detached' });
    }
    // The Tuesday: today; the Saturday: Friday, the day before.
    await panel.getByLabel('Fecha', { exact: true }).fill(weekday ? today() : yesterday());
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await panel.getByTestId('report-summary').waitFor();
    // All of them, in its Excel (the table shows them a page at a time).
    const [absences] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Excel' }).click(),
    ]);
    const absent = XLSX.utils
      .sheet_to_json<Record<string, string>>(
        XLSX.read(readFileSync(await absences.path()), { type: 'buffer' }).Sheets.Fallas,
      )
      .map((r) => r.Estudiante);
    if (weekday) {
      // Today only she came in: Santiago is missing; she is not.
      expect(absent).toContain(SANTIAGO);
      expect(absent).not.toContain(VALENTINA);
    } else {
      // Her entry is Saturday's; on Friday the demo's days at the gate leave her out.
      expect(absent).toContain(VALENTINA);
    }
    expect(await panel.getByTestId('report-summary').innerText()).toBe(
      `${absent.length} estudiantes sin entrada ni permiso`,
    );
    expect(await audit(page), 'el reporte de fallas').toEqual([]);

    // A permit: first every field empty, then Santiago's exit today.
    await page.goto(`${run.baseUrl}/#/controlacceso/permiss`);
    await page.getByRole('heading', { name: 'Asignación de permisos' }).waitFor();
    await page.getByRole('button', { name: 'Crear' }).click();
    const info = page.getByRole('dialog', { name: 'Mensaje informativo' });
    await info.getByText('Tienes Campos Vacios').waitFor();
    await info.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByTestId('permit-document').fill('1098765433');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByLabel('Nombre').inputValue()).toBe(SANTIAGO);
    await page.getByLabel('Fecha').fill(today());
    await page.getByLabel('Hora').fill('11:00');
    await choose(page, 'Tipo', 'Salida');
    await page.getByLabel('Observaciones').fill('Cita médica');
    expect(await audit(page), 'el permiso lleno').toEqual([]);
    await page.getByRole('button', { name: 'Crear' }).click();
    await info.getByText('Permiso creado correctamente').waitFor();
    await info.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByTestId('coming-permits').getByText(SANTIAGO).waitFor();

    await page.goto(`${run.baseUrl}/#/controlacceso/reports`);
    panel = await openTab(page, 'Permisos');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    const permit = panel.locator('tbody tr', { hasText: SANTIAGO });
    await permit.waitFor();
    expect(await permit.innerText()).toContain('Cita médica');
    expect(await permit.innerText()).toContain('Salida');
    expect(await audit(page), 'el reporte de permisos').toEqual([]);
    await page.context().close();
  }, 150_000); // room for three camera tries (readWithCamera)

  it('crea un turno desde control de acceso con Crear Turno, después de Tienes Campos Vacios', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/controlacceso/turns`);
    await page.getByRole('button', { name: 'Crear Turno' }).click();
    const info = page.getByRole('dialog', { name: 'Mensaje informativo' });
    await info.getByText('Tienes Campos Vacios').waitFor();
    await info.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Jornada nocturna');
    await page.getByLabel(/^Hora de inicio/).fill('18:30');
    await page.getByLabel(/^Hora de fin/).fill('21:30');
    await page.getByRole('button', { name: 'Crear Turno' }).click();
    await page.locator('tbody tr', { hasText: 'Jornada nocturna' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Nombre/ }).inputValue()).toBe('');
    // Audited with the notice on screen (audit() waits for it to finish appearing).
    await page.getByText('Creado', { exact: true }).waitFor();
    expect(await audit(page), 'los turnos de control de acceso').toEqual([]);
    // A row opens its form at the spec's edit URL.
    await page.locator('tbody tr', { hasText: 'Jornada nocturna' }).click();
    await page.waitForURL(/#\/controlacceso\/turns\/\d+$/);
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Nombre/ }).inputValue())
      .toBe('Jornada nocturna');
    await page.getByLabel(/^Hora de fin/).fill('22:00');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/controlacceso\/turns$/);
    await page.locator('tbody tr', { hasText: '22:00' }).waitFor();
    await page.context().close();
  });
});

async function adminToken(): Promise<string> {
  const res = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@colegio.demo', password: 'Demo2026!' },
  });
  return (JSON.parse(res.body) as { data: { token: string } }).data.token;
}
