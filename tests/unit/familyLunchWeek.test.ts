/**
 * The *Almuerzos* tab's rules (src/family/lunch/week.ts): the weeks a family browses, which days
 * still take a pre-order, each service's pre-order, and the plan of "every day the same".
 */
import { describe, expect, it } from 'vitest';
import type { Preorder } from '../../src/domain/lunchMenus';
import {
  addDays,
  currentPreorder,
  isOpen,
  lastWeekOffset,
  mondayOf,
  planSameEveryDay,
  sameChoices,
  servicesOf,
  shownDays,
  weekOf,
  type LunchDay,
  type LunchMenu,
} from '../../src/family/lunch/week';

const menu = (id: number, id_producto: number, id_servicio: number | null = null): LunchMenu => ({
  id,
  id_servicio,
  servicio: id_servicio === null ? null : `Servicio ${id_servicio}`,
  id_producto,
  producto: `Producto ${id_producto}`,
  precio: 12_000,
  sellos: [],
  alergenos: [],
  platos: ['Sopa', 'Arroz con pollo'],
  alergia: [],
});
const preorder = (
  id: number,
  fecha: string,
  id_menu: number,
  estado: Preorder['estado'],
  id_servicio: number | null = null,
): Preorder => ({
  id,
  id_estudiante: 11,
  estudiante: 'Samuel',
  fecha,
  id_menu,
  id_servicio,
  id_producto: 1,
  producto: 'Producto 1',
  alergenos: [],
  estado,
  pago: 'saldo',
  monto: 12_000,
  created_at: `${fecha}T07:00:00.000Z`,
  cancelled_at: null,
  served_at: null,
});
const day = (
  fecha: string,
  menus: LunchMenu[],
  pedidos: Preorder[] = [],
  extra: Partial<LunchDay> = {},
): LunchDay => ({
  fecha,
  sin_clases: null,
  abierto: true,
  menus,
  pedidos,
  ...extra,
});

describe('the weeks', () => {
  it('run Monday to Sunday, this week first, whatever the day', () => {
    // 2026-03-10 is a Tuesday; 2026-03-15 a Sunday; 2026-03-09 a Monday.
    expect(weekOf('2026-03-10')).toEqual({ desde: '2026-03-09', hasta: '2026-03-15' });
    expect(weekOf('2026-03-15')).toEqual({ desde: '2026-03-09', hasta: '2026-03-15' });
    expect(weekOf('2026-03-09', 1)).toEqual({ desde: '2026-03-16', hasta: '2026-03-22' });
    expect(weekOf('2026-03-10', -1)).toEqual({ desde: '2026-03-02', hasta: '2026-03-08' });
    // Across a month's and a year's end.
    expect(weekOf('2026-12-31', 1)).toEqual({ desde: '2027-01-04', hasta: '2027-01-10' });
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('go as far as the last day menus may be published for', () => {
    // Tuesday + 14 = Tuesday two weeks on: the week after next.
    expect(lastWeekOffset('2026-03-10')).toBe(2);
    // Sunday + 14 = Sunday two weeks on, in the week starting 13 days later.
    expect(lastWeekOffset('2026-03-15')).toBe(2);
    expect(lastWeekOffset('2026-03-09')).toBe(2);
  });
});

describe('which days are open', () => {
  const wednesday = day('2026-03-11', [menu(1, 1)]);
  it('takes the server’s word, narrowed by the phone’s clock at the cut-off', () => {
    expect(isOpen(wednesday, '2026-03-10', '10:00', '08:30')).toBe(true);
    expect(isOpen(wednesday, '2026-03-11', '08:29', '08:30')).toBe(true);
    expect(isOpen(wednesday, '2026-03-11', '08:30', '08:30')).toBe(false);
    expect(isOpen(wednesday, '2026-03-12', '07:00', '08:30')).toBe(false);
    expect(isOpen({ ...wednesday, abierto: false }, '2026-03-10', '07:00', '08:30')).toBe(false);
  });

  it('is never a day without classes or without menus', () => {
    expect(isOpen({ ...wednesday, sin_clases: 'Festivo' }, '2026-03-10', '07:00', '08:30')).toBe(false);
    expect(isOpen({ ...wednesday, menus: [] }, '2026-03-10', '07:00', '08:30')).toBe(false);
  });

  it('shows the school days and a weekday holiday, not the weekend', () => {
    const week = [
      day('2026-03-13', [menu(1, 1)]),
      day('2026-03-12', [], [], { sin_clases: 'Festivo' }),
      day('2026-03-14', [], [], { sin_clases: 'Fin de semana' }),
      day('2026-03-15', [], [], { sin_clases: 'Fin de semana' }),
      day('2026-03-14', [menu(2, 1)]),
    ];
    expect(shownDays(week).map((d) => d.fecha)).toEqual(['2026-03-13', '2026-03-12', '2026-03-14']);
  });
});

describe("a day's services and pre-orders", () => {
  it('groups the menus by service, in their order', () => {
    const d = day('2026-03-11', [menu(1, 1, 7), menu(2, 2, 8), menu(3, 3, 7)]);
    expect(servicesOf(d).map((s) => [s.id, s.menus.map((m) => m.id)])).toEqual([
      [7, [1, 3]],
      [8, [2]],
    ]);
  });

  it('shows the active pre-order, else the latest cancelled or annulled', () => {
    const fecha = '2026-03-11';
    const d = day(
      fecha,
      [menu(1, 1), menu(2, 2)],
      [
        preorder(5, fecha, 1, 'cancelado'),
        preorder(6, fecha, 2, 'pedido'),
        preorder(7, fecha, 1, 'cancelado'),
      ],
    );
    expect(currentPreorder(d, null)?.id).toBe(6);
    expect(currentPreorder({ ...d, pedidos: d.pedidos.filter((p) => p.id !== 6) }, null)?.id).toBe(7);
    expect(currentPreorder(d, 3)).toBeNull();
  });
});

describe('every day the same', () => {
  const open = [
    day('2026-03-11', [menu(11, 1), menu(12, 2)]),
    day('2026-03-12', [menu(21, 1), menu(22, 2)], [preorder(9, '2026-03-12', 21, 'pedido')]),
    day('2026-03-13', [menu(31, 2)], [preorder(10, '2026-03-13', 31, 'pedido')]),
    day('2026-03-16', [menu(41, 1)], [preorder(11, '2026-03-16', 41, 'cancelado')]),
  ];

  it('offers the products of the open days, the most offered first', () => {
    expect(sameChoices(open).map((c) => [c.id_producto, c.days])).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it('orders the product where it is offered, keeps what is already ordered, and says where it is not', () => {
    expect(planSameEveryDay(open, { id_producto: 1, id_servicio: null })).toEqual([
      { fecha: '2026-03-11', kind: 'order', id_menu: 11, replaces: false },
      { fecha: '2026-03-12', kind: 'already' },
      { fecha: '2026-03-13', kind: 'missing' },
      // A cancelled pre-order is no longer held: the day is ordered anew.
      { fecha: '2026-03-16', kind: 'order', id_menu: 41, replaces: false },
    ]);
    expect(planSameEveryDay(open, { id_producto: 2, id_servicio: null })).toEqual([
      { fecha: '2026-03-11', kind: 'order', id_menu: 12, replaces: false },
      { fecha: '2026-03-12', kind: 'order', id_menu: 22, replaces: true },
      { fecha: '2026-03-13', kind: 'already' },
      { fecha: '2026-03-16', kind: 'missing' },
    ]);
  });

  it('keeps to the chosen service', () => {
    const twoServices = [
      day('2026-03-11', [menu(1, 1, 7), menu(2, 1, 8)], [preorder(3, '2026-03-11', 1, 'pedido', 7)]),
    ];
    expect(planSameEveryDay(twoServices, { id_producto: 1, id_servicio: 8 })).toEqual([
      { fecha: '2026-03-11', kind: 'order', id_menu: 2, replaces: false },
    ]);
    expect(planSameEveryDay(twoServices, { id_producto: 1, id_servicio: 7 })).toEqual([
      { fecha: '2026-03-11', kind: 'already' },
    ]);
  });
});
