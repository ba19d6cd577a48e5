/**
 * The dashboard's card of transport papers (issue 53, item 5): those expired, missing or due within
 * 30 days, the most urgent first, for whoever reads the papers; nothing for anyone else, nor when
 * every paper is current.
 */
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Button, List } from '@mui/material';
import { PaperItem } from './PaperItem';
import { usePapers } from './usePapers';

/** The card lists this many; the page the rest. */
const SHOWN = 5;

export function PapersDueCard() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`transport.papers.${key}`, options);
  const { allowed, due } = usePapers();
  if (!allowed || due.length === 0) return null;
  const stops = due.some((p) => p.estado !== 'por_vencer');
  return (
    <Alert
      severity={stops ? 'error' : 'warning'}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      data-testid="papers-due"
      action={
        <Button component={RouterLink} to="/schoolroutes/papers" color="inherit" size="small">
          {t('see_all')}
        </Button>
      }
    >
      <AlertTitle>{t('card_title')}</AlertTitle>
      {t('warning', { smart_count: due.length })}
      <List dense disablePadding>
        {due.slice(0, SHOWN).map((paper) => (
          <PaperItem key={`${paper.tipo}-${paper.id}`} paper={paper} />
        ))}
      </List>
      {due.length > SHOWN && t('more', { smart_count: due.length - SHOWN })}
    </Alert>
  );
}
