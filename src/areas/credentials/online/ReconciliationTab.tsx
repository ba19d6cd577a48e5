/**
 * The *Conciliación* tab: a day (yesterday at first, the day the server's job reconciles), when it
 * was reconciled and what Mercado Pago listed, and each difference found, settled with one click.
 * The day is reconciled again on demand; a refusal of the day shows under its field.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { isCalendarDay } from '../../../domain/dateRange';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { domainKeys } from '../../../i18n/domain-messages';
import { localDay, useOnlineDates } from './dates';
import { FINDING_COLUMNS, FindingRow } from './FindingRow';
import { RunSummary } from './RunSummary';

const DAY = 'onlineReconciliation';

export function ReconciliationTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dates = useOnlineDates();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`credentials.online.reconciliation.${key}`, args);
  const [day, setDay] = useState(() => localDay(-1));
  const [error, setError] = useState<string | null>(null);
  const valid = isCalendarDay(day);
  const run = useCallQuery([DAY, day], (dp) => dp.onlineReconciliation(day), { enabled: valid });
  const reread = () => queryClient.invalidateQueries({ queryKey: callKey([DAY]) });
  // After a click the row's button is gone: the focus goes to the findings instead of nowhere.
  const findings = useRef<HTMLDivElement>(null);

  const reconcile = useCallMutation((dp, dia: string) => dp.reconcileOnline(dia), {
    onSuccess: ({ reconciliation, message }) => {
      queryClient.setQueryData(callKey([DAY, reconciliation.dia]), reconciliation);
      notify(message, { type: 'info' });
    },
    onError: (err) => {
      const dayError = fieldErrorsOf(err).dia;
      if (dayError) return setError(dayError);
      notify(err.message, { type: 'error' });
      // Mercado Pago not answering leaves its error on the day's run.
      void reread();
    },
  });
  const settle = useCallMutation((dp, id: number) => dp.settleOnlineFinding(id), {
    onSuccess: ({ resultado, message }) =>
      notify(message, { type: resultado === 'held' || resultado === 'paidTwice' ? 'warning' : 'info' }),
    onError: (err) => notify(err.message, { type: 'error' }),
    onSettled: () => {
      findings.current?.focus();
      return reread();
    },
  });

  const label = t('day');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reconcile.isPending) return;
    if (!day) return setError(translate(domainKeys.validation('required'), { field: label }));
    reconcile.mutate(day);
  };
  const rows = run.data?.hallazgos ?? [];

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('help')}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <TextField
          type="date"
          name="dia"
          label={label}
          value={day}
          onChange={(e) => {
            setDay(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localDay() } }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<FactCheckIcon />}
          disabled={reconcile.isPending}
          sx={{ minHeight: 56 }}
        >
          {t('run')}
        </Button>
      </Stack>
      {!valid ? null : run.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : run.isError ? (
        <Alert severity="error">{run.error.message}</Alert>
      ) : (
        <>
          <RunSummary run={run.data} />
          <Box ref={findings} tabIndex={-1} sx={{ outline: 'none', mt: 2 }}>
            {run.data.terminada_at !== null && rows.length === 0 ? (
              <Typography color="text.secondary">{t('all_match')}</Typography>
            ) : rows.length > 0 ? (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('table', { date: dates.day(run.data.dia) })}>
                  <TableHead>
                    <TableRow>
                      {FINDING_COLUMNS.map((column) => (
                        <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((finding) => (
                      <FindingRow
                        key={finding.id}
                        finding={finding}
                        busy={settle.isPending && settle.variables === finding.id}
                        onSettle={() => !settle.isPending && settle.mutate(finding.id)}
                      />
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ) : null}
          </Box>
        </>
      )}
    </>
  );
}
