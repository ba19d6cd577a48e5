/** One row of the online payments: whose, for which children, its state and what Mercado Pago said. */
import { useTranslate } from 'react-admin';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import type { StaffOnlinePayment } from '../../../domain/onlinePaymentsStaff';
import { formatMoney } from '../../../domain/money';
import { useOnlineDates } from './dates';
import { StateChip, useProviderState } from './StateChip';

export const PAYMENT_COLUMNS = [
  'created_at',
  'acudiente',
  'hijos',
  'total',
  'comision',
  'estado',
  'referencia',
  'proveedor',
] as const;
export const MONEY_COLUMNS: ReadonlySet<string> = new Set(['total', 'comision']);

/** Only a payment still waiting or held is asked again: the others are settled there. */
export const canRefresh = (payment: StaffOnlinePayment) =>
  payment.estado === 'pendiente' || payment.estado === 'retenido';

export function PaymentRow({
  payment,
  busy,
  onRefresh,
}: {
  payment: StaffOnlinePayment;
  busy: boolean;
  onRefresh: () => void;
}) {
  const translate = useTranslate();
  const dates = useOnlineDates();
  const providerState = useProviderState();
  const t = (key: string, args?: Record<string, unknown>) => translate(`credentials.online.${key}`, args);
  const asked = payment.total + payment.comision;
  // Mercado Pago approving another amount than the one asked is why a payment is held.
  const otherAmount = payment.valor_proveedor !== null && payment.valor_proveedor !== asked;
  return (
    <TableRow data-testid="online-payment-row">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.instant(payment.created_at)}</TableCell>
      <TableCell sx={{ minWidth: 120 }}>{payment.acudiente}</TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {payment.hijos.map((child) => (
          <Typography key={child.id_estudiante} variant="body2">
            {t('child', { name: child.estudiante, amount: formatMoney(child.valor) })}
          </Typography>
        ))}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(payment.total)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(payment.comision)}
      </TableCell>
      <TableCell>
        <StateChip state={payment.estado} />
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-word' }}>{payment.referencia ?? '—'}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        {payment.estado_proveedor === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('provider_silent')}
          </Typography>
        ) : (
          <Box component="span">{providerState(payment.estado_proveedor)}</Box>
        )}
        {otherAmount && (
          <Typography variant="body2" sx={{ color: '#663c00', fontWeight: 500 }}>
            {t('provider_paid', {
              paid: formatMoney(payment.valor_proveedor),
              asked: formatMoney(asked),
            })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {canRefresh(payment) && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<SyncIcon />}
            disabled={busy}
            onClick={onRefresh}
            sx={{ whiteSpace: 'nowrap' }}
            aria-label={t('refresh_of', { amount: formatMoney(asked), name: payment.acudiente })}
          >
            {t('refresh')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
