/**
 * `#/admin/carnets/cashclose/{id}`: a close's Z report to print (issues 34, 52): the school, who,
 * the period with its dates, expected vs counted per method, the cash by denomination, the note
 * and the review, every movement grouped by day, and the lines to sign. On an 80 mm roll the
 * figures are lines of one amount each; on half a letter page or A4, tables. Its author is asked
 * here for a missing note (not printed).
 */
import { useGetIdentity, useLocale, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { formatMoney } from '../../../domain/money';
import { useCallQuery } from '../../../dataProvider/hooks';
import type { CloseWithDetail } from '../../../dataProvider/calls/desk';
import { DeskDocument } from '../../../kit/print/DeskDocument';
import type { DeskPaper } from '../../../kit/print/PrintStyles';
import { dateTime, intlLocale } from '../../../kit/format';
import { Line } from '../receipts';
import { CloseNoteForm } from './CloseNoteForm';
import { CloseSummary } from './CloseSummary';
import { RollSummary } from './RollSummary';
import { ZMovements } from './ZMovements';

const SIGNATURES = ['sign_staff', 'sign_reviewer'] as const;

/** The period's ends with the year in full: a close may span weeks, or a year's turn. */
const PERIOD_STAMP: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function ZReport({ close, paper }: { close: CloseWithDetail; paper: DeskPaper }) {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string, args?: Record<string, unknown>) => translate(`credentials.cashclose.${key}`, args);
  const when = (iso: string | null) => (iso ? dateTime(iso, locale) : '—');
  const stamp = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(intlLocale(locale), PERIOD_STAMP) : '—';
  const roll = paper === 'roll80';
  const countLabel = (value: string, count: number) => `${count} × ${formatMoney(Number(value))}`;
  const denominations = Object.entries(close.denominaciones ?? {}).sort(([a], [b]) => Number(b) - Number(a));
  const rule = <Divider sx={{ my: 1, borderStyle: 'dashed' }} />;
  return (
    <Box data-testid="z-report">
      {close.colegio && (
        <Typography sx={{ fontSize: '1.1em', fontWeight: 700, textAlign: 'center' }}>
          {close.colegio}
        </Typography>
      )}
      <Typography sx={{ fontSize: '1.15em', fontWeight: 700, textAlign: 'center' }}>
        {t('z_title')}
      </Typography>
      <Typography sx={{ fontSize: 'inherit', textAlign: 'center', fontFamily: 'monospace' }}>
        {close.numero}
      </Typography>
      {rule}
      <Line label={t('staff')} value={close.funcionario} />
      <Line label={t('from')} value={stamp(close.desde)} nowrap />
      <Line label={t('until')} value={stamp(close.hasta)} nowrap />
      <Line label={t('movements')} value={String(close.movimientos)} nowrap />
      {rule}
      {roll ? <RollSummary close={close} /> : <CloseSummary close={close} />}
      {denominations.length > 0 && (
        <>
          <Typography sx={{ fontSize: 'inherit', fontWeight: 700, mt: 1 }}>
            {t('denominations_title')}
          </Typography>
          {denominations.map(([value, count]) => (
            <Line
              key={value}
              label={countLabel(value, count)}
              value={formatMoney(Number(value) * count)}
              nowrap
            />
          ))}
        </>
      )}
      {close.nota && <Line label={t('note')} value={close.nota} />}
      {close.revision && (
        <Line
          label={t('reviewed_by')}
          value={`${close.revision.funcionario} · ${when(close.revision.fecha)} · ${close.revision.comentario}`}
        />
      )}
      {rule}
      <Typography sx={{ fontSize: 'inherit', fontWeight: 700 }}>{t('detail')}</Typography>
      <ZMovements movements={close.detalle} roll={roll} />
      <Box sx={{ display: 'flex', gap: 2, mt: 5 }}>
        {SIGNATURES.map((key) => (
          <Typography
            key={key}
            sx={{ flex: 1, fontSize: '0.85em', borderTop: 1, pt: 0.5, textAlign: 'center' }}
          >
            {t(key)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export function ZReportPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const { data, error } = useCallQuery(['cashclose', 'z', id], (dp) => dp.closeReport(id));
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <>
      {data.falta_nota && String(identity?.id) === String(data.id_staff) && <CloseNoteForm close={data} />}
      <DeskDocument
        label={translate('credentials.cashclose.z_label', { number: data.numero })}
        onBack={() => navigate(-1)}
      >
        {(paper) => <ZReport close={data} paper={paper} />}
      </DeskDocument>
    </>
  );
}
