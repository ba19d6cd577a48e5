/** Transport's rules in the browser and on the wire: a licence's due date, weekdays, the suggested stop order. */
import { describe, expect, it } from 'vitest';
import { daysUntil } from '../../src/kit/generic/columns';
import { driversResource, LICENCE_WARNING_DAYS } from '../../src/domain/resources/transport';

describe('daysUntil', () => {
  const today = new Date(2026, 10, 24, 23, 30);
  it('counts calendar days, whatever the hour, negative once past', () => {
    expect(daysUntil('2026-11-24', today)).toBe(0);
    expect(daysUntil('2026-11-25', today)).toBe(1);
    expect(daysUntil('2026-12-24', today)).toBe(30);
    expect(daysUntil('2026-11-23', today)).toBe(-1);
    expect(daysUntil('2027-03-01', today)).toBe(97);
  });

  it("flags a driver's licence within 30 days", () => {
    expect(driversResource.fields.licencia_vence.dueWithinDays).toBe(LICENCE_WARNING_DAYS);
    expect(LICENCE_WARNING_DAYS).toBe(30);
  });
});

describe('weekdayOf', () => {
  it('names Monday to Friday 1 to 5 and weekends null', async () => {
    const { weekdayOf } = await import('../../src/domain/transportToday');
    expect(['2026-11-23', '2026-11-24', '2026-11-27', '2026-11-28', '2026-11-29'].map(weekdayOf)).toEqual([
      1,
      2,
      5,
      null,
      null,
    ]);
  });
});

describe('suggestOrder', () => {
  const school = { lat: 7.1, lng: -73.1 };
  const stop = (id: number, lat: number | null, lng: number | null) => ({ id, latitud: lat, longitud: lng });

  it('orders stops along a street from the school outwards, homes unknown last', async () => {
    const { suggestOrder } = await import('../../src/domain/transportStopOrder');
    const stops = [stop(3, 7.13, -73.1), stop(9, null, null), stop(1, 7.11, -73.1), stop(2, 7.12, -73.1)];
    expect(suggestOrder(stops, school).map((s) => s.id)).toEqual([1, 2, 3, 9]);
  });

  it('never leaves a path longer than the one it was given', async () => {
    const { suggestOrder } = await import('../../src/domain/transportStopOrder');
    const length = (order: { latitud: number | null; longitud: number | null }[]) =>
      order.reduce((sum, s, i) => {
        const prev = i === 0 ? school : { lat: order[i - 1].latitud!, lng: order[i - 1].longitud! };
        return sum + Math.hypot(s.latitud! - prev.lat, s.longitud! - prev.lng);
      }, 0);
    // A scatter where nearest neighbour alone crosses itself.
    const stops = [
      stop(1, 7.101, -73.1),
      stop(2, 7.1, -73.13),
      stop(3, 7.103, -73.1),
      stop(4, 7.1, -73.131),
      stop(5, 7.12, -73.115),
      stop(6, 7.09, -73.12),
    ];
    const suggested = suggestOrder(stops, school);
    expect(new Set(suggested.map((s) => s.id))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(length(suggested)).toBeLessThanOrEqual(length(stops) + 1e-9);
  });
});

describe('the seats rule (seatsOverflow, seatsExceeded)', () => {
  const load = (id_jornada: number, dia: number, riders: number) => ({ id_jornada, dia, riders });

  it('lets every load up to the seats through, an empty vehicle too', async () => {
    const { seatsOverflow } = await import('../../src/domain/transport');
    expect(seatsOverflow(3, [])).toBeNull();
    expect(seatsOverflow(3, [load(1, 1, 3), load(1, 2, 2), load(2, 5, 3)])).toBeNull();
  });

  it('answers the first load over the seats: the morning before the afternoon, Monday before Friday', async () => {
    const { seatsOverflow } = await import('../../src/domain/transport');
    expect(seatsOverflow(1, [load(1, 1, 3)])).toEqual(load(1, 1, 3));
    expect(seatsOverflow(2, [load(2, 1, 5), load(1, 4, 3), load(1, 2, 2), load(1, 3, 4)])).toEqual(
      load(1, 3, 4),
    );
    expect(seatsOverflow(2, [load(2, 5, 3), load(2, 2, 3), load(1, 1, 2)])).toEqual(load(2, 2, 3));
  });

  it('words the refusal with the day and the shift, one seat singular', async () => {
    const { seatsExceeded } = await import('../../src/domain/transport');
    expect(seatsExceeded('VAN003', 1, 1, 1, 3)).toBe(
      'El vehículo VAN003 tiene 1 silla: el lunes irían 3 estudiantes en la jornada de la mañana',
    );
    expect(seatsExceeded('BUS030', 30, 2, 3, 31)).toBe(
      'El vehículo BUS030 tiene 30 sillas: el miércoles irían 31 estudiantes en la jornada de la tarde',
    );
  });
});

describe('ridersWithHomes', () => {
  it("joins each rider of alumnos with their home from estudiantes, keeping the riders' order", async () => {
    const { ridersWithHomes } = await import('../../src/domain/transport');
    const rider = (id_user: number) => ({
      id_user,
      num_doc: String(id_user),
      name: `E${id_user}`,
      img: null,
      course: null,
      dias: [1],
    });
    const student = (id_user: number, latitud: number | null) => ({
      id_user,
      num_doc: String(id_user),
      name: `E${id_user}`,
      latitud,
      longitud: latitud === null ? null : -73,
    });
    const joined = ridersWithHomes({
      alumnos: [rider(2), rider(1), rider(3)],
      estudiantes: [student(1, 7.1), student(2, null)],
    });
    expect(joined.map((r) => [r.id_user, r.latitud, r.longitud])).toEqual([
      [2, null, null],
      [1, 7.1, -73],
      [3, null, null],
    ]);
  });
});
