/** canAccess: which permission keys open which resources and actions. */
import { describe, expect, it } from 'vitest';
import { canAccess } from '../../src/authProvider/canAccess';
import { ALL_PERMISSION_KEYS, subtreeKeys } from '../../src/domain/permissions';
import { setupMswServer } from './support/msw';
import { authProvider, signIn } from './support/auth';

setupMswServer();

describe('canAccess', () => {
  const ADMIN_RESOURCES = ['admin/users', 'admin/roles', 'admin/schools', 'admin/turns'];
  const ACTIONS = ['list', 'show', 'edit', 'create', 'delete'];
  const CASHIER = ['dashboard', ...subtreeKeys('cafeteria'), ...subtreeKeys('papeleria')];

  /** authProvider.canAccess with `keys` stored as the session's permissions. */
  async function providerCanAccess(keys: readonly string[], resource: string, action: string) {
    signIn(keys);
    const check = authProvider().canAccess;
    if (!check) throw new Error('authProvider.canAccess no está definido');
    return check({ resource, action });
  }

  it('the cashier keys include both store parents', () => {
    expect(CASHIER).toEqual(
      expect.arrayContaining(['cafeteria', 'cafeteria.pos', 'papeleria', 'papeleria.products']),
    );
  });

  it.each(ADMIN_RESOURCES.flatMap((resource) => ACTIONS.map((action) => [resource, action])))(
    'a cashier cannot reach %s (%s)',
    async (resource, action) => {
      expect(canAccess(CASHIER, resource, action)).toBe(false);
      expect(await providerCanAccess(CASHIER, resource, action)).toBe(false);
    },
  );

  it('a cashier cannot restore deleted users either', () => {
    expect(canAccess(CASHIER, 'admin/usersdel')).toBe(false);
  });

  it.each(ADMIN_RESOURCES.flatMap((resource) => ACTIONS.map((action) => [resource, action])))(
    'an admin with every key reaches %s (%s)',
    async (resource, action) => {
      expect(canAccess(ALL_PERMISSION_KEYS, resource, action)).toBe(true);
      expect(await providerCanAccess(ALL_PERMISSION_KEYS, resource, action)).toBe(true);
    },
  );

  it('an admin reaches the deleted users list', () => {
    expect(canAccess(ALL_PERMISSION_KEYS, 'admin/usersdel')).toBe(true);
  });

  it('a key without its ancestors is refused', async () => {
    expect(canAccess(['admin.users'], 'admin/users')).toBe(false);
    expect(canAccess(['admin.users'], 'admin/users', 'edit')).toBe(false);
    expect(await providerCanAccess(['admin.users'], 'admin/users', 'list')).toBe(false);
    expect(canAccess(['admin', 'admin.users'], 'admin/users', 'edit')).toBe(true);
  });

  it('a user manager may list roles and turns (readers) but not change them', async () => {
    const keys = ['admin', 'admin.users'];
    expect(canAccess(keys, 'admin/roles', 'list')).toBe(true);
    expect(await providerCanAccess(keys, 'admin/roles', 'list')).toBe(true);
    for (const action of ['edit', 'create', 'delete', 'show']) {
      expect(canAccess(keys, 'admin/roles', action)).toBe(false);
      expect(await providerCanAccess(keys, 'admin/roles', action)).toBe(false);
    }
    expect(canAccess(keys, 'admin/turns', 'list')).toBe(true);
    expect(canAccess(keys, 'admin/turns', 'edit')).toBe(false);
    expect(canAccess(keys, 'admin/schools', 'list')).toBe(false);
  });

  it('the offline sales report opens with its key and reads the tills to filter by, without changing them', () => {
    const keys = ['admin', 'admin.offlinesales'];
    expect(canAccess(keys, 'admin/offline-sales')).toBe(true);
    expect(canAccess(keys, 'admin/tills', 'list')).toBe(true);
    expect(canAccess(keys, 'admin/tills', 'edit')).toBe(false);
    expect(canAccess(['admin', 'admin.tills'], 'admin/offline-sales')).toBe(false);
    expect(canAccess(['admin', 'admin.tills'], 'admin/tills', 'edit')).toBe(true);
  });

  it('readers need their own ancestors too', () => {
    expect(canAccess(['admin.users'], 'admin/roles', 'list')).toBe(false);
  });

  it('the default action is list', () => {
    expect(canAccess(['admin', 'admin.users'], 'admin/roles')).toBe(true);
  });

  it('an unknown resource is refused even to an admin', () => {
    expect(canAccess(ALL_PERMISSION_KEYS, 'admin/unknown')).toBe(false);
  });
});
