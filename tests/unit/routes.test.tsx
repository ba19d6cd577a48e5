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
import { i18nProvider } from '../../src/app/i18n';

const SIGNED_IN_ONLY = ['/dashboard', '/admin/users/profile'];
const resourcePages = RESOURCE_UIS.flatMap((r) =>
  (r.pages ?? []).map((p) => ({ ...p, path: `/${r.name ?? r.def.name}/${p.path}` })),
);

describe('the route table', () => {
  it('has one entry per path', () => {
    const paths = [...APP_ROUTES, ...resourcePages].map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([...APP_ROUTES, ...resourcePages].map((r) => [r.path, r] as const))(
    '%s names known keys',
    (path, route) => {
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
    },
  );

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
    expect(byPath.get('/auth/profile')?.element.props).toMatchObject({
      to: '/admin/users/profile',
      replace: true,
    });
  });

  it("opens the spec's list, create and edit/{id} URLs of routes, the assignment and the report (part 2 §2)", () => {
    const byPath = new Map(APP_ROUTES.map((r) => [r.path, r]));
    const redirects: [string, string][] = [
      ['/schoolroutes/routes/list', '/schoolroutes/routes'],
      ['/schoolroutes/asignate/list', '/schoolroutes/asignate'],
      ['/schoolroutes/asignate/create', '/schoolroutes/asignate'],
      ['/schoolroutes/asignate/edit/:id', '/schoolroutes/asignate'],
      ['/schoolroutes/reports/list', '/schoolroutes/reports'],
      ['/schoolroutes/reports/create', '/schoolroutes/reports'],
    ];
    for (const [alias, to] of redirects) {
      expect(byPath.get(alias)?.element.type, alias).toBe(Navigate);
      expect(byPath.get(alias)?.element.props, alias).toMatchObject({ to, replace: true });
    }
    // The manager itself, on 'Nueva ruta' or on the route of the URL; the report on its route.
    const manager = byPath.get('/schoolroutes/routes')!.element.type;
    expect(byPath.get('/schoolroutes/routes/create')).toMatchObject({
      keys: 'schoolroutes.routes',
      element: { type: manager, props: { start: 'new' } },
    });
    expect(byPath.get('/schoolroutes/routes/edit/:id')).toMatchObject({
      keys: 'schoolroutes.routes',
      element: { type: manager },
    });
    expect(byPath.get('/schoolroutes/reports/edit/:id')).toMatchObject({
      keys: 'schoolroutes.reports',
      element: { type: byPath.get('/schoolroutes/reports')!.element.type },
    });
  });
});

describe("the spec's other URLs (issue 29, items 5 and 6)", () => {
  const byPath = new Map(APP_ROUTES.map((r) => [r.path, r]));

  it("sends the restaurant's external list to the lunch line and its turns to the restaurant's display", () => {
    expect(byPath.get('/restaurant/external/list')?.element.props).toMatchObject({
      to: '/restaurant/requests',
      replace: true,
    });
    expect(byPath.get('/restaurant/external/turns')?.element.props).toMatchObject({
      to: '/restaurante/turns',
      replace: true,
    });
    // Both land on real pages of the table.
    expect(byPath.get('/restaurant/requests')?.keys).toBe('restaurant.requests');
    expect(byPath.get('/restaurante/turns')?.keys).toBe('restaurant.turns');
  });

  it('gives the restaurant its subcategories, as the stationery has, under its own key and title', () => {
    const views = new Map(RESOURCE_UIS.map((r) => [r.name ?? r.def.name, r]));
    for (const store of ['papeleria', 'restaurant']) {
      const view = views.get(`${store}/subcategories`);
      expect(view?.def.name, store).toBe('inventory/subcategories');
      expect(view?.list && view.create && view.edit, store).toBeTruthy();
    }
    expect(i18nProvider.translate(views.get('restaurant/subcategories')!.label!)).toBe(
      'Subcategorías del restaurante',
    );
  });

  it('opens the guardian form at #/academic/attendant/create while the list keeps no Nuevo', () => {
    const guardians = RESOURCE_UIS.find((r) => r.def.name === 'academic/attendant')!;
    expect(guardians.create).toBeTruthy();
    expect(guardians.list?.props).toMatchObject({ create: false });
  });
});
