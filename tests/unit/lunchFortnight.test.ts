/**
 * *Menús y pedidos*' fortnight (src/areas/restaurant/menus/fortnight.ts): the days read become
 * drafts, a week is filled from the one before without touching a day that has menus, only the
 * days that changed are written (each with all its menus, a saved menu with its id), the screen's
 * own checks, and the server's `dias.{i}…` refusals read back to the day and menu they mean.
 */
import { describe, expect, it } from 'vitest';
import type { DayMenu, MenusAnswer } from '../../src/domain/lunchMenus';
import {
  changedDays,
  copyPreviousWeek,
  draftOf,
  emptyMenu,
  fortnightRange,
  menuProblems,
  mondayOf,
  placeErrors,
  weeksOf,
  writeOf,
  type DraftDay,
} from '../../src/areas/restaurant/menus/fortnight';

const TODAY = '2026-03-10'; // a Tuesday

const menu = (id: number, over: Partial<DayMenu> = {}): DayMenu => ({
  id,
  id_servicio: null,
  servicio: null,
  id_producto: 20,
  producto: 'Almuerzo juvenil',
  precio: 12000,
  sellos: [],
  alergenos: [],
  platos: ['Sopa de arroz', 'Pollo asado'],
  extra: 5,
  pedidos: 0,
  ...over,
});

/** 2026-03-03 … 2026-03-24: last week (Tuesday on), then this week and two more. */
const answer = (): MenusAnswer => {
  const { from, last } = fortnightRange(TODAY);
  const dias: MenusAnswer['dias'] = [];
  for (
    let d = new Date(`${from}T12:00:00Z`);
    d.toISOString().slice(0, 10) <= last;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const fecha = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    const off =
      weekday === 0 || weekday === 6 ? 'Fin de semana' : fecha === '2026-03-23' ? 'Festivo: San José' : null;
    dias.push({ fecha, sin_clases: off, menus: [] });
  }
  const at = (fecha: string) => dias.find((d) => d.fecha === fecha)!;
  at('2026-03-04').menus = [
    menu(1),
    menu(2, { id_producto: 21, producto: 'Almuerzo vegetariano', platos: ['Lentejas'] }),
  ];
  at('2026-03-05').menus = [menu(3, { platos: ['Ajiaco'] })];
  at('2026-03-11').menus = [menu(4, { pedidos: 7, platos: ['Bandeja'] })];
  return { desde: from, hasta: last, dias };
};

const byDay = (days: DraftDay[], fecha: string) => days.find((d) => d.fecha === fecha)!;

describe('the fortnight', () => {
  it('reads the week before today, today and 14 days ahead, by Monday-first weeks from today', () => {
    expect(fortnightRange(TODAY)).toEqual({ from: '2026-03-03', first: TODAY, last: '2026-03-24' });
    expect(mondayOf('2026-03-10')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-03-16')).toBe('2026-03-16');
    const weeks = weeksOf(draftOf(answer()), TODAY);
    expect(weeks.map((w) => w.monday)).toEqual(['2026-03-09', '2026-03-16', '2026-03-23']);
    expect(weeks[0].days[0].fecha).toBe(TODAY);
  });

  it('keeps the courses one a line and the extra portions as text', () => {
    const day = byDay(draftOf(answer()), '2026-03-04');
    expect(day.menus[0]).toMatchObject({
      id: 1,
      key: 'menu-1',
      platos: 'Sopa de arroz\nPollo asado',
      extra: '5',
    });
  });

  it("copies last week's menus into this week's empty school days, as new menus, and no other", () => {
    const days = draftOf(answer());
    const { days: copied, copied: count } = copyPreviousWeek(days, '2026-03-09', TODAY);
    // Only Thursday is filled: Tuesday's and Friday's sources had none, Wednesday has its own.
    expect(count).toBe(1);
    const wednesday = byDay(copied, '2026-03-11');
    // …but this Wednesday already had a menu (with pre-orders): it keeps it, untouched.
    expect(wednesday.menus.map((m) => m.id)).toEqual([4]);
    const thursday = byDay(copied, '2026-03-12');
    expect(thursday.menus).toHaveLength(1);
    expect(thursday.menus[0]).toMatchObject({ platos: 'Ajiaco', pedidos: 0, id_producto: 20 });
    expect(thursday.menus[0].id).toBeUndefined();
    expect(thursday.menus[0].key).not.toBe('menu-3');
    // Last Wednesday's menus went nowhere else; a past day of this week (Monday) is never written.
    expect(byDay(copied, '2026-03-09').menus).toEqual([]);
    expect(byDay(copied, '2026-03-10').menus).toEqual([]);
  });

  it('copies the next week from this week as edited, skipping days off', () => {
    let days = draftOf(answer());
    days = copyPreviousWeek(days, '2026-03-09', TODAY).days;
    const { days: next, copied } = copyPreviousWeek(days, '2026-03-16', TODAY);
    expect(byDay(next, '2026-03-18').menus.map((m) => m.platos)).toEqual(['Bandeja']);
    expect(byDay(next, '2026-03-19').menus.map((m) => m.platos)).toEqual(['Ajiaco']);
    expect(byDay(next, '2026-03-21').menus).toEqual([]);
    expect(copied).toBe(2);
  });

  it('writes only the days that changed, each with all its menus and the saved ones by id', () => {
    const read = draftOf(answer());
    expect(changedDays(read, read, TODAY)).toEqual([]);
    expect(writeOf([])).toBeNull();
    const draft = read.map((d) =>
      d.fecha === '2026-03-11'
        ? {
            ...d,
            menus: [
              { ...d.menus[0], platos: ' Bandeja paisa \n\n Jugo ', extra: '' },
              { ...emptyMenu(), id_producto: 21 },
            ],
          }
        : d.fecha === '2026-03-17'
          ? { ...d, menus: [{ ...emptyMenu(), id_producto: 20, platos: 'Crema', extra: '3' }] }
          : d,
    );
    const changed = changedDays(read, draft, TODAY);
    expect(changed.map((d) => d.fecha)).toEqual(['2026-03-11', '2026-03-17']);
    expect(writeOf(changed)).toEqual({
      desde: '2026-03-11',
      hasta: '2026-03-17',
      dias: [
        {
          fecha: '2026-03-11',
          menus: [
            { id: 4, id_servicio: null, id_producto: 20, platos: ['Bandeja paisa', 'Jugo'], extra: 0 },
            { id_servicio: null, id_producto: 21, platos: [], extra: 0 },
          ],
        },
        { fecha: '2026-03-17', menus: [{ id_servicio: null, id_producto: 20, platos: ['Crema'], extra: 3 }] },
      ],
    });
  });

  it('never writes a day off or a past day', () => {
    const read = draftOf(answer());
    const draft = read.map((d) =>
      d.fecha === '2026-03-14' || d.fecha === '2026-03-05' ? { ...d, menus: [emptyMenu()] } : d,
    );
    expect(changedDays(read, draft, TODAY)).toEqual([]);
  });
});

describe("a menu's checks", () => {
  const day = (menus: DraftDay['menus']): DraftDay => ({ fecha: TODAY, sin_clases: null, menus });

  it('asks for a product, 1 to 6 courses of at most 80 characters and 0 to 500 extra portions', () => {
    const bare = emptyMenu();
    expect(menuProblems(bare, day([bare]))).toEqual({
      id_producto: 'restaurant.menus.errors.product',
      platos: 'restaurant.menus.errors.courses',
    });
    const full = { ...emptyMenu(), id_producto: 3, platos: 'a\nb\nc\nd\ne\nf\ng', extra: '501' };
    expect(menuProblems(full, day([full]))).toEqual({
      platos: 'restaurant.menus.errors.courses',
      extra: 'restaurant.menus.errors.extra',
    });
    const long = { ...emptyMenu(), id_producto: 3, platos: 'x'.repeat(81), extra: '-1' };
    expect(menuProblems(long, day([long]))).toEqual({
      platos: 'restaurant.menus.errors.course_long',
      extra: 'restaurant.menus.errors.extra',
    });
    const fine = { ...emptyMenu(), id_producto: 3, platos: 'Sopa', extra: '' };
    expect(menuProblems(fine, day([fine]))).toEqual({});
  });

  it('refuses the same product twice in a service of the day, not in another service', () => {
    const a = { ...emptyMenu(), id_producto: 3, platos: 'Sopa' };
    const b = { ...emptyMenu(), id_producto: 3, platos: 'Crema' };
    expect(menuProblems(b, day([a, b])).id_producto).toBe('restaurant.menus.errors.repeated');
    const other = { ...b, id_servicio: 2 };
    expect(menuProblems(other, day([a, other]))).toEqual({});
  });
});

describe("the server's refusals", () => {
  it('land on the day and the menu of what was sent, the rest above', () => {
    const sent = draftOf(answer()).filter((d) => d.fecha === '2026-03-04' || d.fecha === '2026-03-11');
    const placed = placeErrors(
      {
        'dias.0.menus.1.id_producto': 'El mismo producto aparece dos veces',
        'dias.1.menus.0.id': 'El menú no existe',
        'dias.1.fecha': 'El menú Almuerzo juvenil del 2026-03-11 tiene pedidos',
        desde: 'La fecha inicial no puede ser posterior a la fecha final',
      },
      sent,
    );
    expect(placed.menus.get('2026-03-04/menu-2')).toEqual({
      id_producto: 'El mismo producto aparece dos veces',
    });
    expect(placed.menus.get('2026-03-11/menu-4')).toEqual({ id_producto: 'El menú no existe' });
    expect(placed.days.get('2026-03-11')).toBe('El menú Almuerzo juvenil del 2026-03-11 tiene pedidos');
    expect(placed.other).toEqual(['La fecha inicial no puede ser posterior a la fecha final']);
  });
});
