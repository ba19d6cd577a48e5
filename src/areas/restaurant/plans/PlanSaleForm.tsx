/**
 * Selling a plan at the desk: a month's plan (this month or the next) or a pack of lunches, its
 * price quoted as it is chosen (the student's meal, its lunches, the school's discount), then how
 * it is paid. The sale is confirmed first; a refusal of the quote or of the sale shows under the
 * field it names, or above the form.
 */
import { useState, type FormEvent } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  PACK_SIZES,
  PLAN_KINDS,
  PLAN_PAYMENTS,
  type PlanKind,
  type PlanPaymentMethod,
  type PlanSaleInput,
} from '../../../domain/lunchPlans';
import { formatMoney } from '../../../domain/money';
import { REFERENCE_MAX } from '../../../domain/payments';
import { useCallMutation } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { today } from '../../../kit/reports/ReportTable';
import { lunchApi, lunchCacheKey, useLunchRead } from '../menus';
import {
  monthChoices,
  monthName,
  needsReference,
  newSale,
  quoteOf,
  saleOf,
  saleProblems,
  type SaleForm,
} from './planSale';

export function PlanSaleForm({ student }: { student: { id: number; name: string } }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SaleForm>(() => newSale(today()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const asked = quoteOf(student.id, form);
  const quote = useLunchRead(['quote', asked], () => lunchApi.quote(asked!), { enabled: asked !== null });
  const quoteErrors = quote.error && asked ? fieldErrorsOf(quote.error) : {};
  const shownErrors: Record<string, string | undefined> = { ...quoteErrors, ...errors };

  const sell = useCallMutation((_dp, sale: PlanSaleInput) => lunchApi.sellPlan(sale), {
    onSuccess: () => {
      notify(translate('restaurant.plans.sold', { name: student.name }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: lunchCacheKey('plans', student.id) });
      void queryClient.invalidateQueries({ queryKey: lunchCacheKey('quote') });
      setForm((f) => ({ ...f, referencia: '' }));
    },
    onError: (err) => {
      const byField = fieldErrorsOf(err);
      setErrors(byField);
      const known = ['tipo', 'mes', 'cantidad', 'metodo_pago', 'referencia'];
      if (!Object.keys(byField).some((f) => known.includes(f))) setProblem(err.message);
    },
    onSettled: () => setConfirming(false),
  });

  const change = (next: Partial<SaleForm>) => {
    setForm({ ...form, ...next });
    setErrors({});
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = saleProblems(form);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, translate(key)])));
      return;
    }
    // No price yet (still asked for, or refused: its message shows under the field or above).
    if (!quote.data) {
      if (!quote.error) setProblem(translate('restaurant.plans.no_quote'));
      return;
    }
    setConfirming(true);
  };
  const methodName = (m: PlanPaymentMethod) => translate(`restaurant.plans.methods.${m}`);
  const kindName = (k: PlanKind) => translate(`restaurant.plans.kinds.${k}`);
  const what =
    form.tipo === 'mensualidad'
      ? translate('restaurant.plans.month_plan', { month: monthName(form.mes, locale) })
      : translate('restaurant.plans.pack_plan', { n: form.cantidad.trim() });

  return (
    <Box component="section" aria-labelledby="plan-sale-title" sx={{ mt: 3 }} data-testid="plan-sale">
      <Typography id="plan-sale-title" variant="h6" component="h2">
        {translate('restaurant.plans.sell_title')}
      </Typography>
      <form onSubmit={submit} noValidate>
        {problem && (
          <Alert severity="error" sx={{ my: 1 }} data-testid="plan-sale-refusal">
            {problem}
          </Alert>
        )}
        <FormControl sx={{ mt: 1 }}>
          <FormLabel id="plan-kind-label">{translate('restaurant.plans.kind')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="plan-kind-label"
            value={form.tipo}
            onChange={(e) => change({ tipo: e.target.value as PlanKind })}
          >
            {PLAN_KINDS.map((k) => (
              <FormControlLabel
                key={k}
                value={k}
                control={<Radio />}
                label={kindName(k)}
                sx={{ minHeight: 44 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
          {form.tipo === 'mensualidad' ? (
            <TextField
              select
              label={translate('restaurant.plans.month')}
              value={form.mes}
              onChange={(e) => change({ mes: e.target.value })}
              error={Boolean(shownErrors.mes)}
              helperText={shownErrors.mes}
              sx={{ width: { sm: 240 } }}
            >
              {monthChoices(today()).map((m) => (
                <MenuItem key={m} value={m}>
                  {monthName(m, locale)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              label={translate('restaurant.plans.size')}
              value={form.cantidad}
              onChange={(e) => change({ cantidad: e.target.value })}
              required
              error={Boolean(shownErrors.cantidad)}
              helperText={shownErrors.cantidad ?? translate('restaurant.plans.size_help', PACK_SIZES)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: { sm: 240 } }}
            />
          )}
        </Stack>
        <Box role="status" sx={{ my: 2 }} data-testid="plan-quote">
          {quote.data && asked && (
            <Typography>
              {translate('restaurant.plans.quote', {
                smart_count: quote.data.almuerzos,
                meal: quote.data.producto,
                price: formatMoney(quote.data.precio_almuerzo),
                discount: quote.data.descuento,
                total: formatMoney(quote.data.precio),
              })}
            </Typography>
          )}
          {quote.error && asked && Object.keys(quoteErrors).length === 0 && (
            <Alert severity="warning">{quote.error.message}</Alert>
          )}
        </Box>
        <FormControl>
          <FormLabel id="plan-method-label">{translate('restaurant.plans.method')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="plan-method-label"
            value={form.metodo_pago}
            onChange={(e) => change({ metodo_pago: e.target.value as PlanPaymentMethod })}
          >
            {PLAN_PAYMENTS.map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio />}
                label={methodName(m)}
                sx={{ minHeight: 44 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {shownErrors.metodo_pago && (
          <Typography color="error" role="alert">
            {shownErrors.metodo_pago}
          </Typography>
        )}
        {needsReference(form.metodo_pago) && (
          <TextField
            label={translate(
              form.metodo_pago === 'tarjeta' ? 'restaurant.plans.voucher' : 'restaurant.plans.reference',
            )}
            value={form.referencia}
            onChange={(e) => change({ referencia: e.target.value })}
            required
            error={Boolean(shownErrors.referencia)}
            helperText={shownErrors.referencia}
            slotProps={{ htmlInput: { maxLength: REFERENCE_MAX } }}
            sx={{ display: 'flex', mt: 1, maxWidth: 360 }}
          />
        )}
        <Button type="submit" variant="contained" disabled={sell.isPending} sx={{ mt: 2, minHeight: 44 }}>
          {translate('restaurant.plans.sell')}
        </Button>
      </form>
      <Confirm
        isOpen={confirming}
        loading={sell.isPending}
        title="restaurant.plans.confirm_title"
        content={translate('restaurant.plans.confirm', {
          what,
          name: student.name,
          total: quote.data ? formatMoney(quote.data.precio) : '',
          method: methodName(form.metodo_pago),
        })}
        confirm="restaurant.plans.sell"
        onConfirm={() => sell.mutate(saleOf(student.id, form))}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
