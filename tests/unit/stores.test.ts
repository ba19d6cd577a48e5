/**
 * The store registry drives every store-dependent table of the domain: with a fake fourth
 * store added to it (and no other edit), it appears in each table it qualifies for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Stores from '../../src/domain/stores';

const KIOSK = {
  id: 4,
  segment: 'kiosko',
  label: 'Kiosko',
  sale: true,
  delivery: true,
  pollMs: 15_000,
  turnName: 'full',
  turnAliases: [],
  keys: { events: ['kiosko.pos'], turns: ['kiosko.turns'], prep: ['kiosko.enlistment'] },
};

afterEach(() => {
  vi.doUnmock('../../src/domain/stores');
  vi.resetModules();
});

async function withFourthStore() {
  vi.resetModules();
  vi.doMock('../../src/domain/stores', async (importOriginal) => {
    const real = await importOriginal<typeof Stores>();
    const registry = [...real.STORE_REGISTRY, KIOSK] as unknown as typeof real.STORE_REGISTRY;
    const pick = <T,>(f: (s: (typeof registry)[number]) => T) => Object.fromEntries(registry.map((s) => [s.segment, f(s)]));
    return {
      ...real,
      STORE_REGISTRY: registry,
      STORE: pick((s) => s.id),
      SALE_STORES: Object.fromEntries(registry.filter((s) => s.sale).map((s) => [s.segment, s.id])),
      storeById: (id: number) => registry.find((s) => s.id === id),
      storeLabel: (id: number) => registry.find((s) => s.id === id)?.label ?? `Tienda ${id}`,
      byStore: pick,
    };
  });
  return {
    inventory: await import('../../src/domain/inventory'),
    orders: await import('../../src/domain/orders'),
    boards: await import('../../src/domain/boards'),
    delivery: await import('../../src/domain/delivery'),
    displays: await import('../../src/domain/displays'),
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
    expect(boards.EVENT_KEYS).toMatchObject({ kiosko: ['kiosko.pos'] });
    expect(boards.TURN_KEYS).toMatchObject({ kiosko: ['kiosko.turns'] });
    expect(boards.PREP_KEYS).toMatchObject({ kiosko: ['kiosko.enlistment'] });
    expect(delivery.DELIVERY_STORES).toContain('kiosko');
    expect(delivery.segmentOf(4 as never)).toBe('kiosko');
    expect(delivery.storeLabel(4)).toBe('Kiosko');
    expect(displays.STORE_TITLES).toMatchObject({ kiosko: 'Kiosko' });
  });
});
