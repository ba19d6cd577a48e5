/**
 * The student file's *Gastos*: where the student's money went this week, this month or this school
 * year (`GET academic/students/{id}/spending`), the figures the family sees on the portal. The
 * charts' code (src/kit/spending, with @mui/x-charts) is fetched only when the section shows a
 * period with purchases.
 */
import { lazy, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SpendingPeriod } from '../../../domain/spending';
import { useCallQuery } from '../../../dataProvider/hooks';
import { intlLocale } from '../../../kit/format';
import { SpendingView } from '../../../kit/spending/SpendingView';
import { useStoreLabel } from '../../../kit/useStoreLabel';
import { Section } from './StudentFileSection';

const SpendingFigures = lazy(() => import('../../../kit/spending/SpendingFigures'));

export function StudentSpending({ id }: { id: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const storeLabel = useStoreLabel();
  const [periodo, setPeriodo] = useState<SpendingPeriod>('semana');
  const answer = useCallQuery(['studentSpending', id, periodo], (dp) => dp.studentSpending(id, periodo));
  return (
    <Section title={translate('academic.spending.title')} testId="file-spending">
      <SpendingView
        periodo={periodo}
        onPeriod={setPeriodo}
        spending={answer.data ?? null}
        problem={answer.isError ? answer.error.message : null}
        t={(key, options) => translate(`academic.spending.${key}`, options)}
        loadingLabel={translate('ra.page.loading')}
        storeName={storeLabel}
        locale={intlLocale(locale)}
        Figures={SpendingFigures}
      />
    </Section>
  );
}
