/** `#/admin/carnets/edit/{id}`: active/inactive, 'regenerar código' (the old code stops working at once) and printing the card. */
import { useState } from 'react';
import { Confirm, Title, useNotify, useTranslate, useUpdate, type Identifier } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import PrintIcon from '@mui/icons-material/Print';
import { CREDENTIAL_STATES } from '../../../domain/resources/credentials';
import { useCallMutation } from '../../../dataProvider/hooks';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { RequirePermission } from '../../../kit/RequirePermission';
import { BalanceField, CredentialCard } from './CredentialCard';
import { STATE_LABEL, stateName } from './labels';
import { useCredential } from './useCredential';

function EditForm() {
  const translate = useTranslate();
  const { id } = useParams();
  const { credential, setCredential, error } = useCredential(id);
  const [update, { isPending }] = useUpdate();
  const regenerateCode = useCallMutation((dp, credentialId: Identifier) => dp.regenerateCode(credentialId));
  const notify = useNotify();
  const navigate = useNavigate();
  const [active, setActive] = useState<0 | 1 | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!credential) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const state = active ?? credential.active;

  const save = () =>
    update(
      'admin/carnets',
      { id: credential.id, data: { active: state }, previousData: credential },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(translate('app.generic.updated'), { type: 'success' });
          navigate('/admin/carnets');
        },
        onError: (err) => setMessage(err instanceof Error ? err.message : String(err)),
      },
    );

  const regenerate = () => {
    setConfirming(false);
    regenerateCode.mutate(credential.id, {
      onSuccess: (result) => {
        setCredential(result.credential);
        // The server's answer is a fixed text (CODE_UPDATED): shown in the user's language.
        notify(translate('credentials.edit.code_updated'), { type: 'success' });
      },
      onError: (err) => setMessage(err.message),
    });
  };

  return (
    <CredentialCard credential={credential}>
      <BalanceField saldo={credential.saldo} />
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField
          select
          label={translate(STATE_LABEL)}
          value={state}
          onChange={(e) => setActive(Number(e.target.value) as 0 | 1)}
        >
          {CREDENTIAL_STATES.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {translate(stateName(s.id))}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={save} disabled={isPending}>
          {translate('ra.action.save')}
        </Button>
        <Button variant="outlined" startIcon={<AutorenewIcon />} onClick={() => setConfirming(true)}>
          {translate('credentials.edit.regenerate')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          component={Link}
          to={`/admin/carnets/print?id=${credential.id}`}
        >
          {translate('credentials.print.open_one')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title="credentials.edit.regenerate"
        content="credentials.edit.regenerate_confirm"
        confirm="app.generic.accept"
        cancel="ra.action.cancel"
        onConfirm={regenerate}
        onClose={() => setConfirming(false)}
      />
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </CredentialCard>
  );
}

export function CredentialEdit() {
  return (
    <RequirePermission keys="carnets.list">
      <Title title="credentials.edit.title" />
      <EditForm />
    </RequirePermission>
  );
}
