/** What the list and a payment's page share: the state as a chip with its name, and a moment in the reader's language. */
import { Chip, type ChipProps } from '@mui/material';
import type { OnlinePaymentState } from '../../domain/onlinePaymentRules';
import { usePortal } from '../i18n';

// White text on MUI's orange or light blue fails 4.5:1 (WCAG 1.4.3): pending grey as TransferCard's,
// held in the theme's blue, refunded outlined (dark text on white).
const LOOK: Record<OnlinePaymentState, { color: ChipProps['color']; variant: ChipProps['variant'] }> = {
  pendiente: { color: 'default', variant: 'filled' },
  aprobado: { color: 'success', variant: 'filled' },
  rechazado: { color: 'error', variant: 'filled' },
  reembolsado: { color: 'default', variant: 'outlined' },
  retenido: { color: 'primary', variant: 'filled' },
};

export function PaymentStateChip({ state }: { state: OnlinePaymentState }) {
  const { t } = usePortal();
  return (
    <Chip
      size="small"
      {...LOOK[state]}
      label={t(`payments.states.${state}`)}
      data-testid="payment-state"
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** An instant of the server's (ISO) as the reader writes it: '10 mar 2026, 10:05 a. m.'. */
export function useWhen() {
  const { locale } = usePortal();
  return (iso: string) =>
    new Date(iso).toLocaleString(locale === 'en' ? 'en-US' : 'es-CO', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
}
