/**
 * The kitchen's count (issue 56), pure: a day's menus, the pre-orders that stood at its cut-off and
 * the children served without one, counted per menu and per service as src/domain/kitchen.ts says.
 * The server reads the rows; the figures are made here, so a unit test can check they add up.
 */
import type { Kitchen } from './kitchen';

export interface CountMenu {
  id: number;
  id_servicio: number | null;
  servicio: string | null;
  /** The service's schedule (null: every student's menu). */
  turno: number | null;
  id_product: number;
  producto: string;
  platos: string[];
  extra: number;
  /** Fixed at the cut-off; null before it. */
  porciones: number | null;
  sobrantes: number | null;
  /** True once the service is over (its window ended, or the day passed): a pre-order not served is a no-show. */
  over: boolean;
}

export interface CountPreorder {
  id_menu: number;
  id_user: number;
  nombre: string;
  curso: string | null;
  producto: string;
  alergenos: string[];
  estado: 'pedido' | 'servido' | 'anulado' | 'cancelado';
}

export interface CountWalkIn {
  turno: number | null;
  id_product: number | null;
}

export const NO_COURSE = 'Sin curso';

const active = (p: CountPreorder) => p.estado === 'pedido' || p.estado === 'servido';

/** The walk-ins a service's portions fed: those of its schedule (all of them for a menu of every student). */
const walkInsOfService = (walkIns: readonly CountWalkIn[], turno: number | null) =>
  walkIns.filter((w) => turno === null || w.turno === turno);

/** Each menu's figures. */
function menuFigures(menu: CountMenu, preorders: readonly CountPreorder[], walkIns: readonly CountWalkIn[]) {
  const mine = preorders.filter((p) => p.id_menu === menu.id && p.estado !== 'cancelado');
  const activeOnes = mine.filter(active);
  const waiting = mine.filter((p) => p.estado === 'pedido').length;
  const porciones = menu.porciones ?? activeOnes.length + menu.extra;
  const sinPedido = walkInsOfService(walkIns, menu.turno).filter(
    (w) => w.id_product === menu.id_product,
  ).length;
  return {
    id_menu: menu.id,
    producto: menu.producto,
    platos: menu.platos,
    pedidos: mine.length,
    porciones,
    alternativas: activeOnes.filter((p) => p.alergenos.length > 0).length,
    servidos: mine.filter((p) => p.estado === 'servido').length,
    cancelados: mine.filter((p) => p.estado === 'anulado').length,
    no_presentados: menu.over ? waiting : 0,
    pendientes: menu.over ? 0 : waiting,
    sin_pedido: sinPedido,
    libres: Math.max(0, porciones - activeOnes.length - sinPedido),
    sobrantes: menu.sobrantes,
  };
}

/** The services of a day with their menus, allergens and diners by course. */
export function kitchenServices(
  menus: readonly CountMenu[],
  preorders: readonly CountPreorder[],
  walkIns: readonly CountWalkIn[],
): Kitchen['servicios'] {
  const services = new Map<string, CountMenu[]>();
  for (const menu of menus) {
    const key = String(menu.id_servicio ?? 0);
    services.set(key, [...(services.get(key) ?? []), menu]);
  }
  return [...services.values()].map((own) => {
    const figures = own.map((m) => menuFigures(m, preorders, walkIns));
    const ids = new Set(own.map((m) => m.id));
    const diners = preorders.filter((p) => ids.has(p.id_menu) && active(p));
    const byAllergen: Record<string, number> = {};
    for (const p of diners) for (const a of p.alergenos) byAllergen[a] = (byAllergen[a] ?? 0) + 1;
    const courses = new Map<string, Kitchen['servicios'][number]['cursos'][number]['nombres']>();
    for (const p of diners) {
      const course = p.curso ?? NO_COURSE;
      courses.set(course, [
        ...(courses.get(course) ?? []),
        {
          id_estudiante: p.id_user,
          nombre: p.nombre,
          producto: p.producto,
          alergenos: p.alergenos,
          estado: p.estado as 'pedido' | 'servido',
        },
      ]);
    }
    const sum = (key: 'porciones' | 'alternativas' | 'cancelados' | 'servidos') =>
      figures.reduce((total, f) => total + f[key], 0);
    return {
      id_servicio: own[0].id_servicio,
      servicio: own[0].servicio,
      porciones: sum('porciones'),
      alternativas: sum('alternativas'),
      por_alergeno: byAllergen,
      cancelados: sum('cancelados'),
      servidos: sum('servidos'),
      menus: figures,
      cursos: [...courses]
        .sort(([a], [b]) => (a === NO_COURSE ? 1 : b === NO_COURSE ? -1 : a.localeCompare(b, 'es')))
        .map(([curso, nombres]) => ({ curso, nombres })),
    };
  });
}
