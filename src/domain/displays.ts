/**
 * The hall turn displays (spec part 2 §2 'Preparation and delivery boards', §9) and the
 * display session: a browser turned into a public screen holds a long session that can only
 * read turn displays and their event streams.
 */
import { byStore, storeBySegment, STORE_REGISTRY } from './stores';
import { TURN_KEYS, type BoardStore } from './boards';
import { z } from 'zod';
import { loginDataSchema } from './auth';
import { hasPermission, PERMISSION_TREE, type PermissionKey, type PermissionNode } from './permissions';

/** `sessions.scope` of a display session (null is a normal staff session). */
export const DISPLAY_SCOPE = 'display';
export type SessionScope = typeof DISPLAY_SCOPE;

/** The 403 a display session gets outside the turn displays. */
export const DISPLAY_ONLY = 'Esta sesión es de una pantalla de turnos: solo puede mostrar turnos';

/** Default of DISPLAY_SESSION_DAYS. */
export const DEFAULT_DISPLAY_SESSION_DAYS = 30;

/** The keys that read a turn display, of any store. */
export const DISPLAY_LEAF_KEYS: readonly PermissionKey[] = [...new Set(Object.values(TURN_KEYS).flat())];

/** The path of parent keys down to `key` in the permission tree, `key` included; [] when unknown. */
function pathTo(key: string, nodes: PermissionNode[] = PERMISSION_TREE): string[] {
  for (const n of nodes) {
    if (n.key === key) return [key];
    const below = n.children ? pathTo(key, n.children) : [];
    if (below.length) return [n.key, ...below];
  }
  return [];
}

/**
 * What a display session may hold: the turn keys plus their ancestors, because
 * `hasPermission` only grants a key together with all its parents.
 */
export const DISPLAY_KEYS: readonly string[] = [...new Set(DISPLAY_LEAF_KEYS.flatMap((k) => pathTo(k)))];

/** A display session's permission set: the holder's role keys that a display may use. */
export function displayPermissions(roleKeys: Iterable<string>): string[] {
  const allowed = new Set(DISPLAY_KEYS);
  return [...new Set(roleKeys)].filter((k) => allowed.has(k));
}

/** Whether a staff member may turn a browser into a display: any turn key of any store. */
export const mayUseAsDisplay = (keys: Iterable<string>): boolean => {
  const held = new Set(keys);
  return DISPLAY_LEAF_KEYS.some((k) => hasPermission(held, k));
};

/** The answer of `POST /api/display/session`: a login answer for the new, display-only token. */
export const displaySessionSchema = loginDataSchema.extend({
  scope: z.literal(DISPLAY_SCOPE),
  /** ISO instant the display session ends. */
  expiresAt: z.string(),
});
export type DisplaySession = z.infer<typeof displaySessionSchema>;

/**
 * The name on a turn card. The restaurant shows the first and third word of the customer's
 * name (spec: 'Order board … shows the first and third word of the customer name'), which in
 * "Nombre Segundo Apellido …" is the first name and the first surname; a name of two words
 * keeps both, one word stays as it is. The other stores show the whole name.
 */
export function turnDisplayName(name: string, store: BoardStore): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (storeBySegment(store)?.turnName !== 'firstAndThird') return words.join(' ');
  if (words.length <= 2) return words.join(' ');
  return `${words[0]} ${words[2]}`;
}

/** Initials for the photo's fallback: first letters of the first two words. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('es'))
    .join('');
}

/** A hall display page: its route, the stores it shows (each a section) and the key that opens it. */
export interface DisplayPage {
  path: string;
  title: string;
  stores: readonly BoardStore[];
  /** The page's own menu key; every one of them is among the TURN_KEYS of its stores. */
  permission: string;
}

/** The external counters' displays: each shows every store whose turn keys include its key. */
const EXTERNAL_DISPLAYS = [
  // The old external screen served both counters: one section a store, side by side, no switch to touch.
  { path: '/external/turns', title: 'Turnos', permission: 'external.turns' },
  { path: '/external/turns-restaurant', title: 'Turnos Restaurante', permission: 'external.turnsrestaurant' },
];

export const DISPLAY_PAGES: readonly DisplayPage[] = [
  ...STORE_REGISTRY.map((s) => ({ ...s.display, stores: [s.segment], permission: `${s.segment}.turns` })),
  ...EXTERNAL_DISPLAYS.map((page) => ({
    ...page,
    stores: STORE_REGISTRY.filter((s) => (s.keys.turns as readonly string[]).includes(page.permission)).map(
      (s) => s.segment,
    ),
  })),
];

export const STORE_TITLES: Record<BoardStore, string> = byStore((s) => s.label);
