import { forwardRef } from 'react';
import {
  AppBar as RaAppBar,
  MenuItemLink,
  UserMenu,
  useGetIdentity,
  useUserMenu,
  TitlePortal,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { PROFILE_PATH } from '../../authProvider';
import { TillLogout } from '../../kit/till/TillLogout';

const ProfileItem = forwardRef<HTMLAnchorElement>(function ProfileItem(props, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      ref={ref}
      {...props}
      to={PROFILE_PATH}
      primaryText="app.profile.menu"
      leftIcon={<PersonIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
});

/** Header: the school's name, the page title, the language switch and the user menu (profile, logout: refused while a till's sales wait). */
export function AppBar() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <RaAppBar
      userMenu={
        // The button shows the user's name: its accessible name must contain it (WCAG 2.5.3).
        <UserMenu
          label={
            identity?.fullName
              ? translate('app.profile.user_menu', { name: identity.fullName })
              : 'ra.auth.user_menu'
          }
        >
          <ProfileItem />
          <TillLogout />
        </UserMenu>
      }
    >
      <Typography variant="h6" sx={{ mr: 2, display: { xs: 'none', md: 'block' }, fontWeight: 700 }}>
        {translate('app.title')}
      </Typography>
      <TitlePortal />
      <Box flex={1} />
    </RaAppBar>
  );
}
