/**
 * Issue 52: a school's first close starts from a set day, not from the database's first top-up, and
 * a close may record the drawer's opening float. The demo school's desk history (days before the
 * pinned clock's) is before the day the server first started: no period holds it until a
 * supervisor moves that day back, which only works while no close exists; a float is counted in the
 * cash and taken off before comparing.
 */
import { describe, expect, it } from 'vitest';
import {
  CASH_CLOSE_MESSAGES,
  type BlindPeriod,
  type CashClose,
  type CloseStart,
  type OpenPeriod,
} from '../../src/domain/cashClose';
import { cashCloseStart } from '../../server/db/schema';
import { localDate, zonedInstant } from '../../server/time';
import {
  admin,
  BASE,
  CLOSES,
  close,
  move,
  newDesk,
  newReviewer,
  openCashCloseSchool,
  t,
} from './fixtures/cash-close-school';
import { unchanged } from './fixtures/unchanged';

openCashCloseSchool();

const TZ = 'America/Bogota';
const START = { ...CLOSES, start: cashCloseStart };
const today = () => localDate(t.clock.now(), TZ);
/** The calendar day `n` days before today. */
const daysAgo = (n: number) => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

describe('el día desde el que cuentan los cierres', () => {
  it('starts on the day the server first started; older desk movements are in no open period', async () => {
    const reviewer = await newReviewer();
    const start = (await reviewer.api.get<CloseStart>(`${BASE}/start`)).body.data;
    expect(start).toEqual({
      cuenta_desde: today(),
      desde: zonedInstant(today(), '00:00:00', TZ).toISOString(),
      editable: true,
    });
    // The demo's desk history is days old: the X report holds only what is newer than the start.
    const open = (await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`)).body.data;
    for (const period of open) expect(String(period.desde) >= start.desde, period.funcionario).toBe(true);
    // A desk member's first period says it starts there, not at their oldest movement.
    const desk = await newDesk();
    await move(desk.api, 3000);
    const blind = (await desk.api.get<BlindPeriod>(`${BASE}/open`)).body.data;
    expect(blind).toEqual({ movimientos: 1, desde: start.desde, ultimo: null });
  });

  it('refuses a day after today, a malformed day and a caller without the review key, changing nothing', async () => {
    const [reviewer, desk] = [await newReviewer(), await newDesk()];
    await unchanged(
      t,
      async () => {
        for (const [body, message] of [
          [{ cuenta_desde: daysAgo(-1) }, CASH_CLOSE_MESSAGES.startFuture],
          [{ cuenta_desde: '2026-02-30' }, CASH_CLOSE_MESSAGES.startDate],
          [{ cuenta_desde: 'ayer' }, CASH_CLOSE_MESSAGES.startDate],
          [{}, CASH_CLOSE_MESSAGES.startDate],
        ] as const) {
          const res = await reviewer.api.put(`${BASE}/start`, body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(res.body.errors?.cuenta_desde).toBe(message);
        }
        const denied = await desk.api.put(`${BASE}/start`, { cuenta_desde: daysAgo(1) });
        expect(denied.status).toBe(403);
      },
      START,
    );
  });

  it('moved back while no close exists, the older movements join the open periods', async () => {
    const reviewer = await newReviewer();
    const before = (await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`)).body.data;
    const moved = await reviewer.api.put<CloseStart>(`${BASE}/start`, { cuenta_desde: daysAgo(30) });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(CASH_CLOSE_MESSAGES.startSaved);
    expect(moved.body.data).toMatchObject({ cuenta_desde: daysAgo(30), editable: true });
    const after = (await reviewer.api.get<OpenPeriod[]>(`${BASE}/x`)).body.data;
    const count = (periods: OpenPeriod[]) => periods.reduce((n, p) => n + p.movimientos, 0);
    // The demo's secretary and administrator topped up on the days before: now they wait for a close.
    expect(count(after)).toBeGreaterThan(count(before));
    // Back to today, as the other tests of this file expect.
    expect((await reviewer.api.put(`${BASE}/start`, { cuenta_desde: today() })).status).toBe(200);
  });
});

describe('la base de la caja', () => {
  it('counts the opening float in the cash and takes it off before comparing', async () => {
    const desk = await newDesk();
    await move(desk.api, 20_000);
    const res = await close(
      desk.api,
      { efectivo: 120_000, transferencia: 0, tarjeta: 0 },
      { fondo_inicial: 100_000, denominaciones: { '50000': 2, '20000': 1 } },
    );
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({
      contado: { efectivo: 120_000 },
      fondo_inicial: 100_000,
      esperado: { efectivo: 20_000 },
      diferencia: { efectivo: 0, total: 0 },
      falta_nota: false,
    });
    // A float larger than the drawer is money missing, said as such.
    await move(desk.api, 5_000);
    const short = await close(
      desk.api,
      { efectivo: 100_000, transferencia: 0, tarjeta: 0 },
      { fondo_inicial: 100_000 },
    );
    expect(short.body.data).toMatchObject({ diferencia: { efectivo: -5_000 }, falta_nota: true });
    const report = await desk.api.get<CashClose>(`${BASE}/${short.body.data.id}`);
    expect(report.body.data.fondo_inicial).toBe(100_000);
  });

  it('refuses a float that is not whole pesos under its field, changing nothing', async () => {
    const desk = await newDesk();
    await move(desk.api, 1000);
    await unchanged(
      t,
      async () => {
        for (const fondo of [-1, 10.5, '100', 2_000_000_000]) {
          const res = await close(
            desk.api,
            { efectivo: 1000, transferencia: 0, tarjeta: 0 },
            { fondo_inicial: fondo },
          );
          expect(res.status, String(fondo)).toBe(400);
          expect(res.body.errors?.fondo_inicial).toBe(CASH_CLOSE_MESSAGES.float);
        }
      },
      START,
    );
  });

  it('once a close exists, the start stays where it is', async () => {
    const reviewer = await newReviewer();
    const start = (await admin.get<CloseStart>(`${BASE}/start`)).body.data;
    expect(start.editable).toBe(false);
    await unchanged(
      t,
      async () => {
        const res = await reviewer.api.put(`${BASE}/start`, { cuenta_desde: daysAgo(2) });
        expect(res.status).toBe(409);
        expect(res.body.errors?.cuenta_desde).toBe(CASH_CLOSE_MESSAGES.startFixed);
      },
      START,
    );
  });
});
