/**
 * A large catalog at the point of sale: the grid draws its first cards and a button for more,
 * and a new category or subcategory starts again from its first cards. A card shows what its
 * product's label says (issue 35), each chip named for screen readers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { PosCatalog } from '../../src/domain/orders';
import { CatalogBrowser } from '../../src/kit/catalog/CatalogBrowser';
import { GRID_PAGE, ProductGrid } from '../../src/kit/catalog/ProductGrid';
import { i18nProvider } from '../../src/app/i18n';

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
    sellos: [],
    alergenos: [],
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
    await user.click(
      screen.getByRole('button', { name: `Ver más productos (quedan ${130 - 2 * GRID_PAGE})` }),
    );
    expect(cards()).toHaveLength(130);
    expect(screen.queryByRole('button', { name: /Ver más productos/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bebidas' }));
    expect(cards()).toHaveLength(GRID_PAGE);
    expect(
      screen.getByRole('button', { name: `Ver más productos (quedan ${100 - GRID_PAGE})` }),
    ).toBeInTheDocument();
    await user.click(cards()[0]);
    expect(onPick).toHaveBeenCalledWith(catalog.products[0]);
  }, 60_000); // 5 000 cards drawn in jsdom: several seconds alone, more on a busy machine
});

describe('a card with its label', () => {
  it('shows the seals, then the allergens, as named images inside the card; a product without them shows none', () => {
    const products = [
      { ...catalog.products[0], name: 'Maní salado 50 g', sellos: ['sodio'], alergenos: ['mani'] },
      // As a till's catalog cached before the labels existed.
      { id: 2, name: 'Agua 600 ml', price: 2000, url: null },
    ];
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ProductGrid products={products} onPick={() => undefined} />
      </AdminContext>,
    );
    const [peanuts, water] = cards();
    expect(
      within(peanuts)
        .getAllByRole('img', { name: /:/ })
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Sellos de advertencia: EXCESO EN SODIO', 'Alérgenos: Maní']);
    expect(
      within(peanuts).getByRole('img', { name: 'Sellos de advertencia: EXCESO EN SODIO' }),
    ).toHaveTextContent('EXCESO EN SODIO');
    expect(peanuts).toHaveAccessibleName(/^Maní salado 50 g, \$\s?1\.000.*EXCESO EN SODIO.*Alérgenos: Maní/);
    expect(within(water).queryAllByRole('img', { name: /:/ })).toEqual([]);
  });
});
