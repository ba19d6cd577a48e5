/**
 * `#/external/request` ('Validar carnet'): the point of sale's credential validation ('Mediante
 * codigo' or 'Mediante QR') for the store chosen here; a valid credential opens that store's sale
 * screen (`#/<store>/requests/recreate`) with the customer kept as the point of sale keeps it.
 * Only the stores whose sale key the user holds are offered: the sale itself needs it.
 */
import { useState } from 'react';
import { useLocale, usePermissions, useTranslate } from 'react-admin';
import { Alert, Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DELIVERY_STORES } from '../../../domain/delivery';
import type { PosStore } from '../../../domain/orders';
import { hasPermission } from '../../../domain/permissions';
import { PosValidate } from '../../orders';
import { useStoreLabel } from '../../../kit/useStoreLabel';

function ExternalRequest() {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const locale = useLocale();
  const label = useStoreLabel();
  const stores = DELIVERY_STORES.filter((s) => hasPermission(permissions ?? [], `${s}.pos`));
  const [chosen, setChosen] = useState<PosStore | null>(null);
  const store = chosen && stores.includes(chosen) ? chosen : stores[0];
  if (!store) {
    // 'No tiene permiso para vender en cafetería ni en papelería.'
    const names = DELIVERY_STORES.map((s) => label(s).toLocaleLowerCase(locale));
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate('boards.request.no_store', {
          stores: names.join(translate('boards.request.no_store_joiner')),
        })}
      </Alert>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="body2" color="text.secondary">
          {translate('boards.request.sell_at')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={store}
          onChange={(_, v: PosStore | null) => v && setChosen(v)}
          aria-label={translate('boards.store')}
        >
          {stores.map((s) => (
            <ToggleButton key={s} value={s}>
              {label(s)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <PosValidate key={store} store={store} />
    </Box>
  );
}

export function ExternalRequestPage() {
  return <ExternalRequest />;
}
