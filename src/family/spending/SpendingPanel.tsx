/**
 * A child's *Gastos* on the portal: the period chosen (this week, this month, this school year) and
 * where the money went in it (server/modules/family/spending). The figures and their charts
 * (src/kit/spending, with @mui/x-charts) are fetched only when this panel shows, not with the
 * child's page. A refusal, or no connection, is said; a period without purchases is one sentence.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { Alert, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { SPENDING_PERIODS, type Spending, type SpendingPeriod } from '../../domain/spending';
import { spendingLabels } from '../../kit/spending/labels';
import { ApiRefusal, familyApi } from '../api';
import { usePortal } from '../i18n';

/** The charts' code, or, when it cannot be fetched (offline), the portal's sentence for that. */
const SpendingFigures = lazy(() =>
  import('../../kit/spending/SpendingFigures').catch(() => ({ default: Unreachable })),
);

function Unreachable() {
  const { t } = usePortal();
  return <Alert severity="error">{t('offline')}</Alert>;
}

interface Answer {
  /** The child and period it answers: one asked before a change is not shown after it. */
  asked: string;
  spending?: Spending;
  problem?: string;
}

export function SpendingPanel({ childId }: { childId: number }) {
  const { t, locale } = usePortal();
  const [periodo, setPeriodo] = useState<SpendingPeriod>('semana');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const asked = `${childId}:${periodo}`;

  useEffect(() => {
    let live = true;
    familyApi.spending(childId, periodo).then(
      (spending) => live && setAnswer({ asked, spending }),
      (err: unknown) =>
        live &&
        setAnswer({ asked, problem: err instanceof ApiRefusal && err.message ? err.message : t('offline') }),
    );
    return () => {
      live = false;
    };
  }, [asked, childId, periodo, t]);

  const shown = answer?.asked === asked ? answer : null;
  const intl = locale === 'en' ? 'en-US' : 'es-CO';
  const day = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(intl, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  const labels = (spending: Spending) =>
    spendingLabels((key, options) => t(`spending.${key}`, options), spending.compras);
  const loading = <CircularProgress aria-label={t('loading')} />;

  return (
    <Stack spacing={2} data-testid="spending-panel">
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={periodo}
        onChange={(_, next: SpendingPeriod | null) => next && setPeriodo(next)}
        aria-label={t('spending.period')}
      >
        {SPENDING_PERIODS.map((p) => (
          <ToggleButton key={p} value={p} sx={{ minHeight: 44, textTransform: 'none', lineHeight: 1.2 }}>
            {t(`spending.periods.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!shown && loading}
      {shown?.problem && <Alert severity="error">{shown.problem}</Alert>}
      {/* Nothing bought: one sentence, and no chart's code fetched for it. */}
      {shown?.spending?.compras === 0 && (
        <Typography data-testid="spending-empty">{t('spending.empty')}</Typography>
      )}
      {shown?.spending && shown.spending.compras > 0 && (
        <>
          <Typography color="text.secondary">
            {t('spending.range', { desde: day(shown.spending.desde), hasta: day(shown.spending.hasta) })}
          </Typography>
          <Suspense fallback={loading}>
            <SpendingFigures
              spending={shown.spending}
              labels={labels(shown.spending)}
              storeName={(store) => t(`stores.${store}`)}
              locale={intl}
            />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
