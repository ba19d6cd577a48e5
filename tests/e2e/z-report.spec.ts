/**
 * Issue 52: a long close's Z report fits its roll. The administrator moves the day closes count
 * from back two weeks (no close exists yet), so the secretary's first close takes the demo's two
 * weeks of desk movements and millions of pesos; its Z report carries the school's name and the
 * period's dates, groups the movements by day, and on the 80 mm roll and on A4 nothing runs past
 * its column nor breaks an amount.
 */
import { describe, expect, it } from 'vitest';
import { audit } from './axe';
import { atDashboard, choose, login, newPage, startForFile } from './helpers';
import { overflowIn, printedPages } from './print';

const PASSWORD = 'Demo2026!';
const ROLL_WIDTH = 226.77;
const A4 = { width: 595.28, height: 841.89 };
const run = startForFile();

describe('el informe Z de un cierre largo', () => {
  it('cabe en el rollo de 80 mm y en A4, con el colegio, el periodo y los movimientos por día', async () => {
    const admin = await newPage(run);
    await login(admin, run.baseUrl, 'admin@colegio.demo', PASSWORD);
    await atDashboard(admin);
    await admin.goto(`${run.baseUrl}/#/admin/carnets/cashcloses`);
    const start = admin.getByTestId('close-start');
    const field = start.getByLabel('Contar los cierres desde');
    await field.waitFor();
    const today = await field.inputValue();
    const back = new Date(`${today}T12:00:00Z`);
    back.setUTCDate(back.getUTCDate() - 14);
    await field.fill(back.toISOString().slice(0, 10));
    await start.getByRole('button', { name: 'Cambiar fecha' }).click();
    await admin.getByText('Fecha de inicio de los cierres guardada').waitFor();

    // The secretary closes the two weeks, counting nothing: a large shortage, explained.
    const signIn = await run.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'secretaria@colegio.demo', password: PASSWORD },
    });
    const token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
    const closed = await run.app.inject({
      method: 'POST',
      url: '/api/admin/cashclose',
      headers: { authorization: `Bearer ${token}` },
      payload: { contado: { efectivo: 0, transferencia: 0, tarjeta: 0 }, nota: 'Dos semanas sin cierre' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const close = (JSON.parse(closed.body) as { data: { id: number; movimientos: number } }).data;
    expect(close.movimientos).toBeGreaterThan(10);

    const desk = await newPage(run);
    await login(desk, run.baseUrl, 'secretaria@colegio.demo', PASSWORD);
    await atDashboard(desk);
    await desk.goto(`${run.baseUrl}/#/admin/carnets/cashclose/${close.id}`);
    const z = desk.getByTestId('z-report');
    await z.waitFor();
    await choose(desk, 'Papel', 'Rollo de 80 mm');
    const text = await z.innerText();
    expect(text).toContain('Colegio Demo San José');
    // The period with its dates: two weeks back at midnight, until the close.
    expect(text).toMatch(/Desde\s+\d{2}\/\d{2}\/\d{4}, 00:00/);
    expect(text).toMatch(/Hasta\s+\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    const days = z.getByTestId('z-day');
    expect(await days.count()).toBeGreaterThan(1);
    for (const day of await days.all()) {
      expect(await day.innerText()).toMatch(
        /^\p{L}+, \d{1,2} de \p{L}+ de \d{4}\n[\s\S]*Total del día\s+\$[\d.]+$/u,
      );
    }
    expect(await printedPages(desk).then((pages) => pages[0].width)).toBeCloseTo(ROLL_WIDTH, 0);
    expect(await overflowIn(desk, '[data-testid="z-report"]')).toEqual([]);
    expect(await audit(desk)).toEqual([]);

    await choose(desk, 'Papel', 'A4');
    const sheets = await printedPages(desk);
    expect(sheets[0].width).toBeCloseTo(A4.width, 0);
    expect(sheets[0].height).toBeCloseTo(A4.height, 0);
    await z.getByRole('table', { name: 'Movimientos' }).waitFor();
    expect(await overflowIn(desk, '[data-testid="z-report"]')).toEqual([]);
    expect(await audit(desk)).toEqual([]);
  });
});
