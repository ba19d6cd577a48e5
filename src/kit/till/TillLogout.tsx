/**
 * The user menu's *Cerrar sesión*, refused while this device has sales waiting to be sent (issue 33
 * item 6): the cashier learns it here rather than walking away from a till whose sales have not
 * reached the server. Signing out forgets the tills' rosters (every student's name and balance) on
 * this device; the next person's till reads its own once signed in.
 */
import { forwardRef } from 'react';
import { useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';

async function waitingSales(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  try {
    const { queuedSales } = await import('./tillStore');
    return (await queuedSales()).filter((s) => !s.error).length;
  } catch {
    return 0;
  }
}

export const TillLogout = forwardRef<HTMLLIElement>(function TillLogout(props, ref) {
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const signOut = async () => {
    const waiting = await waitingSales();
    if (waiting > 0) {
      userMenu?.onClose();
      notify(translate('orders.till.sign_out_refused', { smart_count: waiting }), {
        type: 'warning',
        autoHideDuration: 8000,
      });
      return;
    }
    if (typeof indexedDB !== 'undefined')
      await import('./useTill').then(({ forgetRosters }) => forgetRosters()).catch(() => undefined);
    await logout();
  };
  return (
    <MenuItem ref={ref} {...props} onClick={() => void signOut()}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  );
});
