/**
 * Issue 35 at the cashier's screen: the student's allergies and the school's blocked seals as the
 * cart checks them (cart.ts, the server's words), the cards' state (greyed with the seal; an
 * allergen named and still clickable, to say why), and a supervisor's override of one sale.
 */
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import type { CartProduct } from '../../../domain/cart';
import { DEFAULT_SEAL_SET } from '../../../domain/foodLabels';
import {
  ALLERGY_OVERRIDE_KEY,
  allergensHit,
  allergyMessage,
  blockedSealsOf,
  type FoodCheck,
} from '../../../domain/foodRules';
import type { PosCatalog } from '../../../domain/orders';
import { hasPermission } from '../../../domain/permissions';
import { domainKeys } from '../../../i18n/domain-messages';
import type { CardState } from '../../../kit/catalog/ProductGrid';

export function useFoodRules(allergies: readonly string[] | undefined, policy: PosCatalog['politica']) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const mayOverride = hasPermission(permissions ?? [], ALLERGY_OVERRIDE_KEY);
  // A supervisor's reason, for this sale only, and the product a refusal asks it for.
  const [override, setOverride] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ product: CartProduct; refusal: string } | null>(null);

  const food: FoodCheck = {
    allergies,
    blockedSeals: policy?.sellos_bloqueados,
    sealSet: policy?.conjunto_sellos,
    allergyAllowed: override !== null,
  };
  // A seal in the words of the school's set (the catalog's), an allergen by the product's field.
  const names = (source: 'sellos' | 'alergenos', keys: readonly string[]) =>
    keys
      .map((key) =>
        translate(
          source === 'sellos'
            ? domainKeys.seal(food.sealSet ?? DEFAULT_SEAL_SET, key)
            : domainKeys.option('inventory/products', source, key),
        ),
      )
      .join(', ');

  const stateOf = (p: Pick<CartProduct, 'sellos' | 'alergenos'>): CardState | null => {
    const seals = blockedSealsOf(p.sellos, food.blockedSeals);
    if (seals.length > 0)
      return {
        note: translate('orders.pos.seal_blocked', { seals: names('sellos', seals) }),
        disabled: true,
      };
    const allergens = override === null ? allergensHit(p.alergenos, allergies) : [];
    return allergens.length > 0
      ? { note: translate('orders.pos.allergen', { allergens: names('alergenos', allergens) }) }
      : null;
  };

  /** True when `error` (adding `product`) is the allergy a supervisor may override: the dialog asks for the reason. */
  const askOverride = (product: CartProduct, error: string | null, shown: string) => {
    const allergens = allergensHit(product.alergenos, allergies);
    if (!mayOverride || error === null || allergens.length === 0 || error !== allergyMessage(allergens))
      return false;
    setAsking({ product, refusal: shown });
    return true;
  };

  /** The supervisor's reason given: the asked-for product, to add with the allergy allowed. */
  const authorize = (reason: string): CartProduct | null => {
    const product = asking?.product ?? null;
    setOverride(reason);
    setAsking(null);
    return product;
  };

  return { food, override, asking, stateOf, askOverride, authorize, cancel: () => setAsking(null) };
}
