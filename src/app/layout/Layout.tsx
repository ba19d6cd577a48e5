import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import {
  displayHome,
  isDisplaySession,
  LOGIN_PATH,
  mustChangePassword,
  PROFILE_PATH,
} from '../../authProvider';
import { STORAGE } from '../../domain/storageKeys';
import { ErrorPage } from '../errors/ErrorPage';
import { AppBar } from './AppBar';
import { Breadcrumb } from './Breadcrumb';
import { Menu } from './Menu';
import { SavedDialog } from '../../kit/ui/SavedDialog';
import { HttpFailureDialog } from '../errors/HttpFailureDialog';
import { TillSync } from '../../kit/till/TillSync';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (!localStorage.getItem(STORAGE.token)) return <Navigate to={LOGIN_PATH} replace />;
  // A hall display shows only its turn page (full screen, outside this layout).
  if (isDisplaySession()) return <Navigate to={displayHome()} replace />;
  // After a password reset nothing but the profile (to choose a new password) is usable.
  if (mustChangePassword() && pathname !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace />;
  return (
    <RaLayout appBar={AppBar} menu={Menu} error={ErrorPage}>
      <Breadcrumb />
      {children}
      <SavedDialog />
      <HttpFailureDialog />
      <TillSync />
    </RaLayout>
  );
}
