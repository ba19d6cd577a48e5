/**
 * The credentials' reports (spec part 1 §7): the top-up report of every credential and the
 * global report of one user's credential, each with its single route.
 */
import { z } from 'zod';
import {
  globalReportAnswerSchema,
  globalReportSchema,
  topupReportRowSchema,
  topupReportSchema,
  type GlobalReport,
  type GlobalReportRow,
  type TopupReportRow,
} from '../credentials';
import { defineReport } from './define';

export const TOPUP_REPORT = defineReport<TopupReportRow>()({
  name: 'topups',
  summary: 'Reporte de recargas y descargas',
  routes: [{ scope: null, path: 'admin/carnets/reports', permission: 'carnets.reports' }],
  body: topupReportSchema,
  dates: ['fecha_ini', 'fecha_fin'],
  columns: [
    { key: 'created_at', label: 'Fecha', kind: 'datetime' },
    { key: 'funcionario', label: 'Funcionario', kind: 'text' },
    { key: 'usuario', label: 'Usuario', kind: 'text' },
    { key: 'num_doc', label: 'Documento', kind: 'text' },
    { key: 'acudiente', label: 'Acudiente', kind: 'text' },
    { key: 'num_doc_acudiente', label: 'Documento acudiente', kind: 'text' },
    { key: 'code', label: 'Código', kind: 'text' },
    { key: 'saldo_previo', label: 'Saldo previo', kind: 'money' },
    { key: 'recarga', label: 'Recarga', kind: 'money' },
    { key: 'saldo_nuevo', label: 'Saldo nuevo', kind: 'money' },
    { key: 'metodo', label: 'Método de pago', kind: 'text' },
    { key: 'referencia', label: 'Referencia', kind: 'text' },
    { key: 'detalle', label: 'Detalle', kind: 'text' },
  ],
  hidden: ['id', 'kind', 'metodo_pago'],
  sheet: 'Recargas',
  answer: z.array(topupReportRowSchema),
});

/** Answers the user and their credential with the rows, so the screen can name them. */
export const GLOBAL_REPORT = defineReport<GlobalReportRow, GlobalReport>()({
  name: 'global',
  summary: 'Reporte global de movimientos de un usuario',
  routes: [{ scope: null, path: 'admin/reporte-global', permission: 'admin.general' }],
  body: globalReportSchema,
  dates: ['fechaInicio', 'fechaFin'],
  columns: [
    { key: 'created_at', label: 'Fecha', kind: 'datetime' },
    { key: 'tipo', label: 'Tipo', kind: 'text' },
    { key: 'detalle', label: 'Detalle', kind: 'text' },
    { key: 'funcionario', label: 'Funcionario', kind: 'text' },
    { key: 'saldo_previo', label: 'Saldo previo', kind: 'money' },
    { key: 'valor', label: 'Valor', kind: 'money' },
    { key: 'saldo_nuevo', label: 'Saldo', kind: 'money' },
  ],
  hidden: ['id', 'kind'],
  sheet: 'Movimientos',
  rowsOf: (report) => report.rows,
  answer: globalReportAnswerSchema,
});
