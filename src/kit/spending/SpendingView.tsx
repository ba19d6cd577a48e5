/**
 * *Gastos* as both apps show it: the period's switch, then the period's dates and its figures, one
 * sentence when nothing was bought, the refusal when the read failed. Each app reads the answer its
 * own way and says the words from its own catalog (`t`, keys of src/i18n/spending.ts). The
 * figures' code (with @mui/x-charts) comes from `Figures`, which each app loads lazily, so it is
 * fetched only for a period with purchases.
 */
import { Suspense, type ComponentType } from 'react';
import { Alert, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { SPENDING_PERIODS, type Spending, type SpendingPeriod } from '../../domain/spending';
import { spendingLabels } from './labels';
import type { SpendingFiguresProps } from './SpendingFigures';

export interface SpendingViewProps {
  periodo: SpendingPeriod;
  onPeriod: (next: SpendingPeriod) => void;
  /** The period's answer, once read; a problem, when the read failed. */
  spending: Spending | null;
  problem: string | null;
  /** A key of the `spending` words (src/i18n/spending.ts) in the reader's language. */
  t: (key: string, options?: Record<string, string | number>) => string;
  /** The spinner's accessible name. */
  loadingLabel: string;
  storeName: (store: number) => string;
  /** Intl locale of dates and figures ('es-CO', 'en-US'). */
  locale: string;
  Figures: ComponentType<SpendingFiguresProps>;
}

export function SpendingView(props: SpendingViewProps) {
  const { periodo, onPeriod, spending, problem, t, locale, Figures } = props;
  const loading = <CircularProgress aria-label={props.loadingLabel} />;
  const day = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  return (
    <Stack spacing={2} data-testid="spending-view">
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={periodo}
        onChange={(_, next: SpendingPeriod | null) => next && onPeriod(next)}
        aria-label={t('period')}
        sx={{ maxWidth: 520 }}
      >
        {SPENDING_PERIODS.map((p) => (
          <ToggleButton key={p} value={p} sx={{ minHeight: 44, textTransform: 'none', lineHeight: 1.2 }}>
            {t(`periods.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!spending && !problem && loading}
      {problem && <Alert severity="error">{problem}</Alert>}
      {/* Nothing bought: one sentence, and no chart's code fetched for it. */}
      {spending?.compras === 0 && <Typography data-testid="spending-empty">{t('empty')}</Typography>}
      {spending && spending.compras > 0 && (
        <>
          <Typography color="text.secondary">
            {t('range', { desde: day(spending.desde), hasta: day(spending.hasta) })}
          </Typography>
          <Suspense fallback={loading}>
            <Figures
              spending={spending}
              labels={spendingLabels(t, spending.compras)}
              storeName={props.storeName}
              locale={locale}
            />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
