/**
 * The papers summary (issue 53, item 5): every paper of every bus and every driver's licence with
 * its state on a day, most urgent first, for `GET schoolroutes/papers`, its Excel, the papers page,
 * the dashboard's card and the vehicles list's warning. The rule itself (good through its expiry
 * day, warned PAPER_WARNING_DAYS before) is ./vehiclePapers, which stays zod-free for the runs.
 */
import { z } from 'zod';
import type { PermissionKey } from './permissions';
import {
  daysLeft,
  PAPER_KINDS,
  PAPER_WARNING_DAYS,
  papersOf,
  type DriverLicence,
  type Paper,
  type PaperKind,
  type VehiclePapers,
} from './vehiclePapers';

/**
 * Who reads the papers: whoever keeps the buses, the drivers or the routes. The dashboard shows its
 * card to them only (the dashboard's key alone does not open the papers); the page is the vehicles'.
 */
export const PAPERS_READERS: readonly PermissionKey[] = [
  'schoolroutes.vehicles',
  'schoolroutes.drivers',
  'schoolroutes.routes',
];
export const PAPERS_PAGE_KEY: PermissionKey = 'schoolroutes.vehicles';

/** Most urgent first: what stops a run today, then what will soon. */
export const PAPER_STATES = ['vencido', 'sin_registrar', 'por_vencer', 'vigente'] as const;
export type PaperState = (typeof PAPER_STATES)[number];

/** A paper's state on `day`: expired, missing, due within PAPER_WARNING_DAYS, or current. */
export function paperState(paper: Paper, day: string): PaperState {
  const days = daysLeft(paper, day);
  if (days === null) return 'sin_registrar';
  if (days < 0) return 'vencido';
  return days <= PAPER_WARNING_DAYS ? 'por_vencer' : 'vigente';
}

/** A paper's title in a table or a sheet (Spanish; the screens' English is in the catalog). */
export const PAPER_TITLES: Record<PaperKind, string> = {
  soat: 'SOAT',
  tecnomecanica: 'Revisión técnico-mecánica',
  poliza: 'Póliza de responsabilidad civil',
  licencia: 'Licencia de conducción',
};

export const PAPER_STATE_LABELS: Record<PaperState, string> = {
  vencido: 'Vencido',
  sin_registrar: 'Sin registrar',
  por_vencer: 'Por vencer',
  vigente: 'Vigente',
};

export const paperStatusSchema = z.object({
  tipo: z.enum(PAPER_KINDS),
  /** The vehicle's id (SOAT, inspection, policy) or the driver's (licence). */
  id: z.number().int(),
  /** The vehicle's plate or the driver's name. */
  de: z.string(),
  /** The paper's number; a licence's category. */
  numero: z.string().nullable(),
  vence: z.string().nullable(),
  /** Days left from the day of the summary (negative: expired); null when not recorded. */
  dias: z.number().int().nullable(),
  estado: z.enum(PAPER_STATES),
});
export type PaperStatus = z.infer<typeof paperStatusSchema>;

/** `GET schoolroutes/papers`: the school's day it was worked out on and every paper, most urgent first. */
export const papersSummarySchema = z.object({
  fecha: z.string(),
  papeles: z.array(paperStatusSchema),
});
export type PapersSummary = z.infer<typeof papersSummarySchema>;

const rank = (p: PaperStatus) => PAPER_STATES.indexOf(p.estado);

/** Every paper of `vehicles` and `drivers` with its state on `day`, most urgent first. */
export function papersSummary(
  vehicles: readonly (VehiclePapers & { id: number })[],
  drivers: readonly (DriverLicence & { id: number })[],
  day: string,
): PapersSummary {
  const status = (id: number) => (paper: Paper) => ({
    ...paper,
    id,
    dias: daysLeft(paper, day),
    estado: paperState(paper, day),
  });
  const papeles = [
    ...vehicles.flatMap((v) => papersOf(v, null).map(status(v.id))),
    ...drivers.flatMap((d) => papersOf(null, d).map(status(d.id))),
  ].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.dias ?? 0) - (b.dias ?? 0) ||
      PAPER_KINDS.indexOf(a.tipo) - PAPER_KINDS.indexOf(b.tipo) ||
      a.de.localeCompare(b.de, 'es'),
  );
  return { fecha: day, papeles };
}

/** What the screens warn of: expired, missing or due within PAPER_WARNING_DAYS (./vehiclePapers' papersDue). */
export const needsAttention = (paper: PaperStatus) => paper.estado !== 'vigente';

/** The Excel of the papers (`GET schoolroutes/papers/excel`): its file, sheet and Spanish columns. */
export const PAPERS_EXCEL = {
  name: 'transportPapers',
  file: 'PapelesTransporte.xlsx',
  sheet: 'Papeles de transporte',
  columns: [
    { key: 'documento', label: 'Documento' },
    { key: 'de', label: 'Vehículo o conductor' },
    { key: 'numero', label: 'Número o categoría' },
    { key: 'vence', label: 'Vence' },
    { key: 'dias', label: 'Días restantes' },
    { key: 'estado', label: 'Estado' },
  ],
} as const;

/** A paper as a row of the Excel, keyed as its columns. */
export const excelRowOf = (
  p: PaperStatus,
): Record<(typeof PAPERS_EXCEL.columns)[number]['key'], unknown> => ({
  documento: PAPER_TITLES[p.tipo],
  de: p.de,
  numero: p.numero,
  vence: p.vence,
  dias: p.dias,
  estado: PAPER_STATE_LABELS[p.estado],
});
