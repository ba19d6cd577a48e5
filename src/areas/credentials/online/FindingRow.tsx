/**
 * One difference of a day's reconciliation: what kind, which of Mercado Pago's payments, ours and
 * theirs side by side, and either its button or who settled it, when, and what it came to.
 */
import { useTranslate } from 'react-admin';
import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { ReconciliationFinding } from '../../../domain/onlinePaymentsStaff';
import { formatMoney } from '../../../domain/money';
import { useOnlineDates } from './dates';
import { StateChip, useProviderState } from './StateChip';

export const FINDING_COLUMNS = ['tipo', 'id_pago', 'acudiente', 'here', 'there', 'resolution'] as const;

export function FindingRow({
  finding,
  busy,
  onSettle,
}: {
  finding: ReconciliationFinding;
  busy: boolean;
  onSettle: () => void;
}) {
  const translate = useTranslate();
  const dates = useOnlineDates();
  const providerState = useProviderState();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`credentials.online.reconciliation.${key}`, args);
  // Not approved there: the staff apply what Mercado Pago says now; approved there: they credit it.
  const action = finding.tipo === 'sin_acreditar' ? 'credit' : 'apply';
  return (
    <TableRow data-testid="online-finding-row">
      <TableCell sx={{ minWidth: 180 }}>{t(`kinds.${finding.tipo}`)}</TableCell>
      <TableCell sx={{ wordBreak: 'break-word' }}>{finding.id_pago}</TableCell>
      <TableCell sx={{ minWidth: 120 }}>{finding.acudiente ?? '—'}</TableCell>
      <TableCell>
        {finding.estado === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('not_here')}
          </Typography>
        ) : (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <span>{formatMoney(finding.total)}</span>
            <StateChip state={finding.estado} />
          </Stack>
        )}
      </TableCell>
      <TableCell>
        <Stack spacing={0.5}>
          <span>{finding.valor_proveedor === null ? '—' : formatMoney(finding.valor_proveedor)}</span>
          <Typography variant="body2" color="text.secondary">
            {finding.estado_proveedor === null ? '—' : providerState(finding.estado_proveedor)}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        {finding.resuelto_at === null ? (
          <Button
            size="small"
            variant={action === 'credit' ? 'contained' : 'outlined'}
            disabled={busy}
            onClick={onSettle}
            aria-label={t(`${action}_of`, { id: finding.id_pago })}
          >
            {t(action)}
          </Button>
        ) : (
          <>
            <Typography variant="body2">
              {t('settled', {
                name: finding.resuelto_por ?? t('someone'),
                date: dates.instant(finding.resuelto_at),
              })}
            </Typography>
            {finding.resultado && (
              <Typography variant="body2" color="text.secondary">
                {t(`outcomes.${finding.resultado}`, { _: finding.resultado })}
              </Typography>
            )}
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
