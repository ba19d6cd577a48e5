/**
 * Issue 53, the school calendar: `GET/PUT /api/admin/calendar` (key `admin.calendar`). The demo
 * school starts with Colombia's national holidays of its year and the next; a year's days off are
 * replaced as a whole (a day left out is a school day again); every refusal names its field and
 * changes nothing; without the key, 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, colombianHolidays, type Calendar } from '../../src/domain/calendar';
import { schoolDaysOff } from '../../server/db/schema';
import { localDate } from '../../server/time';
import { type Api, schoolWithStaff, type TestApp, unchanged } from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
const DAYS = { days: schoolDaysOff };
const PATH = '/api/admin/calendar';
const festivos = (year: number) => colombianHolidays(year).map((d) => ({ ...d, tipo: 'festivo' }));

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
});
afterAll(() => t?.close());

describe('el calendario escolar', () => {
  it("answers this year's days off by the server's clock, the demo's national holidays of this year and the next", async () => {
    const year = Number(localDate(t.clock.now(), 'America/Bogota').slice(0, 4));
    const now = await admin.get<Calendar>(PATH);
    expect(now.status).toBe(200);
    expect(now.body.data).toEqual({ anio: year, dias: festivos(year) });
    const next = await admin.get<Calendar>(`${PATH}?anio=${year + 1}`);
    expect(next.body.data).toEqual({ anio: year + 1, dias: festivos(year + 1) });
    const refused = await admin.get(`${PATH}?anio=1999`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.anio).toBe(CALENDAR_MESSAGES.year);
  });

  it('replaces a year as a whole: a day added, a holiday left out is a school day again, other years untouched', async () => {
    const other = (await admin.get<Calendar>(`${PATH}?anio=2027`)).body.data;
    const [first, ...rest] = festivos(2026);
    const dias = [...rest, { fecha: '2026-06-16', tipo: 'sin_clases', nombre: 'Jornada pedagógica' }];
    const saved = await admin.put<Calendar>(PATH, { anio: 2026, dias });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe(CALENDAR_MESSAGES.saved);
    expect(saved.body.data.dias.map((d) => d.fecha)).not.toContain(first.fecha);
    expect(saved.body.data.dias).toContainEqual({
      fecha: '2026-06-16',
      tipo: 'sin_clases',
      nombre: 'Jornada pedagógica',
    });
    expect(saved.body.data.dias).toHaveLength(18);
    expect((await admin.get<Calendar>(`${PATH}?anio=2026`)).body.data).toEqual(saved.body.data);
    expect((await admin.get<Calendar>(`${PATH}?anio=2027`)).body.data).toEqual(other);
    // Back as the demo had it.
    expect((await admin.put(PATH, { anio: 2026, dias: festivos(2026) })).status).toBe(200);
  });

  it('refuses a day of another year, a day twice (naming it), a wrong kind and a blank name under dias, changing nothing', async () => {
    const day = { fecha: '2026-04-06', tipo: 'sin_clases', nombre: 'Semana de receso' };
    const cases: [unknown[], string][] = [
      [[{ ...day, fecha: '2027-04-05' }], `${CALENDAR_MESSAGES.outsideYear}: 2027-04-05`],
      [[day, day], `${CALENDAR_MESSAGES.repeated}: 2026-04-06`],
      [[{ ...day, tipo: 'vacaciones' }], CALENDAR_MESSAGES.kind],
      [[{ ...day, nombre: ' ' }], CALENDAR_MESSAGES.name],
    ];
    await unchanged(
      t,
      async () => {
        for (const [dias, message] of cases) {
          const res = await admin.put(PATH, { anio: 2026, dias });
          expect(res.status, JSON.stringify(dias)).toBe(400);
          expect(res.body.errors?.dias, JSON.stringify(res.body.errors)).toBe(message);
        }
      },
      DAYS,
    );
  });

  it('is for the administrator: without admin.calendar, 403 and nothing written', async () => {
    await unchanged(
      t,
      async () => {
        expect((await cashier.get(PATH)).status).toBe(403);
        expect((await cashier.put(PATH, { anio: 2026, dias: [] })).status).toBe(403);
      },
      DAYS,
    );
  });
});
