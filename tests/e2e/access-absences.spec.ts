/**
 * *Ausentes hoy* (issue 53 item 2) and the portal's excuse (item 3): the secretary sees an absent
 * demo student with the guardian's phone to call, at the desk and on a 360 × 740 phone; excuses
 * her from the dialog (a refusal under its field first, then a photo of the note) and sees her
 * flagged, with the photo; a family excuses a child's next school day from the portal on a phone
 * (the server's refusals under their fields first), and the secretary finds it on that day. Every
 * state axe-clean; on the phones nothing scrolls sideways and the tap targets are ≥ 44 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { cutoffOf } from '../../src/domain/absences';
import { colombianHolidays, isSchoolDay, shiftDay } from '../../src/domain/calendar';
import { ENTRY } from '../../src/domain/access';
import { passages, roles, shifts } from '../../server/db/schema';
import { localDate, localTime, zonedInstant } from '../../server/time';
import { audit } from './axe';
import { atDashboard, login, newPage, startForFile } from './helpers';
import { phonePage, smallTargets } from './phone';

const run = startForFile();
const TZ = 'America/Bogota';
const PASSWORD = 'Demo2026!';
/** A morning-shift demo student; nobody has passed the gate yet today (server/demo/demo-access.ts). */
const VALENTINA = { name: 'Valentina Gómez Rojas', guardian: 'María Rojas Pérez', phone: '310 555 0101' };
/** Luz Ruiz Martínez's son, of the afternoon shift. */
const SAMUEL = 'Samuel Torres Ruiz';
/** A 1 × 1 PNG: a photo of the note, as small as one can be. */
const NOTE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let today: string;

beforeAll(async () => {
  const { db } = run.database;
  // The demo's Secretaría keeps users and credentials only; the school's desk also watches who is missing.
  await db
    .update(roles)
    .set({ function: sql`${roles.function} || '["access", "access.absent"]'::jsonb` })
    .where(eq(roles.name, 'Secretaría'));
  const now = run.clock.now();
  today = localDate(now, TZ);
  // Every demo student has a shift and today starts with nobody through the gate.
  const [entered] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passages)
    .where(and(eq(passages.tipo, ENTRY), gte(passages.created_at, zonedInstant(today, '00:00', TZ))));
  expect(entered.n).toBe(0);
  // The pinned Tuesday 10:00 is past the morning shift's cut-off (06:30 + 30 min). Were the clock
  // pinned earlier, the cut-off is brought to now, so its students count as absent when the page loads.
  const [morning] = await db.select().from(shifts).where(eq(shifts.name, 'Jornada mañana'));
  if (localTime(now, TZ) < cutoffOf(morning))
    await db
      .update(shifts)
      .set({ h_corte: localTime(now, TZ) })
      .where(eq(shifts.id, morning.id));
});

const phone = () => phonePage(run, { serviceWorkers: 'block' });

async function secretary(page: Page): Promise<Page> {
  await login(page, run.baseUrl, 'secretaria@colegio.demo', PASSWORD);
  await atDashboard(page);
  await page.goto(`${run.baseUrl}/#/controlacceso/absent`);
  await page.getByRole('heading', { name: 'Ausentes hoy', level: 1 }).waitFor();
  return page;
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const rowOf = (page: Page, name: string) => page.getByTestId('absent-row').filter({ hasText: name });

/** Valentina's row: the guardian and the phone as a link that dials. */
async function seesValentina(page: Page) {
  const row = rowOf(page, VALENTINA.name);
  await row.waitFor();
  expect(await row.innerText()).toContain(`Acudiente: ${VALENTINA.guardian}`);
  const call = row.getByRole('link', { name: VALENTINA.phone });
  expect(await call.getAttribute('href')).toBe('tel:3105550101');
  expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.getByTestId('cutoffs').innerText()).toMatch(
    /Jornada mañana: corte \d\d:\d\d, ya pasó[^]*Jornada tarde: corte 13:00, aún no/,
  );
}

describe('ausentes hoy', () => {
  let desk: Page;

  it('la secretaría ve a la ausente con el teléfono del acudiente, en el escritorio y en un teléfono', async () => {
    desk = await secretary(await newPage(run));
    await seesValentina(desk);
    expect(Number(await desk.getByTestId('count-absent').innerText())).toBeGreaterThan(0);
    expect(await audit(desk), 'escritorio').toEqual([]);

    const small = await secretary(await phone());
    await seesValentina(small);
    expect(await fitsWidth(small)).toBe(true);
    expect(await audit(small), 'teléfono').toEqual([]);
  });

  it('la excusa desde el diálogo, con la foto de la nota, y la ve marcada', async () => {
    await rowOf(desk, VALENTINA.name)
      .getByRole('button', { name: `Excusar a ${VALENTINA.name}` })
      .click();
    const dialog = desk.getByRole('dialog', { name: `Excusar a ${VALENTINA.name}` });
    await dialog.waitFor();
    // Without a reason: the server's refusal under the field.
    await dialog.getByRole('button', { name: 'Guardar excusa' }).click();
    await dialog.getByText('Escriba el motivo de la excusa').waitFor();
    expect(await audit(desk), 'el diálogo con su rechazo').toEqual([]);
    await dialog.getByLabel('Motivo').fill('Cita médica');
    await dialog
      .getByTestId('excuse-photo')
      .setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: NOTE });
    await dialog.getByText('Foto lista: nota.png').waitFor();
    await dialog.getByRole('button', { name: 'Guardar excusa' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = rowOf(desk, VALENTINA.name);
    await expect.poll(() => row.innerText()).toMatch(/Excusada[^]*Motivo: Cita médica/);
    expect(await desk.getByTestId('count-excused').innerText()).toBe('1');
    expect(await desk.getByTestId('excuse-list').innerText()).toMatch(
      /Valentina Gómez Rojas[^]*Motivo: Cita médica[^]*Registrada por el colegio/,
    );
    await row.getByRole('button', { name: /^Ver foto/ }).click();
    const photo = desk.getByRole('dialog', { name: `Foto de la excusa de ${VALENTINA.name}` });
    await photo.getByTestId('excuse-photo-image').waitFor();
    expect(await audit(desk), 'la foto').toEqual([]);
    await photo.getByRole('button', { name: 'Cerrar' }).click();
    await photo.waitFor({ state: 'detached' });
    expect(await audit(desk), 'marcada').toEqual([]);
  });

  it('una familia excusa desde el portal el próximo día de clases y la secretaría lo ve ese día', async () => {
    const daysOff = new Set(
      [today.slice(0, 4), String(Number(today.slice(0, 4)) + 1)].flatMap((y) =>
        colombianHolidays(Number(y)).map((h) => h.fecha),
      ),
    );
    let next = shiftDay(today, 1);
    while (!isSchoolDay(next, daysOff)) next = shiftDay(next, 1);
    let saturday = shiftDay(today, 1);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = shiftDay(saturday, 1);

    const family = await phone();
    await family.goto(`${run.baseUrl}/familia/`);
    await family.getByLabel('Correo o documento').fill('luz.ruiz@familias.colegio.demo');
    await family.getByLabel('Contraseña').fill(PASSWORD);
    await family.getByRole('button', { name: 'Ingresar' }).click();
    await family.getByRole('heading', { name: 'Mis hijos' }).waitFor();
    await family.getByTestId('child-card').filter({ hasText: SAMUEL }).click();
    await family.getByRole('heading', { name: SAMUEL }).waitFor();
    const card = family.getByTestId('excuse-card');
    expect(await card.getByLabel('Día de la ausencia').inputValue()).toBe(today);

    // The server's refusals, each under the field it names.
    await card.getByLabel('Día de la ausencia').fill(saturday);
    await card.getByRole('button', { name: 'Enviar excusa' }).click();
    await card.getByText('Escriba el motivo de la excusa').waitFor();
    await card.getByLabel('Motivo').fill('Cita con el odontólogo');
    await card.getByRole('button', { name: 'Enviar excusa' }).click();
    await card.getByText('Ese día no hay clases').waitFor();
    expect(await audit(family), 'los rechazos').toEqual([]);

    await card.getByLabel('Día de la ausencia').fill(next);
    await card
      .getByTestId('excuse-camera')
      .setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: NOTE });
    await card.getByText('Foto lista: nota.png').waitFor();
    await card.getByRole('button', { name: 'Enviar excusa' }).click();
    await card.getByText('Excusa enviada: el colegio la verá en la lista del día').waitFor();
    expect(await card.getByTestId('excuse-list').innerText()).toMatch(/Cita con el odontólogo[^]*Con foto/);
    expect(await audit(family), 'enviada').toEqual([]);
    expect(await fitsWidth(family)).toBe(true);
    expect(await smallTargets(family)).toEqual([]);

    // The secretary opens that day: not come yet, so its excuses only.
    await desk.getByLabel('Día', { exact: true }).fill(next);
    await desk.getByRole('heading', { name: /^Ausentes del /, level: 1 }).waitFor();
    await desk.getByText('Ese día aún no llega: se muestran las excusas ya registradas.').waitFor();
    const excuses = desk.getByTestId('excuse-list');
    await expect
      .poll(() => excuses.innerText())
      .toMatch(/Samuel Torres Ruiz[^]*Motivo: Cita con el odontólogo[^]*Enviada por la familia/);
    await excuses.getByRole('button', { name: `Ver foto de la excusa de ${SAMUEL}` }).waitFor();
    expect(await audit(desk), 'el día de la excusa').toEqual([]);
  });
});
