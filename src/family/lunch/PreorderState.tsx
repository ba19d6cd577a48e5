/**
 * A service's pre-order of the day: its state (pedido, servido, cancelado, anulado), what will be
 * served (the alternative when an allergy swapped the menu), and how it was paid — the month's
 * plan, a pack's lunch, or the balance and how much.
 */
import { Chip, Stack, Typography } from '@mui/material';
import type { Preorder } from '../../domain/lunchMenus';
import { formatMoney } from '../../domain/money';
import { allergenList, useLunchTexts } from './texts';
import { isActive } from './week';

const COLOR = { pedido: 'primary', servido: 'success', cancelado: 'default', anulado: 'default' } as const;

export function PreorderState({ preorder }: { preorder: Preorder }) {
  const t = useLunchTexts();
  const active = isActive(preorder);
  return (
    <Stack spacing={0.5} data-testid="lunch-preorder" sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={COLOR[preorder.estado]}
          label={t(`lunch.states.${preorder.estado}`)}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {preorder.producto}
        </Typography>
      </Stack>
      {active && preorder.alergenos.length > 0 && (
        <Typography variant="body2">
          {t('lunch.instead', { product: preorder.producto, allergens: allergenList(t, preorder.alergenos) })}
        </Typography>
      )}
      {active && (
        <Typography variant="body2" color="text.secondary">
          {t(`lunch.paid.${preorder.pago}`, { amount: formatMoney(preorder.monto) })}
        </Typography>
      )}
      {preorder.estado === 'anulado' && (
        <Typography variant="body2" color="text.secondary">
          {t('lunch.anulado')}
        </Typography>
      )}
    </Stack>
  );
}
