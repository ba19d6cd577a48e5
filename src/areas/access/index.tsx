/** Access control (wire `controlacceso` and `admin/…`): the gate, permits, reports, the shifts' screens and the gates. */
import { Navigate } from 'react-router-dom';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { AppRoute } from '../../kit/route';
import type { ResourceScreens, ResourceUI } from '../../kit/generic/resourceUI';
import { lazyPage } from '../../kit/lazyPage';
import { GenericEdit, GenericList } from '../../kit/generic/screens';
import { accessShiftsView, gatesResource } from '../../domain/resources';
import { domainKeys } from '../../i18n/domain-messages';

const GatePage = lazyPage(() => import('./gate/GatePage'), 'GatePage');
const PermitsPage = lazyPage(() => import('./permits/PermitsPage'), 'PermitsPage');
const AccessReportsPage = lazyPage(() => import('./reports/AccessReportsPage'), 'AccessReportsPage');
const RollCallPage = lazyPage(() => import('./rollcall/RollCallPage'), 'RollCallPage');
const AbsentPage = lazyPage(() => import('./absences/AbsentPage'), 'AbsentPage');
const ShiftCreateCard = lazyPage(() => import('./shifts/ShiftCreateCard'), 'ShiftCreateCard');

export const accessScreens: ResourceScreens = {
  [gatesResource.name]: { icon: MeetingRoomIcon },
};

export const accessViews: ResourceUI[] = [
  // The shifts (admin/turns) under the spec's URL and key, created from the card above their list.
  {
    def: accessShiftsView,
    icon: ScheduleIcon,
    header: <ShiftCreateCard />,
    list: <GenericList def={accessShiftsView} create={false} />,
    create: undefined,
    edit: <GenericEdit def={accessShiftsView} />,
  },
];

export const accessRoutes: AppRoute[] = [
  // Spec part 2 §1: the section opens on its permits.
  { path: '/controlacceso', element: <Navigate to="/controlacceso/permiss" replace /> },
  {
    path: '/controlacceso/qracces',
    keys: 'access.qracces',
    title: 'access.gate.title',
    element: <GatePage />,
  },
  {
    path: '/controlacceso/permiss',
    keys: 'access.permiss',
    title: 'access.permits.title',
    element: <PermitsPage />,
  },
  {
    path: '/controlacceso/reports',
    keys: 'access.reports',
    title: 'access.reports.title',
    element: <AccessReportsPage />,
  },
  // Issue 53: the evacuation roll call, on a phone at the meeting point.
  {
    path: '/controlacceso/rollcall',
    keys: 'access.rollcall',
    title: 'access.rollcall.title',
    element: <RollCallPage />,
  },
  // Issue 53: who is missing after each shift's cut-off, with the guardian's phone, at the desk or on a phone.
  {
    path: '/controlacceso/absent',
    keys: 'access.absent',
    title: domainKeys.menu('access.absent'),
    element: <AbsentPage />,
  },
];
