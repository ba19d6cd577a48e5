/** Users: the generic screens plus password reset and the inactivated-users list. */
import { useState } from 'react';
import {
  Button,
  Confirm,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Link } from 'react-router-dom';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  Typography,
} from '@mui/material';
import { usersResource } from '../../../domain/resources';
import { useCallMutation } from '../../../dataProvider/hooks';
import { GenericList } from '../../../kit/generic/GenericList';
import { RowAction } from '../../../kit/generic/actions';

function ResetPasswordButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const resetPassword = useCallMutation((dp, id: Identifier) => dp.resetPassword(id));
  if (!record) return null;
  const reset = () => {
    setConfirming(false);
    resetPassword.mutate(record.id, {
      onSuccess: (result) => {
        // The server's answer is a fixed text: shown in the user's language.
        notify(translate('admin.users.reset_done'), { type: 'success' });
        setPassword(result.password);
      },
      onError: (error) => notify(error.message, { type: 'error' }),
    });
  };
  return (
    <>
      <RowAction
        label={translate('admin.users.reset_password')}
        icon={<LockResetIcon fontSize="small" />}
        onClick={() => setConfirming(true)}
      />
      <Confirm
        isOpen={confirming}
        title="admin.users.reset_password"
        content="admin.users.reset_confirm"
        confirm="app.generic.accept"
        cancel="ra.action.cancel"
        onConfirm={reset}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={password !== null} onClose={() => setPassword(null)} onClick={(e) => e.stopPropagation()}>
        <DialogTitle>{translate('admin.users.temporary_password')}</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>
            {translate('admin.users.hand_over', { name: String(record.name) })}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontFamily: 'monospace', my: 2 }}
            data-testid="temporary-password"
          >
            {password}
          </Typography>
          <Alert severity="info">{translate('admin.users.shown_once')}</Alert>
        </DialogContent>
        <DialogActions>
          <MuiButton variant="contained" onClick={() => setPassword(null)}>
            {translate('app.generic.accept')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function UserList() {
  return (
    <GenericList
      def={usersResource}
      rowActions={<ResetPasswordButton />}
      toolbar={
        <Button component={Link} to="/admin/users/dels" label="admin.users.inactive">
          <PersonOffIcon />
        </Button>
      }
    />
  );
}

function RestoreButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const restoreUser = useCallMutation((dp, id: Identifier) => dp.restoreUser(id));
  if (!record) return null;
  return (
    <RowAction
      label={translate('admin.users.restore')}
      icon={<RestoreIcon fontSize="small" />}
      onClick={() =>
        restoreUser.mutate(record.id, {
          // The server's answer is a fixed text: shown in the user's language.
          onSuccess: () => {
            notify(translate('admin.users.restored'), { type: 'success' });
            refresh();
          },
          onError: (error) => notify(error.message, { type: 'error' }),
        })
      }
    />
  );
}

/** `#/admin/users/dels`: users deactivated because they have history, with a way back. */
export function InactiveUserList() {
  return (
    <GenericList
      def={usersResource}
      resource="admin/usersdel"
      title="admin.users.inactive"
      create={false}
      edit={false}
      remove={false}
      rowActions={<RestoreButton />}
      toolbar={<Button component={Link} to="/admin/users" label="ra.action.back" />}
    />
  );
}
