/**
 * The *Condiciones* tab: the school's minimum and maximum per online payment and the fee families
 * pay on top, and whether online top-ups are on at all. A refusal shows under its field and
 * changes nothing.
 */
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { OnlinePaymentTermsAnswer } from '../../../domain/onlinePayments';
import type { OnlineTermsInput } from '../../../domain/onlinePaymentsStaff';
import { formatMoney } from '../../../domain/money';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { domainKeys } from '../../../i18n/domain-messages';

const TERMS = ['onlineTerms'];
const FIELDS = ['minimo', 'maximo', 'comision_porcentaje', 'comision_fija'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const digits = (text: string) => text.replace(/[^\d]/g, '');
/** A percent as typed: digits and one decimal mark (a comma, as Colombia writes it, or a dot). */
const percent = (text: string) => text.replace(/[^\d.,]/g, '').replace(',', '.');
const draftOf = (terms: OnlinePaymentTermsAnswer): Draft => ({
  minimo: String(terms.minimo),
  maximo: String(terms.maximo),
  comision_porcentaje: String(terms.comision_porcentaje),
  comision_fija: String(terms.comision_fija),
});

export function TermsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`credentials.online.terms.${key}`, args);
  const terms = useCallQuery(TERMS, (dp) => dp.onlineTerms());
  // What the person typed; until then the saved terms.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useCallMutation((dp, body: OnlineTermsInput) => dp.saveOnlineTerms(body), {
    onSuccess: ({ terms: saved, message }) => {
      setErrors({});
      setDraft(null);
      queryClient.setQueryData(callKey(TERMS), saved);
      notify(message, { type: 'success' });
    },
    onError: (err) => {
      const refused = fieldErrorsOf(err);
      setErrors(refused);
      if (Object.keys(refused).length === 0) notify(err.message, { type: 'error' });
    },
  });

  if (terms.isError) return <Alert severity="error">{terms.error.message}</Alert>;
  if (!terms.data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const form = draft ?? draftOf(terms.data);
  const label = (field: Field) => t(`fields.${field}`);
  const change = (field: Field, value: string) => {
    setDraft({ ...form, [field]: value });
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const missing = Object.fromEntries(
      FIELDS.filter((field) => form[field] === '').map((field) => [
        field,
        translate(domainKeys.validation('required'), { field: label(field) }),
      ]),
    );
    if (Object.keys(missing).length > 0) return setErrors(missing);
    // The server checks the rest (range, decimals, maximum below minimum) and says it under the field.
    save.mutate({
      minimo: Number(form.minimo),
      maximo: Number(form.maximo),
      comision_porcentaje: Number(form.comision_porcentaje),
      comision_fija: Number(form.comision_fija),
    });
  };

  /** Pesos as digits with their amount written below; the percent with its decimals. */
  const input = (field: Field) => {
    const isPercent = field === 'comision_porcentaje';
    const help = isPercent ? t('percent_help') : form[field] ? formatMoney(Number(form[field])) : ' ';
    return (
      <TextField
        key={field}
        name={field}
        label={label(field)}
        value={form[field]}
        onChange={(e) => change(field, (isPercent ? percent : digits)(e.target.value))}
        required
        error={Boolean(errors[field])}
        helperText={errors[field] ?? help}
        slotProps={{
          input: isPercent
            ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
            : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { inputMode: isPercent ? 'decimal' : 'numeric' },
        }}
      />
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography color="text.secondary">{t('help')}</Typography>
      <Alert severity={terms.data.habilitado ? 'success' : 'info'} data-testid="online-enabled">
        {t(terms.data.habilitado ? 'enabled' : 'disabled')}
      </Alert>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {FIELDS.map(input)}
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
}
