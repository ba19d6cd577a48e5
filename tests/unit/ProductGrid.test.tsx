/**
 * A large catalog at the point of sale: the grid draws its first cards and a button for more,
 * and a new category or subcategory starts again from its first cards.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { PosCatalog } from '../../src/domain/orders';
import { CatalogBrowser } from '../../src/areas/orders/pos/CatalogBrowser';
import { GRID_PAGE } from '../../src/areas/orders/pos/ProductGrid';
import { i18nProvider } from '../../src/i18n';

afterEach(() => cleanup());

const catalog: PosCatalog = {
  categories: [
    { id: 1, name: 'Bebidas', url: null, subcategories: [] },
    { id: 2, name: 'Snacks', url: null, subcategories: [] },
  ],
  products: Array.from({ length: 130 }, (_, i) => ({
    id: i + 1,
    name: `Producto ${i + 1}`,
    price: 1000,
    stock: 10,
    enlistment: 0 as const,
    url: null,
    id_category: i < 100 ? 1 : 2,
    id_subcategory: null,
  })),
};

const cards = () => within(screen.getByTestId('product-grid')).getAllByRole('button');

describe('the product grid of a large catalog', () => {
  it('draws the first cards and adds more on request; a category starts from its first', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <CatalogBrowser catalog={catalog} onPick={onPick} stateOf={() => null} />
      </AdminContext>,
    );
    expect(cards()).toHaveLength(GRID_PAGE);
    await user.click(screen.getByRole('button', { name: `Ver más productos (quedan ${130 - GRID_PAGE})` }));
    expect(cards()).toHaveLength(2 * GRID_PAGE);
    await user.click(screen.getByRole('button', { name: `Ver más productos (quedan ${130 - 2 * GRID_PAGE})` }));
    expect(cards()).toHaveLength(130);
    expect(screen.queryByRole('button', { name: /Ver más productos/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bebidas' }));
    expect(cards()).toHaveLength(GRID_PAGE);
    expect(screen.getByRole('button', { name: `Ver más productos (quedan ${100 - GRID_PAGE})` })).toBeInTheDocument();
    await user.click(cards()[0]);
    expect(onPick).toHaveBeenCalledWith(catalog.products[0]);
  }, 60_000); // 5 000 cards drawn in jsdom: several seconds alone, more on a busy machine
});
