/** The offline till's rules (src/domain/offline.ts `offlineRefusal`) and the lunch line's category meal, one case per rule. */
import { describe, expect, it } from 'vitest';
import { DAILY_LIMIT_MESSAGE, productLockedMessage } from '../../src/domain/cart';
import { CREDENTIAL_INACTIVE } from '../../src/domain/credentials';
import {
  DEFAULT_ALLOWANCE,
  OFFLINE_UNKNOWN_CUSTOMER,
  offlineFunds,
  offlineMealTaken,
  offlineRefusal,
  offlineSaleTooBig,
  offlineTooLong,
  offlineTotalReached,
  type OfflineCheck,
  type RosterEntry,
} from '../../src/domain/offline';
import { zonedClock } from '../../src/domain/zonedClock';
import { mealTakenOffline, offlineLunchMeal } from '../../src/domain/offlineLunch';
import { categoryMealOf } from '../../src/domain/restaurant';

const NOW = Date.parse('2026-11-27T15:00:00Z');
const ANA: RosterEntry = {
  h: 'x',
  d: 'y',
  id_user: 7,
  name: 'Ana',
  url: null,
  saldo: 20_000,
  consumo: 0,
  tope: 0,
  activo: 1,
  bloqueados: [9],
};
const water = { id: 1, name: 'Agua', count: 1, price: 2_000 };

const check = (over: Partial<OfflineCheck> = {}): string | null =>
  offlineRefusal({
    entry: ANA,
    lines: [water],
    queued: { customer: 0, customerToday: 0, customerWeek: 0, all: 0 },
    allowance: { ...DEFAULT_ALLOWANCE },
    store: 1,
    zone: 'America/Bogota',
    offlineSince: NOW - 60_000,
    now: NOW,
    ...over,
  });

describe('a sale offline', () => {
  it('goes in the queue within every rule', () => expect(check()).toBeNull());
  it('needs the customer in the roster', () => expect(check({ entry: null })).toBe(OFFLINE_UNKNOWN_CUSTOMER));
  it('stops when the till has been offline longer than allowed', () => {
    expect(check({ offlineSince: NOW - 4 * 3_600_000 })).toBeNull();
    expect(check({ offlineSince: NOW - 4 * 3_600_000 - 1 })).toBe(offlineTooLong(4));
  });
  it('refuses an inactive credential', () =>
    expect(check({ entry: { ...ANA, activo: 0 } })).toBe(CREDENTIAL_INACTIVE));
  it('keeps each sale within the most per sale', () => {
    expect(check({ lines: [{ ...water, count: 15 }], entry: { ...ANA, saldo: 100_000 } })).toBeNull();
    expect(check({ lines: [{ ...water, count: 16 }], entry: { ...ANA, saldo: 100_000 } })).toBe(
      offlineSaleTooBig('$30.000'),
    );
  });
  it('keeps the till within the most in total', () => {
    expect(check({ queued: { customer: 0, customerToday: 0, customerWeek: 0, all: 1_498_000 } })).toBeNull();
    expect(check({ queued: { customer: 0, customerToday: 0, customerWeek: 0, all: 1_498_001 } })).toBe(
      offlineTotalReached('$1.500.000', '$1.498.001'),
    );
  });
  it('refuses a restricted product, naming it', () => {
    expect(check({ lines: [{ id: 9, name: 'Gaseosa', count: 1, price: 3_000 }] })).toBe(
      productLockedMessage('Gaseosa'),
    );
  });
  it('counts what this till queued for the customer against the balance', () => {
    expect(
      check({ queued: { customer: 18_000, customerToday: 0, customerWeek: 0, all: 18_000 } }),
    ).toBeNull();
    expect(check({ queued: { customer: 18_001, customerToday: 0, customerWeek: 0, all: 18_001 } })).toBe(
      offlineFunds('$1.999'),
    );
  });
  it("counts today's queue against the daily cap", () => {
    const capped = { ...ANA, tope: 10_000, consumo: 5_000 };
    expect(
      check({
        entry: capped,
        queued: { customer: 3_000, customerToday: 3_000, customerWeek: 3_000, all: 3_000 },
      }),
    ).toBeNull();
    expect(
      check({
        entry: capped,
        queued: { customer: 3_001, customerToday: 3_001, customerWeek: 3_001, all: 3_001 },
      }),
    ).toBe(DAILY_LIMIT_MESSAGE);
  });
  it('sells one meal per service', () => expect(check({ mealTaken: true })).toBe(offlineMealTaken('Ana')));
  // Issue 55: the family's hours, read at the till's clock in the roster's zone (NOW is 10:00 in Bogotá).
  it("sells only within the family's hours for this store", () => {
    const hours = { ...ANA, horarios: [{ tienda: 1, desde: '09:30', hasta: '10:00' }] };
    expect(check({ entry: hours })).toBe(
      'A esta hora no se le vende en cafetería: su familia lo permite de 9:30–10:00',
    );
    expect(check({ entry: hours, now: NOW - 60_000 })).toBeNull();
    // Another store's till is not bound by them.
    expect(check({ entry: hours, store: 2 })).toBeNull();
  });
  it("counts this week's queue against the weekly cap", () => {
    const weekly = { ...ANA, tope_semanal: 10_000, consumo_semana: 7_000 };
    const queued = (week: number) => ({ customer: week, customerToday: 0, customerWeek: week, all: week });
    expect(check({ entry: weekly, queued: queued(1_000) })).toBeNull();
    expect(check({ entry: weekly, queued: queued(1_001) })).toBe(
      'Supera el tope semanal de $10.000: esta semana lleva $8.001',
    );
  });
});

describe("a student's meal from the user categories", () => {
  const categories = [
    { id: 1, edad_min: 5, edad_max: 18, id_course: null, id_product: 100 },
    { id: 2, edad_min: 8, edad_max: 10, id_course: null, id_product: 200 },
    { id: 3, edad_min: 0, edad_max: 99, id_course: 4, id_product: 300 },
  ];
  it('is the course category first', () =>
    expect(categoryMealOf(categories, { course: 4, age: 9 })).toBe(300));
  it('else the narrowest age band holding the age', () =>
    expect(categoryMealOf(categories, { course: 1, age: 9 })).toBe(200));
  it('else a wider band', () => expect(categoryMealOf(categories, { course: null, age: 12 })).toBe(100));
  it('or none', () => expect(categoryMealOf(categories, { course: null, age: null })).toBeNull());
});

describe('one meal per service, offline', () => {
  const zone = 'America/Bogota';
  // 17:00 UTC is 12:00 in Bogotá.
  const at = (hhmm: string) =>
    Date.parse(`2026-11-27T${String(Number(hhmm.slice(0, 2)) + 5).padStart(2, '0')}:${hhmm.slice(3)}:00Z`);
  const windows = [
    { h_start: '11:00', h_end: '12:30' },
    { h_start: '12:30', h_end: '14:00' },
  ];
  it('counts a meal of the same window', () =>
    expect(mealTakenOffline(at('12:10'), zone, windows, [at('11:05')])).toBe(true));
  it('not one of an earlier window', () =>
    expect(mealTakenOffline(at('12:40'), zone, windows, [at('12:10')])).toBe(false));
  it('the whole day without windows', () =>
    expect(mealTakenOffline(at('15:00'), zone, [], [at('08:00')])).toBe(true));
  it('not yesterday', () =>
    expect(mealTakenOffline(at('12:00'), zone, [], [at('12:00') - 86_400_000])).toBe(false));
  it('reads the clock of the school', () =>
    expect(zonedClock(at('12:00'), zone)).toEqual({ date: '2026-11-27', time: '12:00' }));

  describe("an allergic student's meal (issue 35)", () => {
    const soup = { id: 10, name: 'Sopa', price: 9_000, alergenos: ['leche', 'gluten'] };
    const rice = { id: 11, name: 'Arroz', price: 8_000, alergenos: [] };
    const fruit = { id: 12, name: 'Fruta', price: 7_000, alergenos: [] };
    const roster = {
      zona: zone,
      turnos: { '7': 3 },
      servicios: {
        '3': [
          { h_start: '11:00', h_end: '12:30', alternativo: 11 },
          { h_start: '12:30', h_end: '14:00', alternativo: null },
        ],
      },
      alternativo: 12,
      alternativos: { '11': rice, '12': fruit },
    };
    const ana = (alergias: string[]) => ({ ...ANA, alergias, almuerzo: soup });
    const why = 'El producto contiene leche, a la que el estudiante es alérgico';
    it('serves their meal when it is safe', () =>
      expect(offlineLunchMeal(ana(['mani']), roster, at('12:00'))).toEqual({ meal: soup, allergy: null }));
    it("the open service's alternative, saying why", () =>
      expect(offlineLunchMeal(ana(['leche']), roster, at('12:00'))).toEqual({ meal: rice, allergy: why }));
    it("the school's in a service without its own", () =>
      expect(offlineLunchMeal(ana(['leche']), roster, at('13:00'))?.meal).toBe(fruit));
    it("the school's outside any service", () =>
      expect(offlineLunchMeal(ana(['leche']), roster, at('16:00'))?.meal).toBe(fruit));
    it('their own meal without an alternative, for the till to refuse', () =>
      expect(offlineLunchMeal(ana(['leche']), { ...roster, alternativo: null }, at('13:00'))).toEqual({
        meal: soup,
        allergy: null,
      }));
    it('their own meal when the alternative is it, or is missing from the roster', () => {
      expect(
        offlineLunchMeal(
          ana(['leche']),
          { ...roster, alternativo: 10, alternativos: { ...roster.alternativos, '10': soup } },
          at('13:00'),
        )?.meal,
      ).toBe(soup);
      expect(offlineLunchMeal(ana(['leche']), { ...roster, alternativos: {} }, at('12:00'))?.meal).toBe(soup);
    });
    it('none without a meal', () =>
      expect(offlineLunchMeal({ ...ANA, almuerzo: null }, roster, at('12:00'))).toBeNull());
    it('a roster read before alternatives existed serves their meal', () =>
      expect(offlineLunchMeal(ana(['leche']), { zona: zone }, at('12:00'))).toEqual({
        meal: soup,
        allergy: null,
      }));
  });
});
