/**
 * The permission tree: the menu of both spec parts with a key (the old system's
 * `map_state`) per entry. One constant feeds the sidebar, the role editor,
 * authProvider.canAccess and the server's route checks, so what a user sees is
 * exactly what the server allows.
 */
import { STORE_REGISTRY, type StoreMenuKey } from './stores';

export interface PermissionNode {
  key: string;
  label: string;
  /**
   * Hash route of the page behind the entry; the menu shows it only once the page exists. A
   * leaf without one is an action, not a page (the lunch line's second helping): the role
   * editor grants it, the menu never shows it.
   */
  path?: string;
  children?: PermissionNode[];
}

/** A node that keeps its key's literal type, so the keys of the tree are a type too. */
interface KeyedNode<
  K extends string,
  C extends readonly KeyedNode<string, never[]>[] | never[],
> extends PermissionNode {
  key: K;
  children?: C & PermissionNode[];
}

const node = <
  const K extends string,
  const C extends readonly KeyedNode<string, never[]>[] | never[] = never[],
>(
  key: K,
  label: string,
  path?: string,
  children?: C,
): KeyedNode<K, C> =>
  ({
    key,
    label,
    ...(path ? { path } : {}),
    ...(children ? { children } : {}),
  }) as KeyedNode<K, C>;

const TREE = [
  node('dashboard', 'Escritorio', '/dashboard'),
  node('admin', 'Administración', undefined, [
    node('admin.users', 'Usuarios', '/admin/users'),
    node('admin.roles', 'Roles', '/admin/roles'),
    node('admin.schools', 'Colegios', '/admin/schools'),
    node('admin.turns', 'Turnos', '/admin/turns'),
    node('admin.general', 'Reporte global', '/admin/general'),
    // Issue 33: the offline tills (their allowance) and what they sold offline.
    node('admin.tills', 'Cajas', '/admin/tills'),
    node('admin.offlinesales', 'Ventas fuera de línea', '/admin/offline-sales'),
    // Issue 53: the days without classes every rule that counts school days asks.
    node('admin.calendar', 'Calendario escolar', '/admin/calendar'),
  ]),
  node('carnets', 'Carnets', undefined, [
    node('carnets.list', 'Carnets', '/admin/carnets'),
    node('carnets.noactions', 'Consulta de carnets', '/admin/carnets/list_no_actions'),
    node('carnets.recharge', 'Recargar carnet', '/admin/validatecarnet'),
    node('carnets.discharge', 'Descargar carnet', '/admin/validatecarnet/desc'),
    node('carnets.reports', 'Reporte de recargas', '/admin/carnets/reports'),
    // Issue 32: the families' reported transfers (named as the issue names it).
    node('carnets.transfers', 'Recargas reportadas', '/admin/carnets/transfers'),
    // Issue 54: the families' payments at Mercado Pago, the held ones and the daily reconciliation.
    node('carnets.online', 'Pagos en línea', '/admin/carnets/online'),
    // Issue 34 names them credentials.cashclose(.review); the tree's branch is `carnets`, and a
    // child's key starts with its parent's. The review is a sibling: a supervisor need not close.
    node('carnets.cashclose', 'Cierre de caja', '/admin/carnets/cashclose'),
    node('carnets.cashclose.review', 'Revisión de cierres', '/admin/carnets/cashcloses'),
  ]),
  node('inventory', 'Inventario', undefined, [
    node('inventory.products', 'Productos', '/inventory/products'),
    node('inventory.categories', 'Categorías', '/inventory/categories'),
    node('inventory.subcategories', 'Subcategorías', '/inventory/subcategories'),
    node('inventory.providers', 'Proveedores', '/inventory/providers'),
    node('inventory.reports', 'Movimientos de inventario', '/inventory/reports'),
    // Issue 35: the seals the school blocks, its seal set and the inspector's export.
    node('inventory.foodpolicy', 'Política de alimentos', '/inventory/food-policy'),
  ]),
  // The stores' sections, from the store registry.
  ...STORE_REGISTRY.map((s) =>
    node(
      s.segment,
      s.label,
      undefined,
      s.menu.map((e) => node(e.key, e.label, 'path' in e ? e.path : undefined)),
    ),
  ),
  node('academic', 'Académico', undefined, [
    node('academic.students', 'Estudiantes', '/academic/students'),
    node('academic.attendant', 'Acudientes', '/academic/attendant'),
    node('academic.courses', 'Cursos', '/academic/courses'),
    node('academic.locks', 'Restricciones', '/academic/locks'),
    // Issue 35: an action, not a page: a supervisor lets one sale through despite an allergy.
    node('academic.allergy.override', 'Autorizar venta con alérgeno'),
  ]),
  node('schoolroutes', 'Rutas Escolares', undefined, [
    node('schoolroutes.monitors', 'Monitores', '/schoolroutes/monitors'),
    node('schoolroutes.drivers', 'Conductores', '/schoolroutes/drivers'),
    node('schoolroutes.vehicles', 'Vehículos', '/schoolroutes/vehicles'),
    node('schoolroutes.routes', 'Rutas', '/schoolroutes/routes'),
    node('schoolroutes.asignate', 'Asignación', '/schoolroutes/asignate'),
    node('schoolroutes.news', 'Novedades', '/schoolroutes/news'),
    node('schoolroutes.messenger', 'Mensajería', '/schoolroutes/messenger'),
    node('schoolroutes.reports', 'Reportes', '/schoolroutes/reports'),
    node('schoolroutes.boarding', 'Abordaje', '/schoolroutes/boarding'),
    // Issue 53: the monitor's runs (a run cannot end with a child on board) and the coordinator's alarms.
    node('schoolroutes.runs', 'Recorridos', '/schoolroutes/runs'),
    node('schoolroutes.alarms', 'Alarmas de recorridos', '/schoolroutes/alarms'),
  ]),
  node('access', 'Control de Acceso', undefined, [
    node('access.qracces', 'Ingreso QR', '/controlacceso/qracces'),
    node('access.permiss', 'Permisos', '/controlacceso/permiss'),
    node('access.reports', 'Reportes', '/controlacceso/reports'),
    node('access.turns', 'Turnos de trabajo', '/controlacceso/turns'),
    node('access.gates', 'Porterías', '/controlacceso/gates'),
    // Issue 53: who is missing today, the coordinator told of a second absence in a row, the evacuation roll call.
    node('access.absent', 'Ausentes hoy', '/controlacceso/absent'),
    node('access.coordination', 'Coordinación de asistencia'),
    node('access.rollcall', 'Emergencia: pasar lista', '/controlacceso/rollcall'),
  ]),
  node('external', 'Externo', undefined, [
    node('external.request', 'Validar carnet', '/external/request'),
    node('external.list', 'Pedidos pendientes', '/external/list'),
    node('external.turns', 'Turnos', '/external/turns'),
    node('external.turnsrestaurant', 'Turnos restaurante', '/external/turns-restaurant'),
    node('external.entrega', 'Entrega', '/external/entrega'),
    node('external.dispatch', 'Despacho', '/external/dispatch'),
  ]),
];

type KeysOf<N> = N extends { key: infer K extends string; children?: infer C }
  ? K | (C extends readonly unknown[] ? KeysOf<C[number]> : never)
  : never;

/** Every key of the permission tree: a typo in a key is a type error. */
export type PermissionKey = KeysOf<(typeof TREE)[number]> | StoreMenuKey;

export const PERMISSION_TREE: PermissionNode[] = TREE as PermissionNode[];

function flatten(nodes: PermissionNode[], parent: string | null, out: Map<string, string | null>) {
  for (const n of nodes) {
    out.set(n.key, parent);
    if (n.children) flatten(n.children, n.key, out);
  }
  return out;
}

/** key → parent key (null at the top). */
const PARENT = flatten(PERMISSION_TREE, null, new Map());

export const ALL_PERMISSION_KEYS = [...PARENT.keys()] as readonly PermissionKey[];

/** The leaves that are actions within a page rather than pages (no path). */
export const ACTION_KEYS: readonly PermissionKey[] = (() => {
  const out: string[] = [];
  const walk = (nodes: PermissionNode[]) => {
    for (const n of nodes) {
      if (n.children) walk(n.children);
      else if (!n.path) out.push(n.key);
    }
  };
  walk(PERMISSION_TREE);
  return out as PermissionKey[];
})();

export function isPermissionKey(key: string): key is PermissionKey {
  return PARENT.has(key);
}

/**
 * A key built at run time (from the store registry, `${segment}.board`) checked against the
 * tree: an unknown one stops the app at load instead of hiding a page nobody can open.
 */
export function permissionKey(key: string): PermissionKey {
  if (!isPermissionKey(key)) throw new Error(`Clave de permiso desconocida: ${key}`);
  return key;
}

/** A key is held only with all its ancestors: a child entry never shows under a hidden parent. */
export function hasPermission(held: Iterable<string>, key: string): boolean {
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  let current: string | null | undefined = key;
  if (!PARENT.has(key)) return false;
  while (current) {
    if (!set.has(current)) return false;
    current = PARENT.get(current);
  }
  return true;
}

/** The keys of a subtree: a key plus all its descendants. */
export function subtreeKeys(key: string): string[] {
  const find = (nodes: PermissionNode[]): PermissionNode | undefined => {
    for (const n of nodes) {
      if (n.key === key) return n;
      const hit = n.children && find(n.children);
      if (hit) return hit;
    }
    return undefined;
  };
  const collect = (n: PermissionNode): string[] => [n.key, ...(n.children ?? []).flatMap(collect)];
  const found = find(PERMISSION_TREE);
  return found ? collect(found) : [];
}

/** The tree pruned to what `held` allows and, optionally, to entries whose page exists. */
export function visibleTree(
  held: Iterable<string>,
  pageExists: (path: string) => boolean = () => true,
  nodes: PermissionNode[] = PERMISSION_TREE,
): PermissionNode[] {
  const set = new Set(held);
  const out: PermissionNode[] = [];
  for (const n of nodes) {
    if (!hasPermission(set, n.key)) continue;
    if (n.children) {
      const children = visibleTree(set, pageExists, n.children);
      if (children.length > 0) out.push({ ...n, children });
    } else if (n.path && pageExists(n.path)) {
      out.push(n);
    }
  }
  return out;
}

/**
 * Nobody grants what they do not hold (docs/architecture.md: Rights): a staff member may assign a role, give a
 * role its keys, or manage a user (edit, reset, deactivate, reactivate) only when every key
 * involved is one they hold themselves.
 */
export function holdsAll(held: ReadonlySet<string>, keys: Iterable<string>): boolean {
  for (const key of keys) if (!held.has(key)) return false;
  return true;
}

/**
 * Nobody grants what they do not hold (issue 29, item 9: the one rule of every door that gives
 * someone a role: the users screen, a new student, a students import): the refusal of giving a
 * role holding `roleKeys` by a staff member holding `held`, or null when allowed.
 */
export function assignRoleRefusal(held: ReadonlySet<string>, roleKeys: Iterable<string>): string | null {
  return holdsAll(held, roleKeys) ? null : RIGHTS_MESSAGES.assignRole;
}

export const RIGHTS_MESSAGES = {
  assignRole: 'No puede asignar un rol con permisos que usted no tiene',
  manageUser: 'No puede gestionar a un usuario cuyo rol tiene permisos que usted no tiene',
  grantKeys: 'No puede otorgar permisos que usted no tiene',
  manageRole: 'No puede modificar un rol con permisos que usted no tiene',
} as const;
