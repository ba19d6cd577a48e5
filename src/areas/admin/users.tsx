/** Users: the generic screens plus password reset and the inactivated-users list. */
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Typography } from '@mui/material';
import { usersResource } from '../../domain/resources';
import { useCallMutation } from '../../dataProvider/hooks';
import { GenericList } from '../../app/generic/GenericList';
import { RowAction } from '../../app/generic/actions';

export const RESET_CONFIRM = '¿Confirma que desea reestablecer contraseña?';

function ResetPasswordButton() {
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
        notify(result.message, { type: 'success' });
        setPassword(result.password);
      },
      onError: (error) => notify(error.message, { type: 'error' }),
    });
  };
  return (
    <>
      <RowAction label="Restablecer contraseña" icon={<LockResetIcon fontSize="small" />} onClick={() => setConfirming(true)} />
      <Confirm
        isOpen={confirming}
        title="Restablecer contraseña"
        content={RESET_CONFIRM}
        confirm="Aceptar"
        cancel="Cancelar"
        onConfirm={reset}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={password !== null} onClose={() => setPassword(null)} onClick={(e) => e.stopPropagation()}>
        <DialogTitle>Contraseña temporal</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>Entregue esta contraseña a {String(record.name)}:</Typography>
          <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', my: 2 }} data-testid="temporary-password">
            {password}
          </Typography>
          <Alert severity="info">
            Se muestra una sola vez. El usuario deberá cambiarla al ingresar.
          </Alert>
        </DialogContent>
        <DialogActions>
          <MuiButton variant="contained" onClick={() => setPassword(null)}>
            Aceptar
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
        <Button component={Link} to="/admin/users/dels" label="Usuarios inactivos">
          <PersonOffIcon />
        </Button>
      }
    />
  );
}

function RestoreButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const restoreUser = useCallMutation((dp, id: Identifier) => dp.restoreUser(id));
  if (!record) return null;
  return (
    <RowAction
      label="Reactivar"
      icon={<RestoreIcon fontSize="small" />}
      onClick={() =>
        restoreUser.mutate(record.id, {
          onSuccess: (message) => {
            notify(message, { type: 'success' });
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
      title="Usuarios inactivos"
      create={false}
      edit={false}
      remove={false}
      rowActions={<RestoreButton />}
      toolbar={<Button component={Link} to="/admin/users" label="Volver" />}
    />
  );
}
