/**
 * `#/admin/carnets/cashclose/{id}`: a close's Z report to print (issue 34): who, the period, expected
 * vs counted per method, the cash by denomination, the note and the review, every movement, and the
 * lines to sign. Its author is asked here for a missing note (not printed).
 */
import { useGetIdentity, useLocale, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { formatMoney } from '../../../domain/money';
import { useCallQuery } from '../../../dataProvider/hooks';
import type { CloseWithDetail } from '../../../dataProvider/calls/desk';
import { DeskDocument } from '../../../kit/print/DeskDocument';
import { clockTime, dateTime } from '../../../kit/format';
import type { CashMovement } from '../../../domain/cashClose';
import { methodName } from '../topups';

const SIGNATURES = ['sign_staff', 'sign_reviewer'] as const;
import { CloseNoteForm } from './CloseNoteForm';
import { CloseSummary } from './CloseSummary';
import { Line } from '../receipts';

function ZReport({ close }: { close: CloseWithDetail }) {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string, args?: Record<string, unknown>) => translate(`credentials.cashclose.${key}`, args);
  const when = (iso: string | null) => (iso ? dateTime(iso, locale) : '—');
  const movementLabel = (m: CashMovement) =>
    `${clockTime(m.created_at, locale)} ${m.usuario} · ${methodName(translate, m.metodo_pago)}${m.referencia ? ` ${m.referencia}` : ''}`;
  const countLabel = (value: string, count: number) => `${count} × ${formatMoney(Number(value))}`;
  const denominations = Object.entries(close.denominaciones ?? {}).sort(([a], [b]) => Number(b) - Number(a));
  return (
    <Box data-testid="z-report">
      <Typography sx={{ fontSize: '1.15em', fontWeight: 700, textAlign: 'center' }}>
        {t('z_title')}
      </Typography>
      <Typography sx={{ fontSize: 'inherit', textAlign: 'center', fontFamily: 'monospace' }}>
        {close.numero}
      </Typography>
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Line label={t('staff')} value={close.funcionario} />
      <Line label={t('from')} value={when(close.desde)} />
      <Line label={t('closed_at')} value={when(close.hasta)} />
      <Line label={t('movements')} value={String(close.movimientos)} />
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <CloseSummary close={close} dense />
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
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Typography sx={{ fontSize: 'inherit', fontWeight: 700 }}>{t('detail')}</Typography>
      {close.detalle.map((m) => (
        <Line key={m.id} label={movementLabel(m)} value={formatMoney(m.valor)} nowrap />
      ))}
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
        <ZReport close={data} />
      </DeskDocument>
    </>
  );
}
