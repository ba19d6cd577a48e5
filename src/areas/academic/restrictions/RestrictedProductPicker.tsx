/**
 * The restriction detail's product browser: a tab per store with its catalog, as the cashier sees it
 * (CatalogBrowser of the point of sale), the products already restricted marked; picking one
 * hands it to the page, which restricts it.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Card, CardContent, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { POS_SEGMENTS, type PosProduct, type PosStore } from '../../../domain/orders';
import { useCallQuery } from '../../../dataProvider/hooks';
import { CatalogBrowser } from '../../../kit/catalog/CatalogBrowser';
import type { CardState } from '../../../kit/catalog/ProductGrid';
import { useStoreLabel } from '../../../kit/useStoreLabel';

export function RestrictedProductPicker({
  restricted,
  onPick,
}: {
  restricted: ReadonlySet<number>;
  onPick: (p: PosProduct) => void;
}) {
  const translate = useTranslate();
  const storeLabel = useStoreLabel();
  const restrictedState: CardState = { note: translate('academic.lock.restricted') };
  const [store, setStore] = useState<PosStore>(POS_SEGMENTS[0]);
  // One query per store: a tab shown before comes back from the cache.
  const { data: catalog, error } = useCallQuery(['restrictionCatalog', store], (dp) =>
    dp.restrictionCatalog(store),
  );

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('academic.lock.products')}
        </Typography>
        <Tabs value={store} onChange={(_, value: PosStore) => setStore(value)} sx={{ mb: 2 }}>
          {POS_SEGMENTS.map((segment) => (
            <Tab key={segment} value={segment} label={storeLabel(segment)} />
          ))}
        </Tabs>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!catalog && !error && <CircularProgress aria-label={translate('academic.lock.loading_products')} />}
        {catalog && (
          <CatalogBrowser
            key={store}
            catalog={catalog}
            onPick={onPick}
            stateOf={(p) => (restricted.has(p.id) ? restrictedState : null)}
          />
        )}
      </CardContent>
    </Card>
  );
}
