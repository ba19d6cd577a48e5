/**
 * The domain's rules' texts (the cart, the order edit, the offline till, the food rules), in both
 * languages: the points of sale, an order's edit and the lunch line show a rule's answer through
 * them (./ruleText.ts). The keys keep the `orders.rules` prefix they were born with.
 */
import { defineMessages } from '../i18n/catalog';
import {
  DAILY_LIMIT_MESSAGE,
  EMPTY_CART,
  INSUFFICIENT_FUNDS_MESSAGE,
  NOT_ENOUGH_PRODUCTS,
  productLockedMessage,
} from '../domain/cart';
import { ITEM_FIELDS_REQUIRED } from '../domain/orderEdit';
import { DUPLICATE_PRODUCT, OVER_BALANCE } from '../domain/orders';
import {
  OFFLINE_NO_ROSTER,
  OFFLINE_TILL_DISABLED,
  OFFLINE_UNKNOWN_CUSTOMER,
  offlineFunds,
  offlineMealTaken,
  offlineSaleTooBig,
  offlineTooLong,
  offlineTotalReached,
} from '../domain/offline';
import { ALLERGY_OVERRIDE_MESSAGES, allergyText, sealBlockedText } from '../domain/foodRules';

/**
 * The texts the domain's rules answer with (cart.ts, orderEdit.ts, orders.ts): the screens
 * show the catalog's text of the rule instead (see ./ruleText.ts), so the Spanish is the
 * rule's own text and a `%{name}` stands for the part that varies.
 */
export const RULE_TEXTS = {
  not_enough_products: NOT_ENOUGH_PRODUCTS,
  empty_cart: EMPTY_CART,
  insufficient_funds: INSUFFICIENT_FUNDS_MESSAGE,
  daily_limit: DAILY_LIMIT_MESSAGE,
  product_locked: productLockedMessage('%{name}'),
  item_fields_required: ITEM_FIELDS_REQUIRED,
  duplicate_product: DUPLICATE_PRODUCT,
  over_balance: OVER_BALANCE,
  // The offline till's refusals (issue 33).
  offline_unknown: OFFLINE_UNKNOWN_CUSTOMER,
  offline_no_roster: OFFLINE_NO_ROSTER,
  offline_disabled: OFFLINE_TILL_DISABLED,
  offline_too_long: offlineTooLong('%{hours}'),
  offline_sale_too_big: offlineSaleTooBig('%{max}'),
  offline_total: offlineTotalReached('%{max}', '%{sold}'),
  offline_funds: offlineFunds('%{saldo}'),
  offline_meal: offlineMealTaken('%{name}'),
  // Issue 35's rules: a seal the school blocks, the student's allergens.
  seal_blocked: sealBlockedText('%{name}', '%{seals}', false),
  seals_blocked: sealBlockedText('%{name}', '%{seals}', true),
  // The relative agrees with the allergens: 'maní, al que', 'leche, a la que', 'soya y leche, a las que'.
  allergy: allergyText('%{allergens}', 'm'),
  allergy_feminine: allergyText('%{allergens}', 'f'),
  allergies: allergyText('%{allergens}', 'mp'),
  allergies_feminine: allergyText('%{allergens}', 'fp'),
  allergy_needs_key: ALLERGY_OVERRIDE_MESSAGES.needsKey,
} as const;

export const ruleMessages = defineMessages(
  { orders: { rules: RULE_TEXTS } },
  {
    orders: {
      rules: {
        not_enough_products: 'Not enough products in stock',
        empty_cart: 'Add at least one product to the order',
        insufficient_funds: 'The customer does not have enough funds',
        daily_limit: 'The purchase exceeds the daily spending cap',
        product_locked: 'The product %{name} is restricted for this student',
        item_fields_required: 'Price, quantity and total must be numbers greater than 0',
        duplicate_product: 'You have already added this product.',
        over_balance: 'You cannot exceed the balance.',
        offline_unknown: "Offline: the credential or document is not on this till's list",
        offline_no_roster:
          "Offline and without this till's credential list: no sales until the connection returns",
        offline_disabled: 'This till is not allowed to sell offline',
        offline_too_long:
          'The till has been offline for more than %{hours} h: no sales until the connection returns',
        offline_sale_too_big: 'Offline, each sale can be up to %{max}',
        offline_total: 'Offline, this till can sell up to %{max} in total; it has sold %{sold}',
        offline_funds:
          'The customer does not have enough funds (available balance %{saldo}, counting unsynced sales)',
        offline_meal: '%{name} already had lunch in this service (offline)',
        seal_blocked: 'The school does not sell %{name}: it carries the seal %{seals}',
        seals_blocked: 'The school does not sell %{name}: it carries the seals %{seals}',
        allergy: 'The product contains %{allergens}, which the student is allergic to',
        allergy_feminine: 'The product contains %{allergens}, which the student is allergic to',
        allergies: 'The product contains %{allergens}, which the student is allergic to',
        allergies_feminine: 'The product contains %{allergens}, which the student is allergic to',
        allergy_needs_key: 'Only a supervisor with the allergy key can authorize this sale',
      },
    },
  },
);
