/**
 * The inspector's Excel: the products carrying a warning seal and what they sold each month of a
 * year (this one by default), written by the server. A refused year shows under its field.
 */
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Button, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { FOOD_POLICY_EXPORT_FILE } from '../../../domain/foodPolicy';
import { useCallMutation } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { saveFile } from '../../../kit/generic/excelExporter';

export function FoodPolicyExport() {
  const translate = useTranslate();
  const notify = useNotify();
  const [year, setYear] = useState(() => String(new Date().getFullYear()));
  const [error, setError] = useState<string | null>(null);
  const download = useCallMutation((dp, asked: number | undefined) => dp.foodPolicyExport(asked));
  const t = (key: string) => translate(`inventory.food_policy.${key}`);
  const headingId = useId();

  const run = () => {
    setError(null);
    download.mutate(year.trim() === '' ? undefined : Number(year), {
      onSuccess: (file) => saveFile(file, FOOD_POLICY_EXPORT_FILE),
      onError: (err) => {
        const refused = fieldErrorsOf(err).year;
        if (refused) setError(refused);
        else notify(err.message, { type: 'error' });
      },
    });
  };

  return (
    <Stack component="section" spacing={1} sx={{ mt: 4, maxWidth: 760 }} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('export_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('export_help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          name="year"
          type="number"
          label={t('year')}
          value={year}
          onChange={(e) => setYear(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { min: 2000, max: 2100, step: 1 } }}
          sx={{ width: 160 }}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={run}
          disabled={download.isPending}
          sx={{ mt: 1 }}
        >
          {t('export')}
        </Button>
      </Stack>
    </Stack>
  );
}
