/** The hall turn displays' pure rules: the name shown, initials, the display session's keys, its end. */
import { afterEach, describe, expect, it } from 'vitest';
import { TURN_KEYS } from '../../src/domain/boards';
import {
  DISPLAY_KEYS,
  DISPLAY_LEAF_KEYS,
  DISPLAY_PAGES,
  displayPermissions,
  initialsOf,
  mayUseAsDisplay,
  turnDisplayName,
  type DisplaySession,
} from '../../src/domain/displays';
import { STORAGE } from '../../src/domain/storageKeys';
import {
  ALL_PERMISSION_KEYS,
  hasPermission,
  PERMISSION_TREE,
  subtreeKeys,
  type PermissionNode,
} from '../../src/domain/permissions';
import {
  displayHome,
  isDisplaySession,
  storeDisplaySession,
  storedPermissions,
} from '../../src/authProvider';
import { canAccess } from '../../src/authProvider/canAccess';
import { displayExpiry } from '../../server/modules/displays/service';

describe('turnDisplayName', () => {
  it('the restaurant shows the first and third word', () => {
    expect(turnDisplayName('Valentina Gómez Rojas', 'restaurant')).toBe('Valentina Rojas');
    expect(turnDisplayName('Ana María Gómez Rojas', 'restaurant')).toBe('Ana Gómez');
  });

  it('the restaurant keeps short names whole and ignores extra spaces', () => {
    expect(turnDisplayName('  Juan   Pérez ', 'restaurant')).toBe('Juan Pérez');
    expect(turnDisplayName('Cher', 'restaurant')).toBe('Cher');
    expect(turnDisplayName('', 'restaurant')).toBe('');
  });

  it('the cafeteria and the stationery show the whole name', () => {
    expect(turnDisplayName('Ana María  Gómez Rojas', 'cafeteria')).toBe('Ana María Gómez Rojas');
    expect(turnDisplayName('Valentina Gómez Rojas', 'papeleria')).toBe('Valentina Gómez Rojas');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words, in capitals', () => {
    expect(initialsOf('valentina gómez rojas')).toBe('VG');
    expect(initialsOf('Ángela')).toBe('Á');
    expect(initialsOf('  ')).toBe('');
  });
});

const pathOf = (key: string, nodes: PermissionNode[] = PERMISSION_TREE): string | undefined => {
  for (const n of nodes) {
    if (n.key === key) return n.path;
    const below = n.children && pathOf(key, n.children);
    if (below) return below;
  }
  return undefined;
};

describe('display keys', () => {
  it('are the turn keys of every store plus their parents, all real keys', () => {
    expect([...DISPLAY_LEAF_KEYS].sort()).toEqual([
      'cafeteria.turns',
      'external.turns',
      'external.turnsrestaurant',
      'papeleria.turns',
      'restaurant.turns',
    ]);
    expect([...DISPLAY_KEYS].sort()).toEqual([
      'cafeteria',
      'cafeteria.turns',
      'external',
      'external.turns',
      'external.turnsrestaurant',
      'papeleria',
      'papeleria.turns',
      'restaurant',
      'restaurant.turns',
    ]);
    for (const key of DISPLAY_KEYS) expect(ALL_PERMISSION_KEYS).toContain(key);
    // With all of them every turn key is held (ancestors included).
    for (const key of DISPLAY_LEAF_KEYS) expect(hasPermission(DISPLAY_KEYS, key)).toBe(true);
  });

  it("a display session holds the role's keys that a display uses, nothing else", () => {
    expect(displayPermissions(ALL_PERMISSION_KEYS).sort()).toEqual([...DISPLAY_KEYS].sort());
    const cashier = [...subtreeKeys('cafeteria'), ...subtreeKeys('papeleria')];
    expect(displayPermissions(cashier).sort()).toEqual([
      'cafeteria',
      'cafeteria.turns',
      'papeleria',
      'papeleria.turns',
    ]);
    expect(displayPermissions(['dashboard', 'admin', 'admin.users'])).toEqual([]);
    // A child key without its parent stays unusable, as everywhere else.
    expect(hasPermission(displayPermissions(['cafeteria.turns']), 'cafeteria.turns')).toBe(false);
  });

  it('with display keys no other entry of the tree is reachable', () => {
    const display = displayPermissions(ALL_PERMISSION_KEYS);
    const reachable = ALL_PERMISSION_KEYS.filter(
      (k) => hasPermission(display, k) && !PERMISSION_TREE.some((n) => n.key === k),
    );
    expect(reachable.sort()).toEqual([...DISPLAY_LEAF_KEYS].sort());
  });

  it('any turn key of any store lets a staff member start a display', () => {
    expect(mayUseAsDisplay(['restaurant', 'restaurant.turns'])).toBe(true);
    expect(mayUseAsDisplay(['external', 'external.turns'])).toBe(true);
    expect(mayUseAsDisplay(['cafeteria', 'cafeteria.pos'])).toBe(false);
    expect(mayUseAsDisplay(['cafeteria.turns'])).toBe(false);
  });
});

describe('display pages', () => {
  it("each is its menu entry's page and its key reads every store it shows", () => {
    for (const page of DISPLAY_PAGES) {
      expect(pathOf(page.permission), page.path).toBe(page.path);
      for (const store of page.stores) expect(TURN_KEYS[store], page.path).toContain(page.permission);
    }
    expect(DISPLAY_PAGES.map((p) => p.path)).toEqual([
      '/turns',
      '/papeleria/turns',
      '/restaurante/turns',
      '/external/turns',
      '/external/turns-restaurant',
    ]);
  });
});

describe('display session in the browser', () => {
  afterEach(() => localStorage.clear());
  const session: DisplaySession = {
    token: 'tok-display',
    id: 9,
    name: 'Carla Cajera',
    permission: ['cafeteria', 'cafeteria.turns'],
    mustChangePassword: false,
    scope: 'display',
    expiresAt: '2026-12-23T05:00:00.000Z',
  };

  it('replaces the token and the keys; canAccess follows the display keys', () => {
    localStorage.setItem(STORAGE.token, 'tok-staff');
    localStorage.setItem(STORAGE.permission, JSON.stringify(subtreeKeys('cafeteria')));
    expect(isDisplaySession()).toBe(false);
    storeDisplaySession(session, '/turns');
    expect(localStorage.getItem(STORAGE.token)).toBe('tok-display');
    expect(storedPermissions()).toEqual(['cafeteria', 'cafeteria.turns']);
    expect(isDisplaySession()).toBe(true);
    expect(displayHome()).toBe('/turns');
    expect(canAccess(storedPermissions(), 'cafeteria/requests', 'list')).toBe(false);
  });

  it('without a saved page goes to the first display its keys open', () => {
    localStorage.setItem(STORAGE.permission, JSON.stringify(['restaurant', 'restaurant.turns']));
    expect(displayHome()).toBe('/restaurante/turns');
    localStorage.setItem(STORAGE.displayPath, '/admin/users');
    expect(displayHome()).toBe('/restaurante/turns');
  });
});

describe('displayExpiry', () => {
  it("ends at the school's midnight after the given days, never during a school day", () => {
    // 2026-11-22 10:30 in Bogotá (UTC−5).
    const now = new Date('2026-11-22T15:30:00Z');
    expect(displayExpiry(now, 30, 'America/Bogota').toISOString()).toBe('2026-12-23T05:00:00.000Z');
    // 23:30 in Bogotá is already the next UTC day: the school's day counts.
    expect(displayExpiry(new Date('2026-11-23T04:30:00Z'), 1, 'America/Bogota').toISOString()).toBe(
      '2026-11-24T05:00:00.000Z',
    );
  });
});
