/**
 * The guardian's access to the families' portal, on their profile (issue 32, item 1): its state,
 * 'Invitar al portal' — a single-use link valid 7 days, shown as a link to copy and a QR to print
 * or photograph — and removing the access.
 */
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { QRCodeSVG } from 'qrcode.react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Invitation, PortalAccess, PortalState } from '../../../domain/family';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { formatDateTime } from '../../../kit/generic/columns';
import { useQueryClient } from '@tanstack/react-query';
import { PortalSettingsCard } from './PortalSettingsCard';

const STATE_TEXTS: Record<PortalState, string> = {
  none: 'academic.guardian.portal.state.none',
  invited: 'academic.guardian.portal.state.invited',
  expired: 'academic.guardian.portal.state.expired',
  active: 'academic.guardian.portal.state.active',
  revoked: 'academic.guardian.portal.state.revoked',
};

export function GuardianPortalCard({ guardianId, name }: { guardianId: number; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['academic', 'portal', guardianId];
  const access = useCallQuery(key, (dp) => dp.portalAccess(guardianId));
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [revoking, setRevoking] = useState(false);
  const refreshed = (state?: PortalAccess) =>
    state
      ? queryClient.setQueryData(callKey(key), state)
      : queryClient.invalidateQueries({ queryKey: callKey(key) });
  const invite = useCallMutation((dp) => dp.invitePortal(guardianId), {
    onSuccess: (data) => {
      setInvitation(data);
      void refreshed();
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  const revoke = useCallMutation((dp) => dp.revokePortal(guardianId), {
    onSuccess: (state) => {
      void refreshed(state);
      notify(translate('academic.guardian.portal.revoked'), { type: 'info' });
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });

  if (access.isPending) return <CircularProgress size={24} />;
  if (access.error) return <Alert severity="error">{access.error.message}</Alert>;
  const state = access.data;
  const when = (value: string | null) => (value ? formatDateTime(value) : '');
  const live = state.estado === 'active' || state.estado === 'invited';
  return (
    <Box component="section" aria-labelledby="portal-title" sx={{ mb: 3 }} data-testid="guardian-portal">
      <Typography variant="h6" component="h2" id="portal-title" gutterBottom>
        {translate('academic.guardian.portal.title')}
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="portal-state">
        {translate(STATE_TEXTS[state.estado], {
          invited: when(state.invitado),
          expires: when(state.expira),
          activated: when(state.activado),
          revoked: when(state.revocado),
        })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => invite.mutate()} disabled={invite.isPending}>
          {translate(
            state.estado === 'none' ? 'academic.guardian.portal.invite' : 'academic.guardian.portal.new_link',
          )}
        </Button>
        {live && (
          <Button color="error" onClick={() => setRevoking(true)} disabled={revoke.isPending}>
            {translate('academic.guardian.portal.revoke')}
          </Button>
        )}
      </Stack>
      <Box sx={{ mt: 2 }}>
        <PortalSettingsCard />
      </Box>
      <Dialog
        open={invitation !== null}
        onClose={() => setInvitation(null)}
        aria-labelledby="invitation-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="invitation-title">
          {translate('academic.guardian.portal.link_title', { name })}
        </DialogTitle>
        {invitation && (
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('academic.guardian.portal.link_help', {
                expires: formatDateTime(invitation.expira),
              })}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, bgcolor: '#fff', p: 1 }}>
              <QRCodeSVG
                value={invitation.link}
                size={220}
                level="M"
                marginSize={2}
                title={translate('academic.guardian.portal.qr', { name })}
                data-testid="invitation-qr"
              />
            </Box>
            <TextField
              label={translate('academic.guardian.portal.link')}
              value={invitation.link}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }}
              onFocus={(e) => e.target.select()}
            />
          </DialogContent>
        )}
        <DialogActions>
          <Button
            onClick={() =>
              void navigator.clipboard
                ?.writeText(invitation?.link ?? '')
                .then(() => notify(translate('academic.guardian.portal.copied')))
            }
          >
            {translate('academic.guardian.portal.copy')}
          </Button>
          <Button onClick={() => window.print()}>{translate('academic.guardian.portal.print')}</Button>
          <Button variant="contained" onClick={() => setInvitation(null)}>
            {translate('academic.guardian.portal.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={revoking}
        title="academic.guardian.portal.revoke"
        content="academic.guardian.portal.revoke_confirm"
        translateOptions={{ name }}
        onConfirm={() => {
          revoke.mutate();
          setRevoking(false);
        }}
        onClose={() => setRevoking(false)}
      />
    </Box>
  );
}
