import type { ReactNode } from 'react';
import { Authenticated, usePermissions } from 'react-admin';
import { Alert, CircularProgress } from '@mui/material';
import { hasPermission, type PermissionKey } from '../domain/permissions';

/** A custom page for holders of any of these keys (the server checks them again). */
export function RequirePermission({ keys, children }: { keys: PermissionKey | readonly PermissionKey[]; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string[]>();
  const allowed = [keys].flat().some((key) => hasPermission(permissions ?? [], key));
  return (
    <Authenticated>
      {isPending ? (
        <CircularProgress aria-label="Cargando" />
      ) : allowed ? (
        children
      ) : (
        <Alert severity="warning" sx={{ mt: 2 }}>
          No tiene permiso para ver esta página.
        </Alert>
      )}
    </Authenticated>
  );
}
