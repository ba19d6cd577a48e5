/**
 * A child's *Gastos* on the portal: the period chosen (this week, this month, this school year) and
 * where the money went in it (server/modules/family/spending). The figures and their charts
 * (src/kit/spending, with @mui/x-charts) are fetched only when this panel shows, not with the
 * child's page. A refusal, or no connection, is said; a period without purchases is one sentence.
 */
import { lazy, useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import type { Spending, SpendingPeriod } from '../../domain/spending';
import { SpendingView } from '../../kit/spending/SpendingView';
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
  return (
    <SpendingView
      periodo={periodo}
      onPeriod={setPeriodo}
      spending={shown?.spending ?? null}
      problem={shown?.problem ?? null}
      t={(key, options) => t(`spending.${key}`, options)}
      loadingLabel={t('loading')}
      storeName={(store) => t(`stores.${store}`)}
      locale={locale === 'en' ? 'en-US' : 'es-CO'}
      Figures={SpendingFigures}
    />
  );
}
