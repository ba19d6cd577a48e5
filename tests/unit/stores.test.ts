/**
 * The store registry drives every store-dependent table of the domain: with a fake fourth
 * store added to it (and no other edit), it appears in each table it qualifies for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Stores from '../../src/domain/stores';

/** A fourth store that sells, delivers, has a preparation board and its own products. */
const KIOSK = {
  id: 4,
  segment: 'kiosko',
  label: 'Kiosko',
  sale: { title: 'Venta en kiosko', buy: 'Comprar' },
  delivery: true,
  prepBoard: true,
  pollMs: 15_000,
  turnName: 'full',
  display: { path: '/kiosko/turns', title: 'Turnos Kiosko' },
  catalog: { products: 'Productos del kiosko' },
  turnAliases: [],
  paths: {},
  menu: [
    { key: 'kiosko.products', label: 'Productos', path: '/kiosko/products' },
    { key: 'kiosko.pos', label: 'Vender', path: '/kiosko/requests/create' },
    { key: 'kiosko.requests', label: 'Pedidos', path: '/kiosko/requests' },
    { key: 'kiosko.enlistment', label: 'Alistamiento', path: '/kiosko/enlistment' },
    { key: 'kiosko.deliveries', label: 'Entregas', path: '/kiosko/deliveries' },
    { key: 'kiosko.reports', label: 'Reportes', path: '/kiosko/reports' },
    { key: 'kiosko.reversion', label: 'Reversiones', path: '/kiosko/Reversion' },
    { key: 'kiosko.board', label: 'Proceso alistamiento', path: '/kiosko/enlistment/board' },
    { key: 'kiosko.turns', label: 'Turnero kiosko', path: '/kiosko/turns' },
  ],
  keys: {
    events: ['kiosko.pos', 'external.turns'],
    turns: ['kiosko.turns', 'external.turns'],
    prep: ['kiosko.enlistment'],
    till: 'kiosko.pos',
  },
} satisfies Stores.StoreEntry;

afterEach(() => {
  vi.doUnmock('../../src/domain/stores');
  vi.resetModules();
});

/** The modules that derive from the registry, loaded again over a registry with KIOSK added. */
async function withFourthStore() {
  vi.resetModules();
  vi.doMock('../../src/domain/stores', async (importOriginal) => {
    const real = await importOriginal<typeof Stores>();
    const registry = [...real.STORE_REGISTRY, KIOSK] as unknown as typeof real.STORE_REGISTRY;
    return { ...real, STORE_REGISTRY: registry, ...real.deriveStores(registry) };
  });
  return {
    inventory: await import('../../src/domain/inventory'),
    orders: await import('../../src/domain/orders'),
    boards: await import('../../src/domain/boards'),
    delivery: await import('../../src/domain/delivery'),
    displays: await import('../../src/domain/displays'),
    permissions: await import('../../src/domain/permissions'),
    resources: await import('../../src/domain/resources'),
    endpoints: await import('../../src/dataProvider/endpoints'),
    canAccess: await import('../../src/authProvider/canAccess'),
    pages: await import('../../src/app/pages'),
    routes: await import('../../src/app/routes'),
    topics: await import('../../src/domain/topics'),
    i18n: await import('../../src/app/i18n'),
  };
}

describe('the store registry', () => {
  it('gives today the three stores, with the restaurant selling nothing yet', async () => {
    const { STORE_REGISTRY } = await import('../../src/domain/stores');
    const { POS_STORES } = await import('../../src/domain/orders');
    const { DELIVERY_STORES, segmentOf, storeLabel } = await import('../../src/domain/delivery');
    expect(STORE_REGISTRY.map((s) => [s.id, s.segment, s.label])).toEqual([
      [1, 'cafeteria', 'Cafetería'],
      [2, 'papeleria', 'Papelería'],
      [3, 'restaurant', 'Restaurante'],
    ]);
    expect(POS_STORES).toEqual({ cafeteria: 1, papeleria: 2 });
    expect(DELIVERY_STORES).toEqual(['cafeteria', 'papeleria']);
    // A restaurant order is not mistaken for a cafeteria one (the old two-way conditional did).
    expect(segmentOf(3)).toBeUndefined();
    expect(storeLabel(3)).toBe('Restaurante');
  });

  it('a fourth store appears in every derived table without other edits', async () => {
    const { inventory, orders, boards, delivery, displays } = await withFourthStore();
    expect(inventory.STORES).toContainEqual({ id: 4, name: 'Kiosko' });
    expect(inventory.ALL_STORES).toContain(4);
    expect(orders.POS_STORES).toMatchObject({ kiosko: 4 });
    expect(boards.BOARD_STORES).toMatchObject({ kiosko: 4 });
    expect(boards.POLL_MS).toMatchObject({ kiosko: 15_000 });
    expect(boards.EVENT_KEYS).toMatchObject({ kiosko: KIOSK.keys.events });
    expect(boards.TURN_KEYS).toMatchObject({ kiosko: KIOSK.keys.turns });
    expect(boards.PREP_KEYS).toMatchObject({ kiosko: ['kiosko.enlistment'] });
    expect(delivery.DELIVERY_STORES).toContain('kiosko');
    expect(delivery.segmentOf(4 as never)).toBe('kiosko');
    expect(delivery.storeLabel(4)).toBe('Kiosko');
    expect(displays.STORE_TITLES).toMatchObject({ kiosko: 'Kiosko' });
  });

  it('a fourth store gets its menu section, lists, catalog view, boards and pages', async () => {
    const { inventory, permissions, resources, displays, endpoints, canAccess, pages, routes, topics, i18n } =
      await withFourthStore();
    // Menus: its section of the permission tree, after the other stores.
    const section = permissions.PERMISSION_TREE.find((n) => n.key === 'kiosko');
    expect(section?.label).toBe('Kiosko');
    expect(section?.children?.map((n) => n.key)).toEqual(KIOSK.menu.map((e) => e.key));
    expect(permissions.PERMISSION_TREE.map((n) => n.key).indexOf('kiosko')).toBe(
      permissions.PERMISSION_TREE.map((n) => n.key).indexOf('restaurant') + 1,
    );
    // Lists: its order lists and its own catalog view, routed and guarded like the others.
    expect(
      resources.ORDER_LIST_RESOURCES.filter((r) => r.store === ('kiosko' as never)).map((r) => r.def.name),
    ).toEqual(['kiosko/requests', 'kiosko/enlistment', 'kiosko/deliveries', 'kiosko/Reversion']);
    expect(inventory.CATALOG_KEYS.products.byStore).toMatchObject({ 4: 'kiosko.products' });
    expect(inventory.STORE_VIEWS).toContainEqual({
      name: 'kiosko/products',
      resource: 'inventory/products',
      store: 4,
      permission: 'kiosko.products',
      label: 'Productos del kiosko',
    });
    expect(endpoints.endpointOf('kiosko/products')).toMatchObject({
      path: 'inventory/products',
      filter: { store: 4 },
    });
    expect(canAccess.canAccess(['kiosko', 'kiosko.products'], 'kiosko/products', 'list')).toBe(true);
    // Boards: its own hall display, and a section on the external counter's display.
    expect(displays.DISPLAY_PAGES).toContainEqual({
      path: '/kiosko/turns',
      title: 'Turnos Kiosko',
      stores: ['kiosko'],
      permission: 'kiosko.turns',
    });
    expect(displays.DISPLAY_PAGES.find((p) => p.path === '/external/turns')?.stores).toEqual([
      'cafeteria',
      'papeleria',
      'kiosko',
    ]);
    // Its orders are a topic of the event bus, followed with its event keys.
    expect(topics.TOPICS['orders.kiosko']).toEqual({
      keys: KIOSK.keys.events,
      display: true,
      event: 'order',
    });
    // Pages: the menu's entries open pages that exist.
    for (const path of [
      '/kiosko/requests/create',
      '/kiosko/requests/recreate',
      '/kiosko/reports',
      '/kiosko/enlistment/board',
      '/kiosko/turns',
      '/kiosko/products',
      '/kiosko/requests',
    ]) {
      expect(pages.pageExists(path), path).toBe(true);
    }
    // …each opened by the store's own keys, with its own titles.
    const route = (path: string) => routes.APP_ROUTES.find((r) => r.path === path);
    expect(route('/kiosko/requests/create')).toMatchObject({ keys: 'kiosko.pos' });
    expect(i18n.i18nProvider.translate(route('/kiosko/requests/create')?.title ?? '')).toBe(
      'Venta en kiosko',
    );
    expect(route('/kiosko/enlistment/board')).toMatchObject({ keys: 'kiosko.board' });
    expect(route('/kiosko/turns')).toMatchObject({ keys: 'kiosko.turns', noLayout: true });
  });
});
