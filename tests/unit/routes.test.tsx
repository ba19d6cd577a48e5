/**
 * The route table is the page → key map: every page that is not a resource's own names the keys
 * that open it (known keys of the permission tree) and its title, and the shell wraps it in that
 * check. A redirect has neither; a page that names itself has keys only.
 */
import { describe, expect, it } from 'vitest';
import { Navigate } from 'react-router-dom';
import { APP_ROUTES } from '../../src/app/routes';
import { RESOURCE_UIS } from '../../src/app/resources';
import { isPermissionKey } from '../../src/domain/permissions';
import { i18nProvider } from '../../src/i18n';

const SIGNED_IN_ONLY = ['/dashboard', '/admin/users/profile'];
const resourcePages = RESOURCE_UIS.flatMap((r) => (r.pages ?? []).map((p) => ({ ...p, path: `/${r.name ?? r.def.name}/${p.path}` })));

describe('the route table', () => {
  it('has one entry per path', () => {
    const paths = [...APP_ROUTES, ...resourcePages].map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([...APP_ROUTES, ...resourcePages].map((r) => [r.path, r] as const))('%s names known keys', (path, route) => {
    if (route.element.type === Navigate) {
      expect(route.keys, path).toBeUndefined();
      return;
    }
    if (SIGNED_IN_ONLY.includes(path)) {
      expect(route.keys).toBeUndefined();
      expect(route.title).toBeTruthy();
      return;
    }
    const keys = [route.keys ?? []].flat();
    expect(keys.length, `${path} sin clave`).toBeGreaterThan(0);
    for (const key of keys) expect(isPermissionKey(key), `${path}: ${key}`).toBe(true);
  });

  it('gives each store page the store key and the spec title', () => {
    const byPath = new Map(APP_ROUTES.map((r) => [r.path, r]));
    // Titles are catalog keys; in Spanish they read the spec's text.
    const title = (path: string) => i18nProvider.translate(byPath.get(path)?.title ?? '');
    expect(byPath.get('/cafeteria/requests/create')).toMatchObject({ keys: 'cafeteria.pos' });
    expect(title('/cafeteria/requests/create')).toBe('Venta en cafetería');
    expect(byPath.get('/papeleria/requests/recreate')).toMatchObject({ keys: 'papeleria.pos' });
    expect(title('/papeleria/requests/recreate')).toBe('Venta en papelería');
    expect(title('/cafeteria/reports')).toBe('Reportes de cafetería');
    expect(byPath.get('/cafeteria/enlistment/board')).toMatchObject({ keys: 'cafeteria.board' });
    expect(title('/cafeteria/enlistment/board')).toBe('Proceso alistamiento');
    expect(byPath.get('/restaurante/turns')).toMatchObject({ keys: 'restaurant.turns', noLayout: true });
    expect(byPath.has('/papeleria/enlistment/board')).toBe(false);
  });

  it("sends the spec's other locks URLs to the locks grid", () => {
    const byPath = new Map(APP_ROUTES.map((r) => [r.path, r]));
    for (const alias of ['/academic/locks/list', '/academic/locks/create', '/academic/locks/profile']) {
      const route = byPath.get(alias);
      expect(route?.element.type, alias).toBe(Navigate);
      expect(route?.element.props, alias).toMatchObject({ to: '/academic/locks', replace: true });
    }
  });

  it('sends #/admin to the users and #/auth/profile to the profile', () => {
    const byPath = new Map(APP_ROUTES.map((r) => [r.path, r]));
    expect(byPath.get('/admin')?.element.props).toMatchObject({ to: '/admin/users', replace: true });
    expect(byPath.get('/auth/profile')?.element.props).toMatchObject({ to: '/admin/users/profile', replace: true });
  });
});
