/** Typed permission keys: a literal typo fails the typecheck; a key built at run time is checked at load. */
import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_KEYS,
  isPermissionKey,
  permissionKey,
  type PermissionKey,
} from '../../src/domain/permissions';
import { STORE_REGISTRY } from '../../src/domain/stores';

describe('permission keys', () => {
  it('accepts a key of the tree and refuses an unknown one with its name', () => {
    expect(permissionKey('cafeteria.board')).toBe('cafeteria.board');
    expect(() => permissionKey('papeleria.board')).toThrow('Clave de permiso desconocida: papeleria.board');
    expect(isPermissionKey('admin.userz')).toBe(false);
  });

  it('types the tree: every key listed is a PermissionKey', () => {
    // @ts-expect-error a typo is a type error
    const typo: PermissionKey = 'admin.userz';
    expect(ALL_PERMISSION_KEYS).not.toContain(typo);
    expect(ALL_PERMISSION_KEYS).toContain('admin.users' satisfies PermissionKey);
  });

  it('knows every key the store registry names', () => {
    for (const store of STORE_REGISTRY) {
      for (const key of [
        ...store.keys.events,
        ...store.keys.turns,
        ...store.keys.prep,
        ...store.menu.map((e) => e.key),
      ]) {
        expect(isPermissionKey(key), `${store.segment}: ${key}`).toBe(true);
      }
    }
  });
});
