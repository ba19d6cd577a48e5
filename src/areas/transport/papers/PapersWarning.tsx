/**
 * Above the vehicles list (issue 53, item 5): how many papers of the buses and drivers are expired,
 * missing or due within 30 days, linking to the papers page; a quiet link when all are current.
 */
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Link } from '@mui/material';
import { usePapers } from './usePapers';

const PAGE = '/schoolroutes/papers';

export function PapersWarning() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`transport.papers.${key}`, options);
  const { allowed, query, due } = usePapers();
  if (!allowed || !query.data) return null;
  if (due.length === 0)
    return (
      <Link component={RouterLink} to={PAGE} sx={{ display: 'inline-block', mt: 1 }}>
        {t('title')}
      </Link>
    );
  return (
    <Alert
      severity="warning"
      sx={{ mt: 1 }}
      data-testid="papers-warning"
      action={
        <Button component={RouterLink} to={PAGE} color="inherit" size="small">
          {t('see_all')}
        </Button>
      }
    >
      {t('warning', { smart_count: due.length })}
    </Alert>
  );
}
