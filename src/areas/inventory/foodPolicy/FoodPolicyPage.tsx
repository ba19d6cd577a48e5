/**
 * `#/inventory/food-policy` (`inventory.foodpolicy`, issue 35): the school's seal set, the seals no
 * store sells (the tills grey their products and the server refuses them), the lunch line's
 * alternative meal, and the inspector's Excel. The server's field refusals show under their fields.
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { SEAL_SETS, type SealSetId } from '../../../domain/foodLabels';
import type { FoodPolicy } from '../../../domain/foodRules';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { FOOD_POLICY_QUERY } from '../../../kit/ui/useSealSet';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { domainKeys } from '../../../i18n/domain-messages';
import { SealChecks } from './SealChecks';
import { FoodPolicyExport } from './FoodPolicyExport';

/** The server's refusal as the HTTP client throws it. */
const SET_IDS = Object.keys(SEAL_SETS) as SealSetId[];

export function FoodPolicyPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const policy = useCallQuery(FOOD_POLICY_QUERY, (dp) => dp.foodPolicy());
  const catalog = useCallQuery(['foodpolicy', 'catalog'], (dp) => dp.foodPolicyCatalog());
  // What the person changed; until then the saved policy.
  const [draft, setDraft] = useState<FoodPolicy | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useCallMutation((dp, body: FoodPolicy) => dp.saveFoodPolicy(body));
  const t = (key: string, args?: Record<string, unknown>) => translate(`inventory.food_policy.${key}`, args);

  const title = translate(domainKeys.menu('inventory.foodpolicy'));
  const form = draft ?? policy.data;
  const change = (patch: Partial<FoodPolicy>) => {
    if (form) setDraft({ ...form, ...patch });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!form) return;
    save.mutate(form, {
      onSuccess: ({ policy: saved }) => {
        setErrors({});
        setDraft(null);
        queryClient.setQueryData(callKey(FOOD_POLICY_QUERY), saved);
        // The server's answer is always FOOD_POLICY_MESSAGES.saved: the catalog says it in either language.
        notify(t('saved'), { type: 'success' });
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(err));
        notify(err.message, { type: 'error' });
      },
    });
  };

  const loadError = policy.error ?? catalog.error;
  const meals = catalog.data?.almuerzos ?? [];
  const mealLabel = (m: { name: string; enable: number }) =>
    m.enable === 1 ? m.name : t('meal_disabled', { name: m.name });
  const noMeal = t('meal_none');
  const saveLabel = t('save');

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          {t('intro')}
        </Typography>
        {loadError ? (
          <Alert severity="error">{loadError.message}</Alert>
        ) : !form || !catalog.data ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <Stack component="form" noValidate onSubmit={submit} spacing={3} sx={{ maxWidth: 760 }}>
            <TextField
              select
              name="conjunto_sellos"
              label={t('seal_set')}
              value={form.conjunto_sellos}
              onChange={(e) =>
                change({ conjunto_sellos: e.target.value as SealSetId, sellos_bloqueados: [] })
              }
              error={Boolean(errors.conjunto_sellos)}
              helperText={errors.conjunto_sellos ?? t('seal_set_help')}
              sx={{ maxWidth: 420 }}
            >
              {SET_IDS.map((id) => (
                <MenuItem key={id} value={id}>
                  {t(`sets.${id}`)}
                </MenuItem>
              ))}
            </TextField>
            <SealChecks
              set={form.conjunto_sellos}
              blocked={form.sellos_bloqueados}
              onChange={(sellos_bloqueados) => change({ sellos_bloqueados })}
              counts={catalog.data?.productos_por_sello}
              error={errors.sellos_bloqueados}
              disabled={save.isPending}
            />
            <TextField
              select
              name="id_almuerzo_alternativo"
              label={t('meal')}
              value={
                meals.some((m) => m.id === form.id_almuerzo_alternativo)
                  ? String(form.id_almuerzo_alternativo)
                  : ''
              }
              onChange={(e) =>
                change({ id_almuerzo_alternativo: e.target.value === '' ? null : Number(e.target.value) })
              }
              error={Boolean(errors.id_almuerzo_alternativo)}
              helperText={errors.id_almuerzo_alternativo ?? t('meal_help')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ maxWidth: 420 }}
            >
              <MenuItem value="">
                <em>{noMeal}</em>
              </MenuItem>
              {meals.map((m) => (
                <MenuItem key={m.id} value={String(m.id)}>
                  {mealLabel(m)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={save.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {saveLabel}
            </Button>
          </Stack>
        )}
        <FoodPolicyExport />
      </CardContent>
    </Card>
  );
}
