/**
 * `#/admin/carnets/cashclose` (`carnets.cashclose`): the staff member closes their own cash (issue 34).
 * Blind: before the count the page says only how many movements wait and since when; once the close
 * is recorded it shows expected vs counted, asks for a note when they differ, and offers the Z report.
 */
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { CashClose } from '../../../domain/cashClose';
import { callKey, useCallQuery } from '../../../dataProvider/hooks';
import { intlLocale } from '../../../kit/format';
import { CashCountForm } from './CashCountForm';
import { CloseList } from './CloseList';
import { CloseNoteForm } from './CloseNoteForm';
import { CloseSummary } from './CloseSummary';

function ClosedNow({ close, onChange }: { close: CashClose; onChange: (close: CashClose) => void }) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity={close.diferencia.total === 0 ? 'success' : 'info'} sx={{ mb: 2 }} role="status">
        {translate('credentials.cashclose.closed', { number: close.numero, smart_count: close.movimientos })}
      </Alert>
      <CloseSummary close={close} />
      {close.falta_nota ? (
        <CloseNoteForm close={close} onSaved={onChange} />
      ) : (
        <Button
          component={RouterLink}
          to={`/admin/carnets/cashclose/${close.id}`}
          variant="contained"
          sx={{ mt: 2 }}
        >
          {translate('credentials.cashclose.z_report')}
        </Button>
      )}
    </>
  );
}

export function CashClosePage() {
  const translate = useTranslate();
  const locale = intlLocale(useLocale());
  const queryClient = useQueryClient();
  const [closed, setClosed] = useState<CashClose | null>(null);
  const period = useCallQuery(['cashclose', 'open'], (dp) => dp.blindPeriod(), { enabled: closed === null });
  const t = (key: string, args?: Record<string, unknown>) => translate(`credentials.cashclose.${key}`, args);
  const after = (close: CashClose) => {
    setClosed(close);
    void queryClient.invalidateQueries({ queryKey: callKey(['cashclose']) });
  };
  // The period in words: a first close from the day closes count from, a later one from the last close's instant.
  const since = period.data?.desde
    ? new Date(period.data.desde).toLocaleString(
        locale,
        period.data.ultimo
          ? { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' }
          : { dateStyle: 'full' },
      )
    : null;

  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {translate('app.menu.carnets.cashclose')}
          </Typography>
          {closed ? (
            <ClosedNow close={closed} onChange={setClosed} />
          ) : period.error ? (
            <Alert severity="error">{period.error.message}</Alert>
          ) : !period.data ? (
            <CircularProgress aria-label={translate('ra.page.loading')} />
          ) : period.data.movimientos === 0 ? (
            <Alert severity="info">{t('nothing')}</Alert>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="blind-period">
                {t(period.data.ultimo ? 'period_since_close' : 'period_first', {
                  smart_count: period.data.movimientos,
                  since: since ?? '',
                  last: period.data.ultimo ?? '',
                })}
              </Typography>
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('blind_help')}
              </Alert>
              <CashCountForm onClosed={after} />
            </>
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('mine')}
          </Typography>
          <CloseList scope="mine" />
        </CardContent>
      </Card>
    </>
  );
}
