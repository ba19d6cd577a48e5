/** Users: the generic screens plus password reset and the inactivated-users list. */
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Link } from 'react-router-dom';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Typography } from '@mui/material';
import { usersResource } from '../../domain/resources';
import type { AppDataProvider } from '../../dataProvider';
import { GenericList } from '../../app/generic/GenericList';
import { RowAction } from '../../app/generic/actions';

export const RESET_CONFIRM = '¿Confirma que desea reestablecer contraseña?';

function ResetPasswordButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  if (!record) return null;
  const reset = async () => {
    setConfirming(false);
    try {
      const result = await dataProvider.resetPassword(record.id);
      notify(result.message, { type: 'success' });
      setPassword(result.password);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <RowAction
      label="Reactivar"
      icon={<RestoreIcon fontSize="small" />}
      onClick={async () => {
        try {
          notify(await dataProvider.restoreUser(record.id), { type: 'success' });
          refresh();
        } catch (error) {
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        }
      }}
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
