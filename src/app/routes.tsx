/** The route table of the pages that are not a resource's own: the shell's and each area's. */
import { Navigate } from 'react-router-dom';
import type { AppRoute } from '../kit/route';
import { adminRoutes } from '../areas/admin';
import { credentialRoutes } from '../areas/credentials';
import { inventoryRoutes } from '../areas/inventory';
import { orderRoutes } from '../areas/orders';
import { boardRoutes } from '../areas/boards';
import { academicRoutes } from '../areas/academic';
import { restaurantRoutes } from '../areas/restaurant';
import { transportRoutes } from '../areas/transport';
import { accessRoutes } from '../areas/access';
import { lazyPage } from '../kit/lazyPage';
import { domainKeys } from '../i18n/domain-messages';

const Dashboard = lazyPage(() => import('./dashboard/Dashboard'), 'Dashboard');
const ProfilePage = lazyPage(() => import('./profile/ProfilePage'), 'ProfilePage');

export const APP_ROUTES: AppRoute[] = [
  // Everyone signed in has a desk; its figures need the dashboard key (the page says so).
  { path: '/dashboard', title: domainKeys.menu('dashboard'), element: <Dashboard /> },
  { path: '/admin/users/profile', title: 'app.profile.title', element: <ProfilePage /> },
  // The spec's other address of the profile.
  { path: '/auth/profile', element: <Navigate to="/admin/users/profile" replace /> },
  ...adminRoutes,
  ...credentialRoutes,
  ...inventoryRoutes,
  ...orderRoutes,
  ...boardRoutes,
  ...academicRoutes,
  ...restaurantRoutes,
  ...transportRoutes,
  ...accessRoutes,
];
