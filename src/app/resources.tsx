/**
 * The one list of CRUD resources of the web app. Each entry is a domain definition plus,
 * only where the generic screens cannot serve, its own list/create/edit. Adding a
 * resource: a definition in src/domain/resources, an entry here, a table and a server module.
 */
import type { ComponentType, ReactElement } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import SecurityIcon from '@mui/icons-material/Security';
import SchoolIcon from '@mui/icons-material/School';
import ScheduleIcon from '@mui/icons-material/Schedule';
import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceDef } from '../domain/resource';
import { carnetsResource, rolesResource, schoolsResource, turnsResource, usersResource } from '../domain/resources';
import { CarnetCreate } from '../areas/credentials/CarnetCreate';
import { CarnetEdit } from '../areas/credentials/CarnetEdit';
import { CarnetList, CarnetNoActionsList } from '../areas/credentials/CarnetList';
import { CarnetMoneyPage } from '../areas/credentials/CarnetMoneyPage';
import { TopupReportPage } from '../areas/credentials/TopupReportPage';
import { INVENTORY_UIS } from '../areas/inventory/resources';
import { ORDER_UIS } from '../areas/orders/resources';
import { GenericCreate, GenericEdit } from './generic/GenericForm';
import { GenericList } from './generic/GenericList';
import { UserList } from '../areas/admin/users';

export interface ResourceUI {
  def: ResourceDef;
  /** Resource name when it is not the definition's (store views). */
  name?: string;
  /** Menu and title label when it is not the definition's. */
  label?: string;
  icon: ComponentType;
  list?: ReactElement;
  create?: ReactElement;
  edit?: ReactElement;
  /** More pages under the resource's URL (path relative to it, e.g. 'recargar/:id'). */
  pages?: { path: string; element: ReactElement }[];
}

const generic = (def: ResourceDef, icon: ComponentType, overrides: Partial<ResourceUI> = {}): ResourceUI => ({
  def,
  icon,
  list: <GenericList def={def} />,
  create: <GenericCreate def={def} />,
  edit: <GenericEdit def={def} />,
  ...overrides,
});

export const RESOURCE_UIS: ResourceUI[] = [
  generic(usersResource, PeopleIcon, { list: <UserList /> }),
  generic(rolesResource, SecurityIcon),
  generic(schoolsResource, SchoolIcon),
  generic(turnsResource, ScheduleIcon),
  {
    def: carnetsResource,
    icon: BadgeIcon,
    list: <CarnetList />,
    create: <CarnetCreate />,
    edit: <CarnetEdit />,
    pages: [
      { path: 'list_no_actions', element: <CarnetNoActionsList /> },
      { path: 'recargar/:id', element: <CarnetMoneyPage kind="recarga" /> },
      { path: 'descarga/:id', element: <CarnetMoneyPage kind="descarga" /> },
      { path: 'reports', element: <TopupReportPage /> },
    ],
  },
  ...INVENTORY_UIS,
  ...ORDER_UIS,
];
