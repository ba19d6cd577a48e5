/** One paper as a line: what and whose, its number and expiry, and its state as a chip. */
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Chip, Link, ListItem, ListItemText } from '@mui/material';
import type { PaperStatus } from '../../../domain/transportPapers';

/** The state in words, counted in days; the colours keep 4.5:1 on their background. */
export function PaperChip({ paper }: { paper: PaperStatus }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`transport.papers.${key}`, options);
  const days = paper.dias ?? 0;
  switch (paper.estado) {
    case 'vencido':
      return <Chip size="small" color="error" label={t('expired_ago', { smart_count: -days })} />;
    case 'sin_registrar':
      return <Chip size="small" color="error" label={t('states.sin_registrar')} />;
    case 'por_vencer':
      return (
        <Chip
          size="small"
          // The warning Alert's colours, as the lists' due dates (kit/generic/columns.tsx).
          sx={{ bgcolor: '#fff4e5', color: '#663c00', border: '1px solid #ffb74d' }}
          label={days === 0 ? t('due_today') : t('due_in', { smart_count: days })}
        />
      );
    default:
      return <Chip size="small" color="success" variant="outlined" label={t('states.vigente')} />;
  }
}

/** `to`: the vehicle's or driver's form, where the paper is recorded, for whoever may open it. */
export function PaperItem({ paper, to }: { paper: PaperStatus; to?: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`transport.papers.${key}`, options);
  const title = t('paper', { kind: t(`kinds.${paper.tipo}`), whose: paper.de });
  const number =
    paper.numero === null
      ? null
      : t(paper.tipo === 'licencia' ? 'category' : 'number', { number: paper.numero });
  const expiry = paper.vence === null ? t('no_expiry') : t('expires', { date: paper.vence });
  return (
    // On a phone the chip goes under the text, so neither is squeezed.
    <ListItem
      divider
      sx={{
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 0.5, sm: 2 },
      }}
    >
      <ListItemText
        sx={{ my: 0 }}
        primary={
          to ? (
            <Link component={RouterLink} to={to}>
              {title}
            </Link>
          ) : (
            title
          )
        }
        secondary={number ? `${number} · ${expiry}` : expiry}
      />
      <PaperChip paper={paper} />
    </ListItem>
  );
}
