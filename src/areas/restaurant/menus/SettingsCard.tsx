/**
 * The lunch settings (issue 56): the pre-orders' cut-off (the gate cancels the absent children's
 * then and the kitchen's count is fixed), the kitchen's closing (until then an entry re-instates a
 * cancelled pre-order), whether the line serves a child without a pre-order, and the plans'
 * discounts. Saved together; a refusal shows under its field.
 */
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { LunchSettings } from '../../../domain/lunchMenus';
import { useCallMutation } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { lunchApi } from './api';
import { formOf, settingsOf, settingsProblems, type SettingsField, type SettingsForm } from './settingsForm';
import { lunchCacheKey, useLunchRead } from './useLunchRead';

const TIMES: [SettingsField, string, string][] = [
  ['hora_corte', 'restaurant.menus.settings.cutoff', 'restaurant.menus.settings.cutoff_help'],
  ['cierre_cocina', 'restaurant.menus.settings.closing', 'restaurant.menus.settings.closing_help'],
];
const DISCOUNTS: [SettingsField, string][] = [
  ['descuento_mensualidad', 'restaurant.menus.settings.month_discount'],
  ['descuento_paquete', 'restaurant.menus.settings.pack_discount'],
];

export function SettingsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useLunchRead(['settings'], lunchApi.settings);
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const shown = form ?? (settings.data ? formOf(settings.data) : null);

  const save = useCallMutation((_dp, next: LunchSettings) => lunchApi.saveSettings(next), {
    onSuccess: ({ data }) => {
      queryClient.setQueryData(lunchCacheKey('settings'), data);
      setForm(null);
      notify(translate('restaurant.menus.settings.saved'), { type: 'success' });
    },
    onError: (err) => {
      const byField = fieldErrorsOf(err);
      setErrors(byField);
      const fields: string[] = [...TIMES, ...DISCOUNTS].map(([f]) => f);
      if (!Object.keys(byField).some((f) => fields.includes(f))) setProblem(err.message);
    },
  });

  if (settings.error) return <Alert severity="error">{settings.error.message}</Alert>;
  if (!shown) return <CircularProgress aria-label={translate('ra.page.loading')} />;

  const change = (field: SettingsField, value: string | boolean) => {
    setForm({ ...shown, [field]: value });
    setErrors(({ [field]: _fixed, ...rest }) => rest);
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = settingsProblems(shown);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, translate(key)])));
      return;
    }
    setProblem(null);
    save.mutate(settingsOf(shown));
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="lunch-settings-title">
      <CardContent>
        <Typography id="lunch-settings-title" variant="h6" component="h2" gutterBottom>
          {translate('restaurant.menus.settings.title')}
        </Typography>
        <form onSubmit={submit} noValidate>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            {TIMES.map(([field, label, help]) => (
              <TextField
                key={field}
                type="time"
                label={translate(label)}
                value={shown[field]}
                onChange={(e) => change(field, e.target.value)}
                required
                error={Boolean(errors[field])}
                helperText={errors[field] ?? translate(help)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: { md: 220 } }}
              />
            ))}
            {DISCOUNTS.map(([field, label]) => (
              <TextField
                key={field}
                label={translate(label)}
                value={shown[field]}
                onChange={(e) => change(field, e.target.value)}
                error={Boolean(errors[field])}
                helperText={errors[field] ?? translate('restaurant.menus.settings.discount_help')}
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
                sx={{ width: { md: 230 } }}
              />
            ))}
          </Stack>
          <FormControlLabel
            sx={{ mt: 1, minHeight: 44 }}
            control={
              <Switch checked={shown.sin_pedido} onChange={(e) => change('sin_pedido', e.target.checked)} />
            }
            label={translate('restaurant.menus.settings.walk_ins')}
          />
          <Stack direction="row" sx={{ mt: 1 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending || form === null}
              sx={{ minHeight: 44 }}
            >
              {translate('restaurant.menus.settings.save')}
            </Button>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
