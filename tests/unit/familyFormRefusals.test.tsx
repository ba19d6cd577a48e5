/**
 * No silent refusal in the families' portal (issue 55, item 2): every form — the transfer report,
 * the limits, the blocks, the allergies, the notice choices, the excuse and the online payment —
 * shows a refusal whose field it does not draw (and one naming no field) at its top, as an alert;
 * an error of a field the form draws stays under that field.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import type { FamilyChild, FamilyLimits } from '../../src/domain/family';
import { ApiRefusal } from '../../src/family/api';
import { refusalOf } from '../../src/family/forms';
import { LocaleProvider } from '../../src/family/i18n';
import { AllergiesCard } from '../../src/family/allergies';
import { ExcuseCard } from '../../src/family/excuses';
import { LimitsCard } from '../../src/family/limits';
import { BlocksCard } from '../../src/family/limits/BlocksCard';
import { NoticeChoicesCard } from '../../src/family/notices';
import { OnlinePaymentCard } from '../../src/family/payments';
import { TransferCard } from '../../src/family/transfers';
import { requests, server, setupMswServer } from './support/msw';

setupMswServer();
afterEach(cleanup);

const ID = 11;
const ok = <T,>(data: T) => HttpResponse.json({ code: 1, message: '', data });
const refused = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ code: 0, message, data: null, ...(errors ? { errors } : {}) }, { status });

const LIMITS: FamilyLimits = {
  lockSaldo: 0,
  aviso_saldo: 0,
  tope_semanal: 0,
  horarios: [],
  productos: [{ id: 5, name: 'Gaseosa', store: 1, por_familia: true }],
  categorias: [],
  permitido: { tope: true, bloqueos: true, aviso: true, horarios: true },
};
const CHILD: FamilyChild = {
  id: ID,
  name: 'Emiliano Moreno Silva',
  url: null,
  course: null,
  saldo: 0,
  consumo_hoy: 0,
  lockSaldo: 0,
  tope_semanal: 0,
  consumo_semana: 0,
  dias_restantes: null,
  carnet: 'activo',
};
const TERMS = { habilitado: true, minimo: 10_000, maximo: 500_000, comision_porcentaje: 0, comision_fija: 0 };

interface Form {
  name: string;
  /** The write the form sends: method and path under /api/family. */
  method: 'post' | 'put';
  path: string;
  reads: Record<string, unknown>;
  ui: () => ReactElement;
  /** Fills what the form needs and sends it; the control that sent it. */
  send: () => Promise<HTMLElement>;
}

const press = async (name: string | RegExp, role: 'button' | 'switch' = 'button') => {
  const control = await screen.findByRole(role, { name });
  await userEvent.click(control);
  return control;
};

const FORMS: Form[] = [
  {
    name: 'the transfer report',
    method: 'post',
    path: 'transfers',
    reads: { transfers: [] },
    ui: () => <TransferCard childId={ID} />,
    send: async () => {
      await userEvent.type(await screen.findByRole('textbox', { name: /Valor/ }), '20000');
      await userEvent.type(screen.getByRole('textbox', { name: /Referencia/ }), 'ABC123');
      const pdf = new File(['%PDF-1.4'], 'soporte.pdf', { type: 'application/pdf' });
      fireEvent.change(screen.getByTestId('receipt-file'), { target: { files: [pdf] } });
      await screen.findByText('Soporte listo: soporte.pdf');
      return press('Enviar reporte');
    },
  },
  {
    name: 'the limits',
    method: 'put',
    path: `children/${ID}/limits`,
    reads: { [`children/${ID}/limits`]: LIMITS, catalog: { categorias: [], productos: [] } },
    ui: () => <LimitsCard childId={ID} onSaved={() => undefined} />,
    send: () => press('Guardar límites'),
  },
  {
    name: 'the blocks',
    method: 'put',
    path: `children/${ID}/limits`,
    reads: { catalog: { categorias: [], productos: [] } },
    ui: () => <BlocksCard childId={ID} limits={LIMITS} onChange={() => undefined} />,
    send: () => press('Desbloquear Gaseosa'),
  },
  {
    name: 'the allergies',
    method: 'put',
    path: `children/${ID}/allergies`,
    reads: { [`children/${ID}/allergies`]: { alergias: [], alergias_nota: null } },
    ui: () => <AllergiesCard childId={ID} onSaved={() => undefined} />,
    send: () => press('Guardar alergias'),
  },
  {
    name: 'the notice choices',
    method: 'put',
    path: `children/${ID}/notices`,
    reads: {
      [`children/${ID}/notices`]: {
        ausencia: true,
        porteria: false,
        tarde: false,
        sin_salida: false,
        ruta: false,
        intentos: false,
      },
    },
    ui: () => <NoticeChoicesCard childId={ID} />,
    send: () => press('Llegadas tarde', 'switch'),
  },
  {
    name: 'the excuse',
    method: 'post',
    path: `children/${ID}/excuses`,
    reads: { [`children/${ID}/excuses`]: [] },
    ui: () => <ExcuseCard childId={ID} />,
    send: async () => {
      await userEvent.type(await screen.findByRole('textbox', { name: /Motivo/ }), 'Cita médica');
      return press('Enviar excusa');
    },
  },
  {
    name: 'the online payment',
    method: 'post',
    path: 'payments',
    reads: { payments: [] },
    ui: () => <OnlinePaymentCard familyChildren={[CHILD]} terms={TERMS} />,
    send: async () => {
      await userEvent.type(await screen.findByRole('textbox', { name: CHILD.name }), '20000');
      return press('Pagar con Mercado Pago');
    },
  },
];

const UNDRAWN = 'Este dato no está en el formulario';
const REFUSALS = [
  {
    why: 'a 400 naming a field the form does not draw',
    answer: () => refused(400, 'Revise los datos', { campo_inexistente: UNDRAWN }),
    says: [UNDRAWN, 'Revise los datos'],
  },
  {
    why: 'a 409 naming no field',
    answer: () => refused(409, 'El colegio cambió algo mientras tanto'),
    says: ['El colegio cambió algo mientras tanto'],
  },
];

describe.each(FORMS)('$name', (form) => {
  it.each(REFUSALS)(
    'shows $why at its top, as an alert',
    async ({ answer, says }) => {
      server.use(
        ...Object.entries(form.reads).map(([path, data]) => http.get(`*/api/family/${path}`, () => ok(data))),
        http[form.method](`*/api/family/${form.path}`, answer),
      );
      render(<LocaleProvider>{form.ui()}</LocaleProvider>);
      const sender = await form.send();
      const alert = await screen.findByRole('alert');
      for (const text of says) expect(alert).toHaveTextContent(text);
      // At the top: before the control that sent it.
      expect(alert.compareDocumentPosition(sender) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const writes = (await requests()).filter((r) => r.method !== 'GET');
      expect(writes.map((r) => r.path)).toEqual([`/api/family/${form.path}`]);
    },
    20_000,
  );
});

describe('a field the form draws', () => {
  it("keeps its error under it, and the child's card's refusal goes to the top", async () => {
    server.use(
      http.get('*/api/family/transfers', () => ok([])),
      http.post('*/api/family/transfers', () =>
        refused(409, 'El estudiante no tiene carnet: el colegio no puede recargarlo', {
          id_estudiante: 'El estudiante no tiene carnet: el colegio no puede recargarlo',
          referencia: 'Ya se reportó una transferencia con esa referencia para este estudiante',
        }),
      ),
    );
    render(
      <LocaleProvider>
        <TransferCard childId={ID} />
      </LocaleProvider>,
    );
    await FORMS[0].send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El estudiante no tiene carnet: el colegio no puede recargarlo');
    expect(alert).not.toHaveTextContent('Ya se reportó');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Referencia/ })).toHaveAccessibleDescription(
        'Ya se reportó una transferencia con esa referencia para este estudiante',
      ),
    );
  }, 20_000);
});

describe('refusalOf', () => {
  const refusal = new ApiRefusal('Revise el valor', 400, { valor: 'Revise el valor', otro: 'Otro dato' });

  it('places each error under a drawn field, the rest (and the message once) at the top', () => {
    expect(refusalOf(refusal, 'sin conexión', ['valor'])).toEqual({
      errors: { valor: 'Revise el valor' },
      notice: 'Otro dato',
    });
    expect(refusalOf(refusal, 'sin conexión', ['valor', 'otro'])).toEqual({
      errors: { valor: 'Revise el valor', otro: 'Otro dato' },
      notice: null,
    });
    // Drawing nothing: everything at the top, one a line.
    expect(refusalOf(refusal, 'sin conexión')).toEqual({ errors: {}, notice: 'Revise el valor\nOtro dato' });
  });

  it('says the school cannot be reached when it did not answer', () => {
    expect(refusalOf(new ApiRefusal('', 0), 'sin conexión', ['valor'])).toEqual({
      errors: {},
      notice: 'sin conexión',
    });
    expect(refusalOf(new Error('x'), 'sin conexión')).toEqual({ errors: {}, notice: 'sin conexión' });
  });
});
