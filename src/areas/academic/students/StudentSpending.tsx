/**
 * The student file's *Gastos*: where the student's money went this week, this month or this school
 * year (`GET academic/students/{id}/spending`), the figures the family sees on the portal. The
 * charts' code (src/kit/spending, with @mui/x-charts) is fetched only when the section shows a
 * period with purchases.
 */
import { Suspense, lazy, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { SPENDING_PERIODS, type Spending, type SpendingPeriod } from '../../../domain/spending';
import { useCallQuery } from '../../../dataProvider/hooks';
import { intlLocale } from '../../../kit/format';
import { spendingLabels } from '../../../kit/spending/labels';
import { useStoreLabel } from '../../../kit/useStoreLabel';
import { Section } from './StudentFileSection';

const SpendingFigures = lazy(() => import('../../../kit/spending/SpendingFigures'));

export function StudentSpending({ id }: { id: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const storeLabel = useStoreLabel();
  const [periodo, setPeriodo] = useState<SpendingPeriod>('semana');
  const answer = useCallQuery(['studentSpending', id, periodo], (dp) => dp.studentSpending(id, periodo));
  const intl = intlLocale(locale);
  const day = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(intl, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  const labels = (spending: Spending) =>
    spendingLabels((key, options) => translate(`academic.spending.${key}`, options), spending.compras);
  const periodLabel = (p: SpendingPeriod) => translate(`academic.spending.periods.${p}`);
  const loading = <CircularProgress aria-label={translate('ra.page.loading')} />;
  const spending = answer.data;
  return (
    <Section title={translate('academic.spending.title')} testId="file-spending">
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={periodo}
          onChange={(_, next: SpendingPeriod | null) => next && setPeriodo(next)}
          aria-label={translate('academic.spending.period')}
          fullWidth
          sx={{ maxWidth: 520 }}
        >
          {SPENDING_PERIODS.map((p) => (
            <ToggleButton key={p} value={p} sx={{ minHeight: 44, textTransform: 'none', lineHeight: 1.2 }}>
              {periodLabel(p)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {answer.isPending && loading}
        {answer.isError && <Alert severity="error">{answer.error.message}</Alert>}
        {spending && spending.compras === 0 && (
          <Typography>{translate('academic.spending.empty')}</Typography>
        )}
        {spending && spending.compras > 0 && (
          <>
            <Typography color="text.secondary">
              {translate('academic.spending.range', {
                desde: day(spending.desde),
                hasta: day(spending.hasta),
              })}
            </Typography>
            <Suspense fallback={loading}>
              <SpendingFigures
                spending={spending}
                labels={labels(spending)}
                storeName={storeLabel}
                locale={intl}
              />
            </Suspense>
          </>
        )}
      </Stack>
    </Section>
  );
}
