/** An online payment's state here as a chip, and Mercado Pago's own word for it in the catalog's. */
import { useTranslate } from 'react-admin';
import { Chip, type ChipProps } from '@mui/material';
import type { OnlinePaymentState } from '../../../domain/onlinePayments';

/** The warning Alert's colours for held (it needs the staff): MUI's orange chip leaves white text below 4.5:1. */
const STATE_CHIP: Record<OnlinePaymentState, Partial<ChipProps>> = {
  pendiente: { variant: 'outlined' },
  aprobado: { color: 'success' },
  rechazado: { color: 'error', variant: 'outlined' },
  reembolsado: { variant: 'outlined' },
  retenido: { sx: { bgcolor: '#fff4e5', color: '#663c00', border: '1px solid #ffb74d' } },
};

const stateKey = (state: OnlinePaymentState) => `credentials.online.states.${state}`;

export function StateChip({ state }: { state: OnlinePaymentState }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(stateKey(state))} {...STATE_CHIP[state]} />;
}

/** Mercado Pago's status ('approved', 'in_process'…) in words; one the catalog does not know, as it came. */
export function useProviderState() {
  const translate = useTranslate();
  return (status: string) => translate(`credentials.online.provider_states.${status}`, { _: status });
}
