/**
 * Access control's reports (spec part 2 §2 'reports', §3 'Access report filters', §7), under the
 * key `access.reports`, each with the old client's path and fields:
 *   POST admin/reporteES       entries and exits, late entries marked   fechaIniES, fechafinES, idUserES?, tipoES?
 *   POST admin/reportePe       permits by their day                      fechaIniPe, fechafinPe, idUserPe?, tipoPe?
 *   POST admin/reporteFallos   the students absent on a school day       fechaFallo
 * A person (`idUser…`) or a direction (`tipo…`) left out, 0 or empty means all of them.
 */
import { datesBody } from '../salesReports';
import { z } from 'zod';
import {
  absenceRowSchema,
  absencesBodySchema,
  optionalType,
  optionalUser,
  passageRowSchema,
  type AbsenceRow,
  type PassageRow,
} from '../access';
import { permitRowSchema, type PermitRow } from '../accessPermits';
import { defineReport } from './define';

const route = (path: string) =>
  [{ scope: null, path: `admin/${path}`, permission: 'access.reports' }] as const;

export const PASSAGES_REPORT = defineReport<PassageRow>()({
  name: 'reporteES',
  summary:
    'Entradas y salidas de la portería entre dos días (fechaIniES, fechafinES), de una persona (idUserES) y un tipo (tipoES: 1 Entrada, 2 Salida) si se dan; las llegadas tarde marcadas',
  routes: route('reporteES'),
  body: datesBody('fechaIniES', 'fechafinES', { idUserES: optionalUser('idUserES'), tipoES: optionalType() }),
  dates: ['fechaIniES', 'fechafinES'],
  columns: [
    { key: 'fecha', label: 'Fecha', kind: 'datetime' },
    { key: 'tipo_nombre', label: 'Tipo', kind: 'text' },
    { key: 'nombre', label: 'Nombre', kind: 'text' },
    { key: 'num_doc', label: 'Documento', kind: 'text' },
    { key: 'curso', label: 'Curso', kind: 'text' },
    { key: 'tarde', label: 'Llegada tarde', kind: 'text' },
    { key: 'permiso', label: 'Con permiso', kind: 'text' },
    { key: 'porteria', label: 'Portería', kind: 'text' },
    { key: 'guarda', label: 'Registró', kind: 'text' },
  ],
  hidden: ['id', 'id_user', 'tipo', 'via'],
  sheet: 'Entradas y salidas',
  answer: z.array(passageRowSchema),
});

export const PERMITS_REPORT = defineReport<PermitRow>()({
  name: 'reportePe',
  summary:
    'Permisos cuyo día cae entre las fechas (fechaIniPe, fechafinPe), de una persona (idUserPe) y un tipo (tipoPe) si se dan; con la hora en que se usaron en la portería',
  routes: route('reportePe'),
  body: datesBody('fechaIniPe', 'fechafinPe', { idUserPe: optionalUser('idUserPe'), tipoPe: optionalType() }),
  dates: ['fechaIniPe', 'fechafinPe'],
  columns: [
    { key: 'fecha', label: 'Fecha', kind: 'text' },
    { key: 'hora', label: 'Hora', kind: 'text' },
    { key: 'tipo_nombre', label: 'Tipo', kind: 'text' },
    { key: 'nombre', label: 'Nombre', kind: 'text' },
    { key: 'num_doc', label: 'Documento', kind: 'text' },
    { key: 'observaciones', label: 'Observaciones', kind: 'text' },
    { key: 'creado_por', label: 'Creado por', kind: 'text' },
    { key: 'usado', label: 'Usado en portería', kind: 'datetime' },
  ],
  hidden: ['id', 'id_user', 'tipo'],
  sheet: 'Permisos',
  answer: z.array(permitRowSchema),
});

export const ABSENCES_REPORT = defineReport<AbsenceRow>()({
  name: 'reporteFallos',
  summary:
    'Fallas de un día de clases (fechaFallo): los estudiantes activos sin entrada y sin permiso ese día, con su curso y el teléfono del acudiente',
  routes: route('reporteFallos'),
  body: absencesBodySchema,
  // One day: the first and the last are the same field.
  dates: ['fechaFallo', 'fechaFallo'],
  columns: [
    { key: 'curso', label: 'Curso', kind: 'text' },
    { key: 'nombre', label: 'Estudiante', kind: 'text' },
    { key: 'num_doc', label: 'Documento', kind: 'text' },
    { key: 'jornada', label: 'Jornada', kind: 'text' },
    { key: 'acudiente', label: 'Acudiente', kind: 'text' },
    { key: 'telefono_acudiente', label: 'Teléfono acudiente', kind: 'text' },
  ],
  hidden: ['id'],
  sheet: 'Fallas',
  answer: z.array(absenceRowSchema),
});

export const ACCESS_REPORTS = [PASSAGES_REPORT, PERMITS_REPORT, ABSENCES_REPORT] as const;
