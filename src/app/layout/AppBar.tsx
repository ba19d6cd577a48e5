import { forwardRef } from 'react';
import { AppBar as RaAppBar, Logout, MenuItemLink, UserMenu, useUserMenu, TitlePortal } from 'react-admin';
import { Box, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { PROFILE_PATH } from '../../authProvider';

const ProfileItem = forwardRef<HTMLAnchorElement>(function ProfileItem(props, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      ref={ref}
      {...props}
      to={PROFILE_PATH}
      primaryText="Mi perfil"
      leftIcon={<PersonIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
});

/** Header: the school's name, the page title, the language switch and the user menu (profile, logout). */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <ProfileItem />
          <Logout />
        </UserMenu>
      }
    >
      <Typography variant="h6" sx={{ mr: 2, display: { xs: 'none', md: 'block' }, fontWeight: 700 }}>
        Back office escolar
      </Typography>
      <TitlePortal />
      <Box flex={1} />
    </RaAppBar>
  );
}
