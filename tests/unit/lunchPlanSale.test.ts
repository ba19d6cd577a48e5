/**
 * *Planes de almuerzo*'s sale and pre-orders (src/areas/restaurant/plans/planSale.ts): the months
 * sold (this one and the next, over a year's end), the pack's bounds, the reference a transfer or a
 * card needs, the quote and the sale asked for, and the student's pre-orders still to come. And the
 * lunch line's words for what paid a meal: the catalog's Spanish is the domain's `paidWith`.
 */
import { describe, expect, it } from 'vitest';
import type { MenusAnswer, Preorder } from '../../src/domain/lunchMenus';
import { paidWith } from '../../src/domain/restaurant';
import {
  monthChoices,
  monthName,
  newSale,
  orderableDays,
  quoteOf,
  saleOf,
  saleProblems,
  upcomingOrders,
} from '../../src/areas/restaurant/plans/planSale';
import { restaurantMessages } from '../../src/areas/restaurant/messages';

describe('selling a plan', () => {
  it("offers this month's plan and the next one's, across a year's end", () => {
    expect(monthChoices('2026-03-10')).toEqual(['2026-03', '2026-04']);
    expect(monthChoices('2026-12-31')).toEqual(['2026-12', '2027-01']);
    expect(monthName('2026-03', 'es')).toBe('marzo de 2026');
    expect(monthName('2026-03', 'en')).toBe('March 2026');
  });

  it('quotes a month, or a pack only of 5 to 100 lunches', () => {
    const sale = newSale('2026-03-10');
    expect(quoteOf(7, sale)).toEqual({ id_estudiante: 7, tipo: 'mensualidad', mes: '2026-03' });
    const pack = { ...sale, tipo: 'paquete' as const };
    expect(quoteOf(7, { ...pack, cantidad: ' 20 ' })).toEqual({
      id_estudiante: 7,
      tipo: 'paquete',
      cantidad: 20,
    });
    for (const cantidad of ['4', '101', '', '10.5', 'diez'])
      expect([quoteOf(7, { ...pack, cantidad }), saleProblems({ ...pack, cantidad }).cantidad]).toEqual([
        null,
        'restaurant.plans.errors.size',
      ]);
    expect(saleProblems({ ...pack, cantidad: '5' })).toEqual({});
    expect(saleProblems({ ...pack, cantidad: '100' })).toEqual({});
  });

  it('asks a transfer or a card for its reference, not cash nor the balance', () => {
    const sale = newSale('2026-03-10');
    expect(saleProblems({ ...sale, metodo_pago: 'transferencia', referencia: '  ' })).toEqual({
      referencia: 'restaurant.plans.errors.reference',
    });
    expect(saleProblems({ ...sale, metodo_pago: 'tarjeta', referencia: 'x'.repeat(101) })).toEqual({
      referencia: 'restaurant.plans.errors.reference_long',
    });
    expect(saleProblems({ ...sale, metodo_pago: 'efectivo', referencia: '' })).toEqual({});
    expect(saleProblems({ ...sale, metodo_pago: 'saldo', referencia: '' })).toEqual({});
  });

  it('sends the sale with its reference only where one belongs', () => {
    const sale = newSale('2026-03-10');
    expect(saleOf(7, { ...sale, mes: '2026-04', metodo_pago: 'efectivo', referencia: 'sobra' })).toEqual({
      id_estudiante: 7,
      tipo: 'mensualidad',
      mes: '2026-04',
      metodo_pago: 'efectivo',
      referencia: null,
    });
    expect(
      saleOf(7, { ...sale, tipo: 'paquete', cantidad: '10', metodo_pago: 'tarjeta', referencia: ' V-1 ' }),
    ).toEqual({
      id_estudiante: 7,
      tipo: 'paquete',
      cantidad: 10,
      metodo_pago: 'tarjeta',
      referencia: 'V-1',
    });
  });
});

describe("a student's pre-orders", () => {
  const order = (id: number, fecha: string, estado: Preorder['estado']): Preorder => ({
    id,
    id_estudiante: 7,
    estudiante: 'Ana',
    fecha,
    id_menu: 1,
    id_servicio: null,
    id_producto: 20,
    producto: 'Almuerzo juvenil',
    alergenos: [],
    estado,
    pago: 'saldo',
    monto: 12000,
    created_at: '2026-03-01T10:00:00Z',
    cancelled_at: null,
    served_at: null,
  });

  it('lists the standing ones from today on, soonest first', () => {
    const orders = [
      order(5, '2026-03-12', 'pedido'),
      order(1, '2026-03-09', 'pedido'),
      order(2, '2026-03-10', 'pedido'),
      order(3, '2026-03-11', 'cancelado'),
      order(4, '2026-03-10', 'servido'),
    ];
    expect(upcomingOrders(orders, '2026-03-10').map((o) => o.id)).toEqual([2, 5]);
  });

  it('offers the school days that have menus', () => {
    const answer: MenusAnswer = {
      desde: '2026-03-10',
      hasta: '2026-03-12',
      dias: [
        { fecha: '2026-03-10', sin_clases: null, menus: [] },
        { fecha: '2026-03-11', sin_clases: 'Festivo', menus: [] },
        {
          fecha: '2026-03-12',
          sin_clases: null,
          menus: [
            {
              id: 1,
              id_servicio: null,
              servicio: null,
              id_producto: 20,
              producto: 'Almuerzo juvenil',
              precio: 12000,
              sellos: [],
              alergenos: [],
              platos: ['Sopa'],
              extra: 0,
              pedidos: 0,
            },
          ],
        },
      ],
    };
    expect(orderableDays(answer).map((d) => d.fecha)).toEqual(['2026-03-12']);
  });
});

describe("the lunch line's words for what paid", () => {
  const line = (restantes: number) =>
    (
      restaurantMessages.es as { restaurant: { line: Record<string, string> } }
    ).restaurant.line.paid_paquete.replace('%{count}', String(restantes));

  it("say in Spanish what the domain's paidWith says", () => {
    const es = (restaurantMessages.es as { restaurant: { line: Record<string, string> } }).restaurant.line;
    expect(es.paid_mensualidad).toBe(paidWith('mensualidad'));
    expect(es.paid_saldo).toBe(paidWith('saldo'));
    expect(line(3)).toBe(paidWith('paquete', 3));
  });
});
