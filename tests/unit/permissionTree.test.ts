// The permission tree: unique, prefixed keys, the spec's menu areas, hasPermission, subtreeKeys and visibleTree.
import { describe, expect, it } from 'vitest';
import {
  ACTION_KEYS,
  ALL_PERMISSION_KEYS,
  hasPermission,
  isPermissionKey,
  PERMISSION_TREE,
  subtreeKeys,
  visibleTree,
} from '../../src/domain/permissions';
import type { PermissionKey, PermissionNode } from '../../src/domain/permissions';

const allNodes = (nodes: readonly PermissionNode[]): PermissionNode[] =>
  nodes.flatMap((n) => [n, ...allNodes(n.children ?? [])]);

describe('permissions', () => {
  it('every key in PERMISSION_TREE is unique', () => {
    const keys = allNodes(PERMISSION_TREE).map((n) => n.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...ALL_PERMISSION_KEYS].sort()).toEqual([...keys].sort());
  });

  it('every child key is prefixed by its parent key', () => {
    for (const parent of PERMISSION_TREE) {
      for (const child of parent.children ?? []) expect(child.key.startsWith(`${parent.key}.`)).toBe(true);
    }
  });

  it('contains the menu areas of both spec parts', () => {
    const labels = PERMISSION_TREE.map((n) => n.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Administración',
        'Carnets',
        'Inventario',
        'Cafetería',
        'Papelería',
        'Restaurante',
        'Académico',
        'Rutas Escolares',
        'Control de Acceso',
        'Externo',
      ]),
    );
  });

  it('every leaf has a path, but the actions', () => {
    expect(ACTION_KEYS).toEqual(['restaurant.extra', 'academic.allergy.override', 'access.coordination']);
    for (const n of allNodes(PERMISSION_TREE))
      if (!n.children && !ACTION_KEYS.includes(n.key as PermissionKey)) expect(n.path).toMatch(/^\//);
  });

  it('hasPermission requires the key and all its ancestors', () => {
    expect(hasPermission(['admin', 'admin.users'], 'admin.users')).toBe(true);
    expect(hasPermission(['admin.users'], 'admin.users')).toBe(false);
    expect(hasPermission(['admin'], 'admin.users')).toBe(false);
    expect(hasPermission(['admin'], 'admin')).toBe(true);
    expect(hasPermission(new Set(['dashboard']), 'dashboard')).toBe(true);
    expect(hasPermission([], 'dashboard')).toBe(false);
  });

  it('hasPermission refuses unknown keys even when held', () => {
    expect(hasPermission(['admin', 'admin.nope'], 'admin.nope')).toBe(false);
    expect(isPermissionKey('admin.nope')).toBe(false);
    expect(isPermissionKey('admin.users')).toBe(true);
  });

  it('subtreeKeys returns a key and all its descendants', () => {
    expect(subtreeKeys('admin')).toEqual([
      'admin',
      'admin.users',
      'admin.roles',
      'admin.schools',
      'admin.turns',
      'admin.general',
      'admin.tills',
      'admin.offlinesales',
      'admin.calendar',
    ]);
    expect(subtreeKeys('admin.users')).toEqual(['admin.users']);
    expect(subtreeKeys('dashboard')).toEqual(['dashboard']);
    expect(subtreeKeys('no.existe')).toEqual([]);
    expect(subtreeKeys('cafeteria')).toContain('cafeteria.board');
  });

  it('visibleTree prunes by keys', () => {
    const tree = visibleTree(['dashboard', 'admin', 'admin.users', 'admin.roles', 'carnets.list']);
    expect(tree.map((n) => n.key)).toEqual(['dashboard', 'admin']);
    expect(tree[1].children?.map((n) => n.key)).toEqual(['admin.users', 'admin.roles']);
  });

  it('visibleTree drops a child whose parent is not held and a parent without visible children', () => {
    expect(visibleTree(['admin.users'])).toEqual([]);
    expect(visibleTree(['admin'])).toEqual([]);
  });

  it('visibleTree prunes by pageExists', () => {
    const exists = (path: string) => path === '/admin/roles';
    const tree = visibleTree(['dashboard', 'admin', 'admin.users', 'admin.roles'], exists);
    expect(tree.map((n) => n.key)).toEqual(['admin']);
    expect(tree[0].children?.map((n) => n.key)).toEqual(['admin.roles']);
    expect(visibleTree(ALL_PERMISSION_KEYS, () => false)).toEqual([]);
  });

  it('visibleTree with every key and every page is the whole tree but its actions', () => {
    const pages = (nodes: PermissionNode[]): PermissionNode[] =>
      nodes
        .filter((n) => !ACTION_KEYS.includes(n.key as PermissionKey))
        .map((n) => (n.children ? { ...n, children: pages(n.children) } : n));
    expect(visibleTree(ALL_PERMISSION_KEYS)).toEqual(pages(PERMISSION_TREE));
  });
});
