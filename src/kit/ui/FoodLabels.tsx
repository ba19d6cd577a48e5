/**
 * What a product's label says (issue 35) as chips: its warning seals, then its allergens, named by
 * the product's own fields (src/domain/resources/inventory.ts), so the product list, the cashier's
 * card and the lunch line show and say the same. A product without them shows nothing.
 */
import { useTranslate } from 'react-admin';
import type { FoodLabels as Labels } from '../../domain/foodLabels';
import { productsResource } from '../../domain/resources';
import { chosenOptionChips, LabelChips } from './LabelChips';
import { useSealSet } from './useSealSet';

/** `product` may lack the lists (a till's catalog cached before they existed). */
export function FoodLabels({ product, testId }: { product: Partial<Labels>; testId?: string }) {
  const translate = useTranslate();
  const seals = useSealSet();
  const items = [
    ...chosenOptionChips(productsResource, 'sellos', product.sellos, translate, seals),
    ...chosenOptionChips(productsResource, 'alergenos', product.alergenos, translate),
  ];
  return <LabelChips items={items} testId={testId} />;
}
