/** A page shown only to holders of its permission keys; others read that they may not see it. */
import type { ReactNode } from 'react';
import { Authenticated, usePermissions, useTranslate } from 'react-admin';
import { Alert, CircularProgress } from '@mui/material';
import { hasPermission, type PermissionKey } from '../domain/permissions';

/** A custom page for holders of any of these keys (the server checks them again). */
export function RequirePermission({
  keys,
  children,
}: {
  keys: PermissionKey | readonly PermissionKey[];
  children: ReactNode;
}) {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const allowed = [keys].flat().some((key) => hasPermission(permissions ?? [], key));
  return (
    <Authenticated>
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : allowed ? (
        children
      ) : (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.pages.forbidden')}
        </Alert>
      )}
    </Authenticated>
  );
}
