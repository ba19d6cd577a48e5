/**
 * School transport (wire `schoolroutes`), the features of server/modules/transport with the same names: the
 * vehicles' tabs over the generic screens (vehicles/), the routes manager and the riders' assignment (busRoutes/),
 * the boarding screen (boardings/), today's riders of a route (routeReports/), the monitor's bus run (runs/) and the
 * coordinator's run alarms (alarms/). The timeline feature is API-only.
 */
import { Navigate } from 'react-router-dom';
import type { AppRoute } from '../../kit/route';
import type { ResourceScreens } from '../../kit/generic/resourceUI';
import { lazyPage } from '../../kit/lazyPage';
import { GenericCreate } from '../../kit/generic/screens';
import { vehiclesResource } from '../../domain/resources';
import { VehicleTabs } from './vehicles/VehicleTabs';
import { PapersWarning } from './papers/PapersWarning';
import { PAPERS_PAGE_KEY } from '../../domain/transportPapers';

const RoutesManagerPage = lazyPage(() => import('./busRoutes/RoutesManagerPage'), 'RoutesManagerPage');
const TodayRidersPage = lazyPage(() => import('./routeReports/TodayRidersPage'), 'TodayRidersPage');
const AssignmentPage = lazyPage(() => import('./busRoutes/AssignmentPage'), 'AssignmentPage');
const BoardingPage = lazyPage(() => import('./boardings/BoardingPage'), 'BoardingPage');
const RunPage = lazyPage(() => import('./runs/RunPage'), 'RunPage');
const AlarmsPage = lazyPage(() => import('./alarms/AlarmsPage'), 'AlarmsPage');
const PapersPage = lazyPage(() => import('./papers/PapersPage'), 'PapersPage');

// The dashboard's card of papers due (issue 53): small, asked only by whoever reads the papers.
export { PapersDueCard } from './papers/PapersDueCard';

export const transportScreens: ResourceScreens = {
  [vehiclesResource.name]: {
    header: (
      <>
        <VehicleTabs value="list" />
        <PapersWarning />
      </>
    ),
    create: (
      <>
        <VehicleTabs value="create" />
        <GenericCreate def={vehiclesResource} />
      </>
    ),
  },
};

const ROUTES_KEY = 'schoolroutes.routes';
const REPORTS_KEY = 'schoolroutes.reports';
const RUN_KEYS = ['schoolroutes.runs', 'schoolroutes.boarding'] as const;

/** The spec's URL pattern of these pages (part 2 §2: list, create, edit/{id}) that has no screen of its own: the page itself. */
const toPage = (page: string, aliases: readonly string[]): AppRoute[] =>
  aliases.map((alias) => ({ path: `${page}/${alias}`, element: <Navigate to={page} replace /> }));

export const transportRoutes: AppRoute[] = [
  {
    path: '/schoolroutes/routes',
    keys: ROUTES_KEY,
    title: 'transport.routes.title',
    element: <RoutesManagerPage />,
  },
  // The manager opened on 'Nueva ruta' or on a route.
  {
    path: '/schoolroutes/routes/create',
    keys: ROUTES_KEY,
    title: 'transport.routes.title',
    element: <RoutesManagerPage start="new" />,
  },
  {
    path: '/schoolroutes/routes/edit/:id',
    keys: ROUTES_KEY,
    title: 'transport.routes.title',
    element: <RoutesManagerPage />,
  },
  ...toPage('/schoolroutes/routes', ['list']),
  {
    path: '/schoolroutes/asignate',
    keys: 'schoolroutes.asignate',
    title: 'transport.assign.title',
    element: <AssignmentPage />,
  },
  // The assignment has no record of its own: a course is chosen on the page.
  ...toPage('/schoolroutes/asignate', ['list', 'create', 'edit/:id']),
  {
    path: '/schoolroutes/boarding',
    keys: 'schoolroutes.boarding',
    title: 'transport.boarding.title',
    element: <BoardingPage />,
  },
  // Issue 53: the monitor's run (its list of today's, or one run) and the coordinator's alarms.
  { path: '/schoolroutes/runs', keys: RUN_KEYS, title: 'transport.runs.title', element: <RunPage /> },
  { path: '/schoolroutes/runs/:id', keys: RUN_KEYS, title: 'transport.runs.title', element: <RunPage /> },
  {
    path: '/schoolroutes/alarms',
    keys: 'schoolroutes.alarms',
    title: 'transport.alarms.title',
    element: <AlarmsPage />,
  },
  {
    path: '/schoolroutes/reports',
    keys: REPORTS_KEY,
    title: 'transport.today.title',
    element: <TodayRidersPage />,
  },
  // The report read-only: edit/{id} opens it on that route.
  {
    path: '/schoolroutes/reports/edit/:id',
    keys: REPORTS_KEY,
    title: 'transport.today.title',
    element: <TodayRidersPage />,
  },
  ...toPage('/schoolroutes/reports', ['list', 'create']),
  {
    path: '/schoolroutes/papers',
    keys: PAPERS_PAGE_KEY,
    title: 'transport.papers.title',
    element: <PapersPage />,
  },
];
