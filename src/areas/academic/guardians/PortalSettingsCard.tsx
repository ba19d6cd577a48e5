/**
 * What the school lets every family change from the portal (issue 32, item 4): the daily cap,
 * blocked products and categories, the low-balance notice. One switch each, saved at once.
 */
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import type { PortalSettings } from '../../../domain/family';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';

const SWITCHES: [keyof PortalSettings, string][] = [
  ['familia_tope', 'academic.guardian.settings.cap'],
  ['familia_bloqueos', 'academic.guardian.settings.blocks'],
  ['familia_aviso', 'academic.guardian.settings.alert'],
  ['familia_horarios', 'academic.guardian.settings.windows'],
];

export function PortalSettingsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['academic', 'portal', 'settings'];
  const settings = useCallQuery(key, (dp) => dp.portalSettings());
  // The switch moves at once; a refusal puts back what the server holds. A read still on its
  // way (the page's first load, a refocus) is cancelled first, or its older answer would
  // flip the switch back under the user's finger.
  const save = useCallMutation((dp, next: PortalSettings) => dp.savePortalSettings(next), {
    onMutate: (next) => {
      // Cancelling drops the read's answer at once; the switch moves in this same event.
      void queryClient.cancelQueries({ queryKey: callKey(key) });
      queryClient.setQueryData(callKey(key), next);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey(key), saved);
      notify(translate('academic.guardian.settings.saved'), { type: 'info' });
    },
    onError: (e) => {
      void queryClient.invalidateQueries({ queryKey: callKey(key) });
      notify(e.message, { type: 'error' });
    },
  });
  if (settings.isPending) return <CircularProgress size={24} />;
  if (settings.error) return <Alert severity="error">{settings.error.message}</Alert>;
  const current = settings.data;
  return (
    <Box
      component="section"
      aria-labelledby="portal-settings-title"
      sx={{ mb: 3 }}
      data-testid="portal-settings"
    >
      <Typography variant="subtitle1" component="h3" id="portal-settings-title">
        {translate('academic.guardian.settings.title')}
      </Typography>
      <FormGroup>
        {SWITCHES.map(([field, label]) => (
          <FormControlLabel
            key={field}
            control={
              <Switch
                checked={current[field]}
                onChange={(e) => save.mutate({ ...current, [field]: e.target.checked })}
              />
            }
            label={translate(label)}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
