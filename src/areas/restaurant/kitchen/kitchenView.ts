/**
 * What *Cocina hoy* draws from the kitchen's answer (src/domain/kitchen.ts): a service's figures
 * summed over its menus, its alternatives by allergen (most first), the serving line's names by
 * course, and how small the print must set them so a whole day fits one A4 sheet.
 */
import type { Kitchen, KitchenMenu } from '../../../domain/kitchen';

type Service = Kitchen['servicios'][number];

export const FIGURES = [
  'pedidos',
  'porciones',
  'alternativas',
  'servidos',
  'cancelados',
  'no_presentados',
  'pendientes',
  'sin_pedido',
  'libres',
] as const satisfies readonly (keyof KitchenMenu)[];
export type Figure = (typeof FIGURES)[number];

/** A service's figures: the menus' sums (the answer's own where it gives them). */
export function serviceTotals(service: Service): Record<Figure, number> & { sobrantes: number | null } {
  const sum = (figure: Figure) => service.menus.reduce((total, m) => total + m[figure], 0);
  const recorded = service.menus.filter((m) => m.sobrantes !== null);
  return {
    ...(Object.fromEntries(FIGURES.map((f) => [f, sum(f)])) as Record<Figure, number>),
    porciones: service.porciones,
    alternativas: service.alternativas,
    cancelados: service.cancelados,
    servidos: service.servidos,
    sobrantes: recorded.length ? recorded.reduce((total, m) => total + (m.sobrantes ?? 0), 0) : null,
  };
}

/** The alternatives by allergen, the largest first (then by name). */
export const allergenCounts = (byAllergen: Record<string, number>) =>
  Object.entries(byAllergen)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([allergen, count]) => ({ allergen, count }));

export interface LineDiner {
  id: number;
  nombre: string;
  /** The alternative served for an allergy (its product), or null for the menu itself. */
  alternativa: string | null;
  alergenos: string[];
  servido: boolean;
}

/** The serving line's names: each course with its count, in the answer's order ('Sin curso' last). */
export const lineGroups = (service: Service) =>
  service.cursos.map((group) => ({
    curso: group.curso,
    diners: group.nombres.map<LineDiner>((d) => ({
      id: d.id_estudiante,
      nombre: d.nombre,
      alternativa: d.alergenos.length > 0 ? d.producto : null,
      alergenos: d.alergenos,
      servido: d.estado === 'servido',
    })),
  }));

/** Everyone on the day's lists. */
export const dinerCount = (kitchen: Kitchen) =>
  kitchen.servicios.reduce((total, s) => total + s.cursos.reduce((n, c) => n + c.nombres.length, 0), 0);

/**
 * The print's type: the names flow in columns as running text, smaller as the day grows, so the
 * day's page holds them all (a school of 300 pre-orders and a few menus fits at the smallest).
 */
export function printScale(kitchen: Kitchen): { fontPt: number; columns: number } {
  const diners = dinerCount(kitchen);
  const menus = kitchen.servicios.reduce((n, s) => n + s.menus.length, 0);
  const weight = diners + menus * 12 + kitchen.servicios.length * 20;
  if (weight <= 120) return { fontPt: 10, columns: 2 };
  if (weight <= 260) return { fontPt: 9, columns: 3 };
  if (weight <= 420) return { fontPt: 8, columns: 3 };
  return { fontPt: 7, columns: 4 };
}
