import { useTranslate } from 'react-admin';
import { storeById, storeBySegment } from '../domain/stores';
import { domainKeys } from '../i18n/domain-messages';

/**
 * A store's name in the reader's language (the registry's label, `app.stores.<segment>.label`),
 * by its id (an order's `store`) or its route segment; 'Tienda N' for an id the registry lacks.
 */
export function useStoreLabel() {
  const translate = useTranslate();
  return (store: number | string): string => {
    const entry = typeof store === 'number' ? storeById(store) : storeBySegment(store);
    // The registry's Spanish name stands in while a store's English is missing.
    return entry
      ? translate(domainKeys.store(entry.segment, 'label'), { _: entry.label })
      : translate('app.store_unknown', { id: store });
  };
}
