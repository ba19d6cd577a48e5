/**
 * A store's catalog as the cashier browses it (spec part 1 §2): the category carousel, the
 * subcategory carousel of the chosen category (3 per page each) and the product grid of what
 * they select. The point of sale and the lock screen both pick products with it; give it a
 * `key` per store so a store change starts from all products again.
 */
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PosCatalog, PosProduct } from '../../domain/orders';
import { Carousel } from './Carousel';
import { ProductGrid, type CardState } from './ProductGrid';

export function CatalogBrowser({
  catalog,
  onPick,
  stateOf,
}: {
  catalog: PosCatalog;
  onPick: (product: PosProduct) => void;
  stateOf: (product: PosProduct) => CardState | null;
}) {
  const translate = useTranslate();
  const [category, setCategory] = useState<number | null>(null);
  const [subcategory, setSubcategory] = useState<number | null>(null);
  const products = useMemo(
    () =>
      catalog.products.filter(
        (p) =>
          (category === null || p.id_category === category) &&
          (subcategory === null || p.id_subcategory === subcategory),
      ),
    [catalog, category, subcategory],
  );
  const subcategories = catalog.categories.find((c) => c.id === category)?.subcategories ?? [];
  return (
    <>
      <Carousel
        label={translate('app.catalog.categories')}
        items={catalog.categories}
        selected={category}
        onSelect={(id) => {
          setCategory(id);
          setSubcategory(null);
        }}
      />
      {subcategories.length > 0 && (
        <Carousel
          key={category}
          label={translate('app.catalog.subcategories')}
          items={subcategories}
          selected={subcategory}
          onSelect={setSubcategory}
        />
      )}
      <ProductGrid key={`${category}-${subcategory}`} products={products} onPick={onPick} stateOf={stateOf} />
    </>
  );
}
