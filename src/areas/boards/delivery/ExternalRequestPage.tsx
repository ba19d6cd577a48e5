/**
 * `#/external/request` ('Validar carnet'): the point of sale's credential validation ('Mediante
 * codigo' or 'Mediante QR') for the store chosen here; a valid credential opens that store's sale
 * screen (`#/<store>/requests/recreate`) with the customer kept as the point of sale keeps it.
 * Only the stores whose sale key the user holds are offered: the sale itself needs it.
 */
import { useState } from 'react';
import { usePermissions } from 'react-admin';
import { Alert, Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DELIVERY_STORES } from '../../../domain/delivery';
import { POS_STORES, type PosStore } from '../../../domain/orders';
import { storeLabel } from '../../../domain/stores';
import { hasPermission } from '../../../domain/permissions';
import { PosValidate } from '../../orders/pos/PosValidatePage';

const label = (store: PosStore) => storeLabel(POS_STORES[store]);
/** 'No tiene permiso para vender en cafetería ni en papelería.' */
const NO_STORE = `No tiene permiso para vender en ${DELIVERY_STORES.map((s) => label(s).toLocaleLowerCase('es')).join(' ni en ')}.`;

function ExternalRequest() {
  const { permissions } = usePermissions<string[]>();
  const stores = DELIVERY_STORES.filter((s) => hasPermission(permissions ?? [], `${s}.pos`));
  const [chosen, setChosen] = useState<PosStore | null>(null);
  const store = chosen && stores.includes(chosen) ? chosen : stores[0];
  if (!store) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {NO_STORE}
      </Alert>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="body2" color="text.secondary">
          Vender en
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={store}
          onChange={(_, v: PosStore | null) => v && setChosen(v)}
          aria-label="Tienda"
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
