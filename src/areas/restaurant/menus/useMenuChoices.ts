/**
 * What a menu is made of: the restaurant's services (none: every student's) and its products,
 * read through the resources the services' and user categories' screens read.
 */
import { useGetList } from 'react-admin';
import { STORE } from '../../../domain/stores';

export interface Choice {
  id: number;
  name: string;
}

export function useMenuChoices() {
  const services = useGetList<Choice>('restaurant/services', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'h_start', order: 'ASC' },
  });
  const products = useGetList<Choice>('inventory/products', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: { store: STORE.restaurant },
  });
  return {
    services: services.data ?? [],
    products: products.data ?? [],
    loading: services.isPending || products.isPending,
    error: services.error ?? products.error ?? null,
  };
}
