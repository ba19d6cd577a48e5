/**
 * The lunch line (issue 14): the attendant turns on Preparar, the fake camera shows a demo
 * student's QR: the meal is charged once (the dialog names the student, with their photo),
 * the same card read again charges nothing, and a USB scanner's typed read says the same, showing the
 * meal with its allergens.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cameraSwitch, readWithCamera, showsWithin, writeQrVideo } from './fake-camera';
import { atDashboard, launchChromium, login, newPage, startForFile } from './helpers';

const STUDENT = { name: 'Valentina Gómez Rojas', num_doc: '1098765432' };

const run = startForFile();

async function asAdmin(page: Page) {
  await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
  await atDashboard(page);
}

/** The student's credential code and balance, read where the office reads them. */
async function credentialOf(page: Page): Promise<{ code: string; saldo: string }> {
  await page.goto(`${run.baseUrl}/#/admin/validatecarnet`);
  await page.getByTestId('carnet-search').fill(STUDENT.num_doc);
  await page.getByTestId('carnet-search').press('Enter');
  await page.waitForURL(/recargar\/\d+$/);
  return {
    code: (await page.getByTestId('carnet-code').innerText()).trim(),
    saldo: await page.getByTestId('carnet-saldo').innerText(),
  };
}

describe('la fila del almuerzo', () => {
  it('cobra el almuerzo una vez por el QR de la cámara y no lo cobra otra vez', async () => {
    const office = await newPage(run);
    await asAdmin(office);
    const before = await credentialOf(office);
    expect(before.saldo).toBe('$15.000');

    const cameraBrowser = await launchChromium(
      writeQrVideo(before.code, join(tmpdir(), `qr-lunch-${randomUUID()}.y4m`)),
    );
    try {
      const page = await newPage(run, cameraBrowser);
      await page.context().grantPermissions(['camera'], { origin: run.baseUrl });
      await asAdmin(page);
      await page.goto(`${run.baseUrl}/#/restaurant/requests`);
      await page.getByText('Active Preparar para leer los carnets de la fila.').waitFor();
      // The first read charges: the dialog names the student, with the photo and the turn.
      const message = page.getByTestId('lunch-message');
      const charged = `Almuerzo registrado para ${STUDENT.name}`;
      // Preparar opens the camera (turned off and on again if it reads nothing).
      await readWithCamera(
        page,
        showsWithin(() => message.innerText(), charged),
        cameraSwitch(page, 'Preparar'),
      );
      expect(
        await page
          .getByRole('dialog')
          .getByRole('img', { name: `Foto de ${STUDENT.name}` })
          .count(),
      ).toBe(1);
      // The reader reopens after 2 s and reads the same card again: nothing more is charged.
      await expect
        .poll(() => message.innerText().catch(() => ''), { timeout: 30_000 })
        .toContain('ya registró su almuerzo en este servicio');
      const recent = page.getByTestId('lunch-recent');
      expect(await recent.getByText('Cobrado').count()).toBe(1);
      expect(await recent.getByText('Ya registrado').count()).toBeGreaterThanOrEqual(1);
      await page.context().close();
    } finally {
      await cameraBrowser.close();
    }

    const after = await credentialOf(office);
    expect(after.saldo).not.toBe(before.saldo);
    const charged = after.saldo;

    // A USB scanner types the document (or the code) and Enter into the field: still no second charge.
    await office.goto(`${run.baseUrl}/#/restaurant/requests`);
    await office.getByRole('switch', { name: 'Preparar' }).check();
    await office.getByTestId('lunch-code').fill(STUDENT.num_doc);
    await office.getByTestId('lunch-code').press('Enter');
    // The meal shows with what its label says (issue 35), in the answer and in the line's recent reads.
    await office.getByTestId('lunch-meal-labels').getByRole('img', { name: 'Alérgenos: Gluten' }).waitFor();
    await expect
      .poll(() =>
        office
          .getByTestId('lunch-message')
          .innerText()
          .catch(() => ''),
      )
      .toContain('ya registró su almuerzo');
    // Once the answer's dialog has closed (while open, it hides the page from screen readers).
    await expect
      .poll(
        () => office.getByTestId('lunch-recent').getByRole('img', { name: 'Alérgenos: Gluten' }).count(),
        { timeout: 10_000 },
      )
      .toBe(1);
    expect((await credentialOf(office)).saldo).toBe(charged);
    await office.context().close();
  }, 150_000); // room for three camera tries (readWithCamera)
});
