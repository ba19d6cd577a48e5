/** When a day was reconciled (or tried, or is running), what Mercado Pago listed, and its error. */
import { useTranslate } from 'react-admin';
import { Alert, Stack, Typography } from '@mui/material';
import type { Reconciliation } from '../../../domain/onlinePaymentsStaff';
import { useOnlineDates } from './dates';

export function RunSummary({ run }: { run: Reconciliation }) {
  const translate = useTranslate();
  const dates = useOnlineDates();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`credentials.online.reconciliation.${key}`, args);
  if (run.iniciada_at === null) {
    return <Typography data-testid="online-run">{t('never')}</Typography>;
  }
  const when =
    run.terminada_at !== null
      ? t('finished', { date: dates.instant(run.terminada_at) })
      : t(run.error ? 'failed' : 'running', { date: dates.instant(run.iniciada_at) });
  return (
    <Stack spacing={1} data-testid="online-run">
      <Typography>{when}</Typography>
      {run.terminada_at !== null && (
        <Typography color="text.secondary">{t('listed', { smart_count: run.consultados })}</Typography>
      )}
      {run.error && <Alert severity="error">{run.error}</Alert>}
    </Stack>
  );
}
