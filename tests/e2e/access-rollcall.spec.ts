/**
 * The evacuation roll call (issue 53 item 6) on two 360 × 740 phones at the meeting point: three
 * students came in through the gate; the administrator opens the roll call (confirmed), the guard's
 * phone shows it live; both mark someone at the same instant (a tap each), the guard types a
 * document, and both phones' counts follow live; closing (confirmed) leaves the report on both,
 * with its Excel. Every state audited with axe; nothing scrolls sideways; the tap targets are ≥ 44 px.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { audit } from './axe';
import { atDashboard, login, startForFile } from './helpers';
import { phonePage } from './phone';

const run = startForFile();

const INSIDE = [
  { doc: '1098765441', name: 'Emiliano Moreno Silva' },
  { doc: '1098765439', name: 'Nicolás Herrera Vargas' },
  { doc: '1098765440', name: 'Mariana Castillo Ortiz' },
];

/** A passage at the gate through the API, as the guard's reader makes it. */
async function enter(doc: string) {
  const login = await run.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@colegio.demo', password: 'Demo2026!' },
  });
  const { token } = (JSON.parse(login.body) as { data: { token: string } }).data;
  const res = await run.app.inject({
    url: `/api/admin/turns/${doc}/registerstar`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A phone signed in as `email`, on the roll call's page. */
async function phone(email: string): Promise<Page> {
  const page = await phonePage(run, { acceptDownloads: true, serviceWorkers: 'block' });
  await login(page, run.baseUrl, email, 'Demo2026!');
  await atDashboard(page);
  await page.goto(`${run.baseUrl}/#/controlacceso/rollcall`);
  return page;
}

const counts = async (page: Page) =>
  ['missing', 'safe', 'total'].map((k) => page.getByTestId(`rollcall-${k}`).innerText());
const countsOf = async (page: Page) => Promise.all(await counts(page));
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const personButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Marcar a salvo: ?${name}`) });

describe('pase de lista de emergencia', () => {
  it('dos teléfonos marcan a la vez y ambos ven los conteos en vivo; el informe queda con su Excel', async () => {
    for (const p of INSIDE) await enter(p.doc);
    const [admin, guard] = [await phone('admin@colegio.demo'), await phone('porteria@colegio.demo')];
    await admin.getByRole('heading', { name: 'Emergencia: pasar lista', level: 1 }).waitFor();
    await guard.getByRole('button', { name: 'Emergencia: pasar lista' }).waitFor();
    expect(await audit(admin), 'sin pase de lista abierto').toEqual([]);

    await admin.getByRole('button', { name: 'Emergencia: pasar lista' }).click();
    const confirm = admin.getByRole('dialog', { name: '¿Abrir el pase de lista de emergencia?' });
    await confirm.waitFor();
    expect(await audit(admin), 'la confirmación').toEqual([]);
    await confirm.getByRole('button', { name: 'Sí, abrir' }).click();

    // Open on both phones: the guard's without reloading.
    for (const page of [admin, guard]) {
      await page.getByTestId('rollcall-board').waitFor();
      await expect.poll(() => countsOf(page)).toEqual(['3', '0', '3']);
    }
    expect(await fitsWidth(admin)).toBe(true);
    const box = await personButton(admin, INSIDE[0].name).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await audit(admin), 'el pase de lista abierto').toEqual([]);

    // The same instant, one tap on each phone.
    await Promise.all([
      personButton(admin, INSIDE[0].name).click(),
      personButton(guard, INSIDE[1].name).click(),
    ]);
    for (const page of [admin, guard]) await expect.poll(() => countsOf(page)).toEqual(['1', '2', '3']);
    // A typed document on the guard's phone.
    await guard.getByTestId('rollcall-code').fill(INSIDE[2].doc);
    await guard.getByTestId('rollcall-code').press('Enter');
    await guard.getByTestId('rollcall-message').getByText(`${INSIDE[2].name}: a salvo`).waitFor();
    for (const page of [admin, guard]) await expect.poll(() => countsOf(page)).toEqual(['0', '3', '3']);
    await admin.getByText('Todos están a salvo.').waitFor();
    expect(await audit(admin), 'todos a salvo').toEqual([]);

    await admin.getByRole('button', { name: 'Cerrar pase de lista' }).click();
    const closing = admin.getByRole('dialog', { name: '¿Cerrar el pase de lista?' });
    await closing.getByRole('button', { name: 'Sí, cerrar' }).click();
    for (const page of [admin, guard]) {
      await page.getByTestId('rollcall-report').waitFor();
      expect(await page.getByTestId('rollcall-report-counts').innerText()).toBe(
        'A salvo 3 de 3 · nunca marcados 0',
      );
    }
    const marked = await admin.getByTestId('rollcall-marked').innerText();
    for (const p of INSIDE) expect(marked).toContain(p.name);
    expect(marked).toContain('Pedro Portero');
    expect(await fitsWidth(admin)).toBe(true);
    expect(await audit(admin), 'el informe').toEqual([]);

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Excel' }).click(),
    ]);
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets['Pase de lista']);
    expect(rows.map((r) => r.Nombre).sort()).toEqual(INSIDE.map((p) => p.name).sort());
    expect(rows.every((r) => r.Estado === 'A salvo')).toBe(true);
    await admin.context().close();
    await guard.context().close();
  });
});
