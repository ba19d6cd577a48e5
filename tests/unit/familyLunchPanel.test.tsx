/**
 * A child's *Almuerzos* tab (issue 56) against the family's lunch routes, answered by msw: the
 * plans and balance on top, one card per school day (closed, open, ordered, a holiday), an order
 * and a refusal after the cut-off in the server's words, "every day the same" telling each day's
 * outcome, a cancellation, and a plan whose price shows before it is bought (a short balance leads
 * to the top-up tab).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ChildLunch, Preorder } from '../../src/domain/lunchMenus';
import type { FamilyChild } from '../../src/domain/family';
import type { MealPlan } from '../../src/domain/lunchPlans';
import { ChildPage } from '../../src/family/children/ChildPage';
import { LocaleProvider } from '../../src/family/i18n';
import { requests, server, setupMswServer } from './support/msw';

setupMswServer();
// Tuesday 10 March 2026, 10:00 on this machine's clock: past that day's 08:30 cut-off.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 10, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CHILD = { id: 11, name: 'Samuel Torres Ruiz', saldo: 30_000, carnet: 'activo' } as FamilyChild;
const menu = (id: number, id_producto: number, producto: string, alergia: string[] = []) => ({
  id,
  id_servicio: null,
  servicio: null,
  id_producto,
  producto,
  precio: 12_000,
  sellos: [],
  alergenos: alergia,
  platos: ['Crema de ahuyama', 'Arroz con pollo'],
  alergia,
});
const preorder = (
  id: number,
  fecha: string,
  id_menu: number,
  estado: Preorder['estado'],
  pago: Preorder['pago'],
): Preorder => ({
  id,
  id_estudiante: 11,
  estudiante: CHILD.name,
  fecha,
  id_menu,
  id_servicio: null,
  id_producto: 1,
  producto: 'Almuerzo juvenil',
  alergenos: [],
  estado,
  pago,
  monto: pago === 'saldo' ? 12_000 : 0,
  created_at: `${fecha}T07:00:00.000Z`,
  cancelled_at: null,
  served_at: null,
});
const day = (fecha: string, extra: Partial<ChildLunch['dias'][number]> = {}) => ({
  fecha,
  sin_clases: null,
  abierto: true,
  menus: [
    menu(Number(fecha.slice(8)) * 10 + 1, 1, 'Almuerzo juvenil'),
    menu(Number(fecha.slice(8)) * 10 + 2, 2, 'Almuerzo vegetariano', ['leche']),
  ],
  pedidos: [],
  ...extra,
});
const WEEK: ChildLunch = {
  hora_corte: '08:30',
  saldo: 30_000,
  planes: [{ tipo: 'paquete', mes: null, restantes: 7 }],
  dias: [
    day('2026-03-09', { abierto: false, pedidos: [preorder(1, '2026-03-09', 91, 'servido', 'saldo')] }),
    day('2026-03-10', { abierto: false }),
    day('2026-03-11'),
    day('2026-03-12', { pedidos: [preorder(2, '2026-03-12', 122, 'pedido', 'paquete')] }),
    day('2026-03-13', { sin_clases: 'Festivo', abierto: false, menus: [] }),
    day('2026-03-14', { sin_clases: 'Fin de semana', abierto: false, menus: [] }),
    day('2026-03-15', { sin_clases: 'Fin de semana', abierto: false, menus: [] }),
  ],
};
const PACK: MealPlan = {
  id: 4,
  id_estudiante: 11,
  tipo: 'paquete',
  mes: null,
  cantidad: 20,
  restantes: 7,
  precio: 216_000,
  metodo_pago: 'saldo',
  vendido_por: null,
  created_at: '2026-03-01T12:00:00.000Z',
  vigente: true,
};

const ok = <T,>(data: T, message = '', status = 200) =>
  HttpResponse.json({ code: 1, message, data }, { status });
const refuse = (message: string, status = 409, reason?: string) =>
  HttpResponse.json({ code: 0, message, data: null, ...(reason ? { reason } : {}) }, { status });
const CLOSED = 'Los pedidos de ese día se cerraron a las 08:30';

function family() {
  server.use(
    http.get('*/api/family/children', () => ok([CHILD])),
    http.get('*/api/family/children/11/lunch', () => ok(WEEK)),
    http.get('*/api/family/plans', () => ok([PACK])),
    // The top-up tab, where a short balance leads.
    http.get('*/api/family/payments/terms', () => ok({ habilitado: false, minimo: 1, maximo: 2 })),
    http.get('*/api/family/transfers', () => ok([])),
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
const renderTab = () =>
  render(
    <LocaleProvider>
      <MemoryRouter initialEntries={['/hijo/11/almuerzos']}>
        <Routes>
          <Route
            path="/hijo/:id/:tab?"
            element={
              <>
                <ChildPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );
const dayCard = (name: RegExp) => screen.findByRole('region', { name });
const sent = async (method: string) => (await requests()).filter((r) => r.method === method);

describe("a child's lunches", () => {
  it('shows the plans, the balance and each school day of the week as it stands', async () => {
    family();
    renderTab();
    expect(await screen.findByRole('tab', { name: 'Almuerzos' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Paquete de 20 almuerzos: quedan 7')).toBeInTheDocument();
    expect(await screen.findByTestId('lunch-saldo')).toHaveTextContent('Saldo: $30.000');
    expect(screen.getByRole('heading', { name: 'Esta semana' })).toBeInTheDocument();
    expect(screen.getByText('Del 9 de marzo al 13 de marzo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeDisabled();

    const monday = await dayCard(/Lunes, 9 de marzo/);
    expect(within(monday).getByText('Servido')).toBeInTheDocument();
    expect(within(monday).getByText('Pagado con el saldo: $12.000')).toBeInTheDocument();
    expect(within(monday).getByText('Este día ya pasó.')).toBeInTheDocument();
    expect(within(monday).queryByRole('radio')).toBeNull();
    const tuesday = await dayCard(/Martes, 10 de marzo/);
    expect(within(tuesday).getByText('Pedidos cerrados: el corte fue a las 08:30.')).toBeInTheDocument();
    expect(within(tuesday).queryByRole('button')).toBeNull();

    const wednesday = await dayCard(/Miércoles, 11 de marzo/);
    expect(within(wednesday).getAllByRole('radio')).toHaveLength(2);
    expect(within(wednesday).getByTestId('lunch-allergy')).toHaveTextContent('Contiene leche');
    expect(within(wednesday).getByRole('button', { name: 'Pedir' })).toBeDisabled();
    const thursday = await dayCard(/Jueves, 12 de marzo/);
    expect(within(thursday).getByText('Pagado con un almuerzo del paquete')).toBeInTheDocument();
    expect(within(thursday).getByRole('radio', { name: /Almuerzo vegetariano/ })).toBeChecked();
    expect(within(thursday).getByRole('button', { name: 'Cambiar' })).toBeDisabled();
    expect(await dayCard(/Viernes, 13 de marzo/)).toHaveTextContent('Sin clases: Festivo');
    expect(screen.queryByRole('region', { name: /Sábado/ })).toBeNull();
  });

  it('orders a day, and says the server’s refusal after the cut-off', async () => {
    family();
    let answer = () =>
      ok(
        { pedido: preorder(3, '2026-03-11', 111, 'pedido', 'paquete'), saldo: 30_000 },
        'Pedido de almuerzo registrado',
        201,
      );
    server.use(http.post('*/api/family/preorders', () => answer()));
    renderTab();
    const wednesday = await dayCard(/Miércoles, 11 de marzo/);
    await userEvent.click(within(wednesday).getByRole('radio', { name: /Almuerzo juvenil/ }));
    await userEvent.click(within(wednesday).getByRole('button', { name: 'Pedir' }));
    expect(await within(wednesday).findByText('Pedido de almuerzo registrado')).toBeInTheDocument();
    expect((await sent('POST')).map((r) => r.body)).toEqual([
      { id_estudiante: 11, fecha: '2026-03-11', id_menu: 111 },
    ]);

    answer = () => refuse(CLOSED);
    await userEvent.click(within(wednesday).getByRole('radio', { name: /Almuerzo vegetariano/ }));
    await userEvent.click(within(wednesday).getByRole('button', { name: 'Pedir' }));
    expect(await within(wednesday).findByRole('alert')).toHaveTextContent(CLOSED);
  });

  it('cancels a pre-order, its menu left chosen to order again', async () => {
    family();
    let week = WEEK;
    server.use(
      http.get('*/api/family/children/11/lunch', () => ok(week)),
      http.delete('*/api/family/preorders/2', () => {
        const cancelled = preorder(2, '2026-03-12', 122, 'cancelado', 'paquete');
        week = {
          ...WEEK,
          dias: WEEK.dias.map((d) => (d.fecha === '2026-03-12' ? { ...d, pedidos: [cancelled] } : d)),
        };
        return ok({ pedido: cancelled, saldo: 30_000 }, 'Pedido de almuerzo cancelado');
      }),
    );
    renderTab();
    const thursday = await dayCard(/Jueves, 12 de marzo/);
    await userEvent.click(within(thursday).getByRole('button', { name: 'Cancelar' }));
    expect(await within(thursday).findByText('Pedido de almuerzo cancelado')).toBeInTheDocument();
    expect(await within(thursday).findByText('Cancelado')).toBeInTheDocument();
    expect(within(thursday).getByRole('radio', { name: /Almuerzo vegetariano/ })).toBeChecked();
    expect(within(thursday).getByRole('button', { name: 'Pedir' })).toBeEnabled();
    // The child's figures are read again: the balance moved.
    expect((await requests()).filter((r) => r.path === '/api/family/children')).toHaveLength(2);
  });

  it('orders the same menu every open day, telling what happened each day', async () => {
    family();
    server.use(
      http.post('*/api/family/preorders', async ({ request }) => {
        const body = (await request.json()) as { fecha: string; id_menu: number };
        return body.fecha === '2026-03-12'
          ? refuse(CLOSED)
          : ok(
              { pedido: preorder(5, body.fecha, body.id_menu, 'pedido', 'saldo'), saldo: 18_000 },
              'Pedido de almuerzo registrado',
              201,
            );
      }),
    );
    renderTab();
    const same = await screen.findByRole('region', { name: 'Todos los días igual' });
    expect(within(same).getByRole('radio', { name: /Almuerzo juvenil · \$12\.000 · 2 días/ })).toBeChecked();
    await userEvent.click(within(same).getByRole('button', { name: 'Pedir todos los días' }));
    const results = await within(same).findByRole('list', { name: 'Resultado por día' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2));
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent('Miércoles, 11 de marzoPedido');
    expect(within(results).getAllByRole('listitem')[1]).toHaveTextContent(
      `Jueves, 12 de marzoNo se pudo: ${CLOSED}`,
    );
    expect(within(same).getByRole('alert')).toHaveTextContent('Algunos días no se pudieron pedir');
    expect((await sent('POST')).map((r) => r.body)).toEqual([
      { id_estudiante: 11, fecha: '2026-03-11', id_menu: 111 },
      { id_estudiante: 11, fecha: '2026-03-12', id_menu: 121 },
    ]);
  });

  it('prices a plan before buying it, and leads to the top-up when the balance is short', async () => {
    family();
    server.use(
      http.get('*/api/family/plans/quote', ({ request }) => {
        const q = new URL(request.url).searchParams;
        expect(q.get('tipo')).toBe('mensualidad');
        return ok({
          tipo: 'mensualidad',
          almuerzos: 16,
          precio_almuerzo: 12_000,
          descuento: 10,
          precio: 172_800,
          producto: 'Almuerzo juvenil',
        });
      }),
      http.post('*/api/family/plans', () => refuse('Saldo insuficiente', 409, 'insufficient_funds')),
    );
    renderTab();
    const plans = await screen.findByRole('region', { name: 'Planes y saldo' });
    await userEvent.click(within(plans).getByRole('button', { name: 'Comprar plan' }));
    expect(within(plans).getByRole('radio', { name: 'marzo de 2026' })).toBeChecked();
    await userEvent.click(within(plans).getByRole('radio', { name: 'abril de 2026' }));
    expect(await within(plans).findByText('Total: $172.800')).toBeInTheDocument();
    expect(within(plans).getByText('16 almuerzos de Almuerzo juvenil a $12.000')).toBeInTheDocument();
    expect(within(plans).getByText('El saldo ($30.000) no alcanza para este plan.')).toBeInTheDocument();
    await userEvent.click(within(plans).getByRole('button', { name: 'Comprar por $172.800' }));
    expect(await within(plans).findByRole('alert')).toHaveTextContent('Saldo insuficiente');
    expect((await sent('POST'))[0].body).toEqual({ id_estudiante: 11, tipo: 'mensualidad', mes: '2026-04' });
    await userEvent.click(within(plans).getByRole('link', { name: 'Recargar saldo' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/hijo/11/recargar');
  });
});
