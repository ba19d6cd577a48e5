/** School transport (wire `schoolroutes`): the vehicles' tabs over the generic screens, and the routes manager. */
import type { AppRoute } from '../../app/route';
import type { ResourceScreens } from '../../app/generic/resourceUI';
import { lazyPage } from '../../app/lazyPage';
import { GenericCreate } from '../../app/generic/screens';
import { vehiclesResource } from '../../domain/resources';
import { VehicleTabs } from './VehicleTabs';

const RoutesManagerPage = lazyPage(() => import('./routes/RoutesManagerPage'), 'RoutesManagerPage');
const TodayRidersPage = lazyPage(() => import('./TodayRidersPage'), 'TodayRidersPage');
const AssignmentPage = lazyPage(() => import('./AssignmentPage'), 'AssignmentPage');
const BoardingPage = lazyPage(() => import('./BoardingPage'), 'BoardingPage');

export const transportScreens: ResourceScreens = {
  [vehiclesResource.name]: {
    header: <VehicleTabs value="list" />,
    create: (
      <>
        <VehicleTabs value="create" />
        <GenericCreate def={vehiclesResource} />
      </>
    ),
  },
};

export const transportRoutes: AppRoute[] = [
  { path: '/schoolroutes/routes', keys: 'schoolroutes.routes', title: 'transport.routes.title', element: <RoutesManagerPage /> },
  { path: '/schoolroutes/asignate', keys: 'schoolroutes.asignate', title: 'transport.assign.title', element: <AssignmentPage /> },
  { path: '/schoolroutes/boarding', keys: 'schoolroutes.boarding', title: 'transport.boarding.title', element: <BoardingPage /> },
  { path: '/schoolroutes/reports', keys: 'schoolroutes.reports', title: 'transport.today.title', element: <TodayRidersPage /> },
];
