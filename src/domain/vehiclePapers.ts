/**
 * A school bus's papers and its driver's licence (issue 53, item 5): Colombian law asks a school
 * vehicle to carry a current SOAT (compulsory insurance), technical-mechanical inspection and
 * liability policy, and its driver a current licence. A run cannot start with one expired or
 * missing (the refusal names it); the dashboard and the transport menu warn PAPER_WARNING_DAYS
 * before. Zod-free: the server's run check and the screens share it.
 */

/** Days before an expiry that the screens warn of it. */
export const PAPER_WARNING_DAYS = 30;

export const PAPER_KINDS = ['soat', 'tecnomecanica', 'poliza', 'licencia'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** How each paper is named in a sentence. */
export const PAPER_NAMES: Record<PaperKind, string> = {
  soat: 'SOAT',
  tecnomecanica: 'revisión técnico-mecánica',
  poliza: 'póliza de responsabilidad civil',
  licencia: 'licencia de conducción',
};

export interface Paper {
  tipo: PaperKind;
  /** Whose: the vehicle's plate or the driver's name. */
  de: string;
  numero: string | null;
  /** YYYY-MM-DD; null when not recorded. */
  vence: string | null;
}

export interface VehiclePapers {
  placa: string;
  soat_numero: string | null;
  soat_vence: string | null;
  tecnomecanica_numero: string | null;
  tecnomecanica_vence: string | null;
  poliza_numero: string | null;
  poliza_vence: string | null;
}

export interface DriverLicence {
  name: string;
  licencia_categoria: string | null;
  licencia_vence: string | null;
}

/** The papers of a bus and of its driver, in the order a refusal names them. */
export function papersOf(vehicle: VehiclePapers | null, driver: DriverLicence | null): Paper[] {
  const papers: Paper[] = [];
  if (vehicle)
    for (const tipo of ['soat', 'tecnomecanica', 'poliza'] as const)
      papers.push({
        tipo,
        de: vehicle.placa,
        numero: vehicle[`${tipo}_numero`],
        vence: vehicle[`${tipo}_vence`],
      });
  if (driver)
    papers.push({
      tipo: 'licencia',
      de: driver.name,
      numero: driver.licencia_categoria,
      vence: driver.licencia_vence,
    });
  return papers;
}

/** A paper is good on `day` (YYYY-MM-DD) through its expiry date inclusive. */
export const isExpired = (paper: Paper, day: string) => paper.vence === null || paper.vence < day;

/** Days from `day` to the paper's expiry (negative: expired); null when not recorded. */
export function daysLeft(paper: Paper, day: string): number | null {
  if (paper.vence === null) return null;
  return Math.round((Date.parse(`${paper.vence}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
}

/** The papers due within PAPER_WARNING_DAYS of `day` (or already expired, or missing): what the screens warn of. */
export const papersDue = (papers: readonly Paper[], day: string) =>
  papers.filter((p) => {
    const left = daysLeft(p, day);
    return left === null || left <= PAPER_WARNING_DAYS;
  });

const inWords = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

/** Why a run cannot start with this paper, naming it. */
export function paperRefusal(paper: Paper): string {
  const whose = paper.tipo === 'licencia' ? `del conductor ${paper.de}` : `del vehículo ${paper.de}`;
  if (paper.vence === null)
    return `No se puede iniciar el recorrido: falta registrar ${paper.tipo === 'soat' ? 'el' : 'la'} ${PAPER_NAMES[paper.tipo]} ${whose}`;
  return `No se puede iniciar el recorrido: ${paper.tipo === 'soat' ? 'el' : 'la'} ${PAPER_NAMES[paper.tipo]} ${whose} venció el ${inWords(paper.vence)}`;
}

/** The first paper that stops a run on `day`, or null when all are current. */
export function stoppingPaper(papers: readonly Paper[], day: string): Paper | null {
  return papers.find((p) => isExpired(p, day)) ?? null;
}
