/** Credentials (carnets): the list, creation and edit, top-ups and deductions, and the top-up report. */
import BadgeIcon from '@mui/icons-material/Badge';
import { carnetsResource } from '../../domain/resources';
import type { ResourceScreens } from '../../app/generic/resourceUI';
import type { AppRoute } from '../../app/route';
import { CarnetCreate } from './CarnetCreate';
import { CarnetEdit } from './CarnetEdit';
import { CarnetList, CarnetNoActionsList } from './CarnetList';
import { CarnetMoneyPage } from './CarnetMoneyPage';
import { TopupReportPage } from './TopupReportPage';
import { ValidateCarnetPage } from './ValidateCarnetPage';

const RECHARGE = { keys: 'carnets.recharge', title: 'Recargar carnet' } as const;
const DISCHARGE = { keys: 'carnets.discharge', title: 'Descargar carnet' } as const;

export const credentialScreens: ResourceScreens = {
  [carnetsResource.name]: {
    icon: BadgeIcon,
    list: <CarnetList />,
    create: <CarnetCreate />,
    edit: <CarnetEdit />,
    pages: [
      // The list names itself.
      { path: 'list_no_actions', keys: ['carnets.noactions', 'carnets.list'], element: <CarnetNoActionsList /> },
      { path: 'recargar/:id', ...RECHARGE, element: <CarnetMoneyPage kind="recarga" /> },
      { path: 'descarga/:id', ...DISCHARGE, element: <CarnetMoneyPage kind="descarga" /> },
      { path: 'reports', keys: 'carnets.reports', title: 'Reporte de recargas', element: <TopupReportPage /> },
    ],
  },
};

export const credentialRoutes: AppRoute[] = [
  { path: '/admin/validatecarnet', ...RECHARGE, element: <ValidateCarnetPage key="recarga" mode="recarga" /> },
  { path: '/admin/validatecarnet/desc', ...DISCHARGE, element: <ValidateCarnetPage key="descarga" mode="descarga" /> },
];
