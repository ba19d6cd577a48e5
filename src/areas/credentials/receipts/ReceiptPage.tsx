/**
 * `#/admin/carnets/recibo/{movement}`: the receipt of a top-up or a deduction to print for the family
 * (issue 34): school, student, amount, method, reference, new balance, who, when and its number.
 * `?next=` is where the desk goes on to (the top-up screen sends it here when asked to print).
 */
import { useLocale, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { formatMoney } from '../../../domain/money';
import { receiptNumber, type DeskReceipt } from '../../../domain/receipts';
import { useCallQuery } from '../../../dataProvider/hooks';
import { DeskDocument } from '../../../kit/print/DeskDocument';
import { intlLocale } from '../../../kit/format';
import { methodName } from '../topups';

/** A label and its value on one line; an amount (`nowrap`) never breaks. */
export function Line({
  label,
  value,
  strong,
  nowrap,
}: {
  label: string;
  value: string;
  strong?: boolean;
  nowrap?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}>
      {/* Beside an amount the label gives way; beside a text (a note), the text does. */}
      <Typography
        component="span"
        sx={{
          fontSize: 'inherit',
          color: 'text.secondary',
          minWidth: 0,
          overflowWrap: 'anywhere',
          flexShrink: nowrap ? 1 : 0,
        }}
      >
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{
          fontSize: 'inherit',
          fontWeight: strong ? 700 : 500,
          textAlign: 'right',
          ...(nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
        }}
        data-amount={nowrap ? '' : undefined}
      >
        {value}
      </Typography>
    </Box>
  );
}

function ReceiptBody({ receipt }: { receipt: DeskReceipt }) {
  const translate = useTranslate();
  const locale = intlLocale(useLocale());
  const when = new Date(receipt.fecha).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  const t = (key: string) => translate(`credentials.receipt.${key}`);
  return (
    <Box data-testid="receipt">
      <Typography sx={{ fontSize: '1.15em', fontWeight: 700, textAlign: 'center' }}>
        {receipt.colegio ?? ''}
      </Typography>
      <Typography
        sx={{ fontSize: 'inherit', textAlign: 'center', textTransform: 'uppercase', letterSpacing: 1 }}
      >
        {t(receipt.kind === 'recarga' ? 'title_topup' : 'title_deduction')}
      </Typography>
      <Typography sx={{ fontSize: 'inherit', textAlign: 'center', fontFamily: 'monospace' }}>
        {receiptNumber(receipt.numero)}
      </Typography>
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Line label={t('date')} value={when} />
      <Line label={t('student')} value={receipt.estudiante} />
      <Line label={t('document')} value={receipt.documento} />
      {receipt.curso && <Line label={t('course')} value={receipt.curso} />}
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Line
        label={t(receipt.kind === 'recarga' ? 'amount_topup' : 'amount_deduction')}
        value={formatMoney(receipt.valor)}
        strong
        nowrap
      />
      <Line label={t('method')} value={methodName(translate, receipt.metodo_pago)} />
      {receipt.referencia && <Line label={t('reference')} value={receipt.referencia} />}
      <Line label={t('balance')} value={formatMoney(receipt.saldo)} strong nowrap />
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Line label={t('staff')} value={receipt.funcionario ?? '—'} />
      <Typography sx={{ fontSize: '0.85em', textAlign: 'center', mt: 2 }}>{t('footer')}</Typography>
    </Box>
  );
}

export function ReceiptPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = search.get('next');
  const back = next && /^\/(?!\/)/.test(next) ? next : null;
  const { data, error } = useCallQuery(['receipt', id], (dp) => dp.receipt(id));
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <DeskDocument
      label={translate('credentials.receipt.label', { number: receiptNumber(data.numero) })}
      onBack={back ? () => navigate(back) : undefined}
    >
      <ReceiptBody receipt={data} />
    </DeskDocument>
  );
}
