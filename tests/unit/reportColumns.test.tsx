/**
 * The report definitions' columns (src/domain/reports): each one's columns and hidden fields are
 * exactly the keys of its row, its labels and sheet are the ones its screen has always shown, and
 * the report table shows them. Their routes and request bodies: reportRequests.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { GlobalReportRow, TopupReportRow } from '../../src/domain/credentials';
import type { AbsenceRow, PassageRow } from '../../src/domain/access';
import type { PermitRow } from '../../src/domain/accessPermits';
import {
  ABSENCES_REPORT,
  GLOBAL_REPORT,
  PASSAGES_REPORT,
  PERMITS_REPORT,
  RESTAURANT_BY_PRODUCT_REPORT,
  RESTAURANT_DETAIL_REPORT,
  RESTAURANT_MOVEMENTS_REPORT,
  RESTAURANT_REVERSALS_REPORT,
  REPORTS,
  REVERSALS_REPORT,
  SALES_BY_PRODUCT_REPORT,
  SALES_DETAIL_REPORT,
  TOPUP_REPORT,
  USER_MOVEMENTS_REPORT,
} from '../../src/domain/reports';
import type {
  ReversalRow,
  SalesDetailRow,
  SalesProductRow,
  UserMovementRow,
} from '../../src/domain/salesReports';
import { ReportTable } from '../../src/kit/reports/ReportTable';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../../src/app/i18n';

// Whole rows, typed: a field added to a row type fails to compile here until it is listed.
const detail: SalesDetailRow = {
  id: 1,
  name: 'Ana',
  num_doc: '10',
  datetime: '2026-03-01T15:00:00.000Z',
  products: '1 x Jugo',
  total: 2000,
};
const product: SalesProductRow = {
  id: 2,
  nameC: 'Bebidas',
  nameS: '',
  nameP: 'Jugo',
  CANTIDAD: 1,
  total: 2000,
};
const movement: UserMovementRow = {
  id: 3,
  datetime: '2026-03-01T15:00:00.000Z',
  products: '1 x Jugo',
  total: 2000,
};
const reversal: ReversalRow = { ...detail, reversed_at: '2026-03-01T16:00:00.000Z', funcionario: null };
const topup: TopupReportRow = {
  id: 4,
  created_at: '2026-03-01T15:00:00.000Z',
  kind: 'recarga',
  funcionario: 'Caja',
  usuario: 'Ana',
  num_doc: '10',
  acudiente: null,
  num_doc_acudiente: null,
  code: 'CRN',
  saldo_previo: 0,
  recarga: 5000,
  saldo_nuevo: 5000,
  detalle: null,
  metodo_pago: 'transferencia',
  metodo: 'Transferencia',
  referencia: 'TRF-1',
};
const movementRow: GlobalReportRow = {
  id: 5,
  created_at: '2026-03-01T15:00:00.000Z',
  kind: 'recarga',
  tipo: 'Recarga',
  detalle: null,
  funcionario: 'Caja',
  valor: 5000,
  saldo_previo: 0,
  saldo_nuevo: 5000,
};

const passage: PassageRow = {
  id: 6,
  id_user: 9,
  fecha: '2026-03-02T11:45:00.000Z',
  nombre: 'Ana',
  num_doc: '10',
  curso: 'Sexto',
  tipo: 1,
  tipo_nombre: 'Entrada',
  porteria: 'Principal',
  guarda: 'Portero',
  tarde: 'Sí',
  permiso: '',
  via: 'carnet',
};
const permitRow: PermitRow = {
  id: 7,
  id_user: 9,
  nombre: 'Ana',
  num_doc: '10',
  fecha: '2026-03-02',
  hora: '10:00',
  tipo: 2,
  tipo_nombre: 'Salida',
  observaciones: 'Cita',
  creado_por: 'Secretaría',
  usado: null,
};
const absence: AbsenceRow = {
  id: 9,
  nombre: 'Ana',
  num_doc: '10',
  curso: 'Sexto',
  jornada: 'Mañana',
  acudiente: 'María',
  telefono_acudiente: '300',
};

/** The restaurant's rows add its text amounts. */
const amounts = { valor: '2,000', sumatoria: '2,000' };

/** Each definition with a whole row and the labels and sheet its screen showed before definitions. */
const CASES: [(typeof REPORTS)[number], object, string[], string][] = [
  [SALES_DETAIL_REPORT, detail, ['Pedido', 'Fecha', 'Cliente', 'Documento', 'Productos', 'Total'], 'Ventas'],
  [
    SALES_BY_PRODUCT_REPORT,
    product,
    ['Categoría', 'Subcategoría', 'Producto', 'Cantidad', 'Total'],
    'Ventas por producto',
  ],
  [USER_MOVEMENTS_REPORT, movement, ['Pedido', 'Fecha', 'Productos', 'Total'], 'Movimientos'],
  [
    REVERSALS_REPORT,
    reversal,
    [
      'Pedido',
      'Fecha de venta',
      'Fecha de reversión',
      'Cliente',
      'Documento',
      'Productos',
      'Total',
      'Reversado por',
    ],
    'Reversiones',
  ],
  [
    TOPUP_REPORT,
    topup,
    [
      'Fecha',
      'Funcionario',
      'Usuario',
      'Documento',
      'Acudiente',
      'Documento acudiente',
      'Código',
      'Saldo previo',
      'Recarga',
      'Saldo nuevo',
      'Método de pago',
      'Referencia',
      'Detalle',
    ],
    'Recargas',
  ],
  [
    GLOBAL_REPORT,
    movementRow,
    ['Fecha', 'Tipo', 'Detalle', 'Funcionario', 'Saldo previo', 'Valor', 'Saldo'],
    'Movimientos',
  ],
  [
    RESTAURANT_DETAIL_REPORT,
    { ...detail, ...amounts },
    ['Pedido', 'Fecha', 'Cliente', 'Documento', 'Productos', 'Total', 'Acumulado'],
    'Ventas restaurante',
  ],
  [
    RESTAURANT_BY_PRODUCT_REPORT,
    { ...product, ...amounts },
    ['Categoría', 'Subcategoría', 'Producto', 'Cantidad', 'Total', 'Acumulado'],
    'Restaurante por producto',
  ],
  [
    RESTAURANT_MOVEMENTS_REPORT,
    { ...movement, ...amounts },
    ['Pedido', 'Fecha', 'Productos', 'Total', 'Acumulado'],
    'Movimientos restaurante',
  ],
  [
    RESTAURANT_REVERSALS_REPORT,
    { ...reversal, ...amounts },
    [
      'Pedido',
      'Fecha de venta',
      'Fecha de reversión',
      'Cliente',
      'Documento',
      'Productos',
      'Total',
      'Reversado por',
      'Acumulado',
    ],
    'Reversiones restaurante',
  ],
  [
    PASSAGES_REPORT,
    passage,
    ['Fecha', 'Tipo', 'Nombre', 'Documento', 'Curso', 'Llegada tarde', 'Con permiso', 'Portería', 'Registró'],
    'Entradas y salidas',
  ],
  [
    PERMITS_REPORT,
    permitRow,
    ['Fecha', 'Hora', 'Tipo', 'Nombre', 'Documento', 'Observaciones', 'Creado por', 'Usado en portería'],
    'Permisos',
  ],
  [
    ABSENCES_REPORT,
    absence,
    ['Curso', 'Estudiante', 'Documento', 'Jornada', 'Acudiente', 'Teléfono acudiente'],
    'Fallas',
  ],
];

afterEach(() => cleanup());

describe("report definitions' columns", () => {
  it('cover every report', () => {
    expect(CASES.map(([report]) => report.name).sort()).toEqual(REPORTS.map((r) => r.name).sort());
  });

  it.each(CASES.map(([report, row, labels, sheet]) => [report.name, report, row, labels, sheet] as const))(
    '%s: columns and hidden fields are the keys of its row; labels and sheet as the screen shows them',
    (_name, report, row, labels, sheet) => {
      const shown = report.columns.map((c) => c.key);
      expect([...shown, ...report.hidden].sort()).toEqual(Object.keys(row).sort());
      expect(new Set(shown).size).toBe(shown.length);
      expect(report.columns.map((c) => c.label)).toEqual(labels);
      expect(report.sheet).toBe(sheet);
    },
  );

  it('money columns are the amounts, datetime columns the instants', () => {
    const kinds = (report: (typeof REPORTS)[number], kind: string) =>
      report.columns.filter((c) => c.kind === kind).map((c) => c.key);
    expect(kinds(REVERSALS_REPORT, 'money')).toEqual(['total']);
    expect(kinds(REVERSALS_REPORT, 'datetime')).toEqual(['datetime', 'reversed_at']);
    expect(kinds(TOPUP_REPORT, 'money')).toEqual(['saldo_previo', 'recarga', 'saldo_nuevo']);
    expect(kinds(GLOBAL_REPORT, 'money')).toEqual(['saldo_previo', 'valor', 'saldo_nuevo']);
    for (const report of REPORTS)
      for (const c of report.columns) expect(['money', 'datetime', 'text']).toContain(c.kind);
  });

  it('the table shows the columns of the definition, named by the catalog in Spanish', () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <ReportTable report={REVERSALS_REPORT} columns={REVERSALS_REPORT.columns} rows={[reversal]} />
      </I18nContextProvider>,
    );
    const table = screen.getByRole('table', { name: 'Reversiones' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(REVERSALS_REPORT.columns.map((c) => c.label));
  });
});
