/**
 * The blind count (issue 34): the cash bill by bill (or its total), the transfers and the card
 * vouchers, and an optional note; nothing expected is shown until the close is recorded. One
 * Idempotency-Key per count: a double click or a retry records one close.
 */
import { useMemo, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Grid,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  COUNTED_METHODS,
  DENOMINATIONS,
  denominationsTotal,
  type CashClose,
  type PerMethod,
} from '../../../domain/cashClose';
import { formatMoney } from '../../../domain/money';
import { useCallMutation } from '../../../dataProvider/hooks';
import { methodName } from '../topups';
import { useIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';

const digits = (text: string) => text.replace(/[^\d]/g, '');
/** Counted as a total each, beside the cash. */
const OTHERS = ['transferencia', 'tarjeta'] as const;

function PesosField({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  name: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={(e) => onChange(digits(e.target.value))}
      helperText={value ? formatMoney(Number(value)) : ' '}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'numeric' },
      }}
    />
  );
}

export function CashCountForm({ onClosed }: { onClosed: (close: CashClose) => void }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`credentials.cashclose.${key}`, args);
  const [byDenomination, setByDenomination] = useState(true);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [cash, setCash] = useState('');
  const [others, setOthers] = useState<Record<'transferencia' | 'tarjeta', string>>({
    transferencia: '',
    tarjeta: '',
  });
  const [float, setFloat] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const close = useCallMutation((dp, args: { body: Parameters<typeof dp.closeCash>[0]; key: string }) =>
    dp.closeCash(args.body, args.key),
  );

  const denominations = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(counts)
          .filter(([, n]) => n !== '' && Number(n) > 0)
          .map(([v, n]) => [v, Number(n)]),
      ),
    [counts],
  );
  const cashTotal = byDenomination ? denominationsTotal(denominations) : Number(cash || 0);
  const counted: PerMethod = {
    efectivo: cashTotal,
    transferencia: Number(others.transferencia || 0),
    tarjeta: Number(others.tarjeta || 0),
  };

  const send = () => {
    setConfirming(false);
    const body = {
      contado: counted,
      denominaciones: byDenomination ? denominations : null,
      nota: note.trim() || null,
      fondo_inicial: Number(float || 0),
    };
    const key = idempotency.keyFor(body);
    close.mutate(
      { body, key },
      {
        onSuccess: (result) => {
          idempotency.done();
          onClosed(result);
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), setConfirming(true))}
      aria-label={t('count_label')}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('cash')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={byDenomination} onChange={(e) => setByDenomination(e.target.checked)} />}
        label={t('by_denomination')}
      />
      {byDenomination ? (
        <Grid container spacing={1.5} sx={{ my: 1, maxWidth: 720 }}>
          {DENOMINATIONS.map((value) => (
            <Grid key={value} size={{ xs: 6, sm: 4, md: 3 }}>
              <TextField
                size="small"
                fullWidth
                label={t('denomination', { value: formatMoney(value) })}
                value={counts[value] ?? ''}
                onChange={(e) => setCounts({ ...counts, [value]: digits(e.target.value) })}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-denomination': value } }}
              />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Box sx={{ my: 1 }}>
          <PesosField name="efectivo" label={t('cash_total')} value={cash} onChange={setCash} />
        </Box>
      )}
      <Typography sx={{ mb: 2 }} data-testid="cash-total">
        {t('cash_counted', { amount: formatMoney(cashTotal) })}
      </Typography>
      <Box sx={{ mb: 2, maxWidth: 360 }}>
        <PesosField name="fondo_inicial" label={t('float')} value={float} onChange={setFloat} />
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
          {t('float_help')}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {OTHERS.map((m) => (
          <PesosField
            key={m}
            name={m}
            label={t(`counted_${m}`)}
            value={others[m]}
            onChange={(v) => setOthers({ ...others, [m]: v })}
          />
        ))}
      </Stack>
      <TextField
        label={t('note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mb: 2, maxWidth: 720 }}
        helperText={t('note_help')}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={close.isPending}>
        {t('close')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="credentials.cashclose.confirm_title"
        content={t('confirm', {
          summary: [
            ...COUNTED_METHODS.map((m) => `${methodName(translate, m)} ${formatMoney(counted[m])}`),
            ...(Number(float) > 0 ? [t('float_short', { amount: formatMoney(Number(float)) })] : []),
          ].join(' · '),
        })}
        confirm="credentials.cashclose.close"
        cancel="ra.action.cancel"
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
