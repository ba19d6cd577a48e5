/**
 * The day the desk's closes count from (issue 52), on the supervisor's page: said in words, and
 * movable while no close exists (the server refuses it after, and a day after today).
 */
import { useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { dayInWords } from '../../../kit/format';

export function CloseStartCard() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const t = (key: string, args?: Record<string, unknown>) => translate(`credentials.cashclose.${key}`, args);
  const start = useCallQuery(['cashclose', 'start'], (dp) => dp.closeStart());
  const [day, setDay] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useCallMutation((dp, next: string) => dp.setCloseStart(next));

  if (start.error) return <Alert severity="error">{start.error.message}</Alert>;
  if (!start.data) return null;
  const value = day ?? start.data.cuenta_desde;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(value, {
      onSuccess: () => {
        setError(null);
        setDay(null);
        notify(t('start_saved'), { type: 'success' });
        void queryClient.invalidateQueries({ queryKey: callKey(['cashclose']) });
      },
      onError: (err) => setError(fieldErrorsOf(err).cuenta_desde ?? err.message),
    });
  };
  return (
    <Box component="section" aria-labelledby="close-start-title" sx={{ mb: 3 }} data-testid="close-start">
      <Typography variant="h6" component="h2" id="close-start-title">
        {t('start_title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {t('start_text', { day: dayInWords(start.data.cuenta_desde, locale) })}
      </Typography>
      {start.data.editable ? (
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            type="date"
            name="cuenta_desde"
            label={t('start_field')}
            value={value}
            onChange={(e) => setDay(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? t('start_help')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
          <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ minHeight: 56 }}>
            {t('start_save')}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('start_fixed')}</Typography>
      )}
    </Box>
  );
}
