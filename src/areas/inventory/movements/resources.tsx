/** The stock-movement report's screen (`GET inventory/reports`): the generic list, read-only. */
import AssessmentIcon from '@mui/icons-material/Assessment';
import { stockMovementsResource } from '../../../domain/resources';
import type { ResourceScreens } from '../../../kit/generic/resourceUI';
import { GenericList } from '../../../kit/generic/screens';

export const movementScreens: ResourceScreens = {
  // The stock log is written by the stock moves and sales only: read-only, no Nuevo.
  [stockMovementsResource.name]: {
    icon: AssessmentIcon,
    list: <GenericList def={stockMovementsResource} create={false} edit={false} remove={false} />,
    create: undefined,
    edit: undefined,
  },
};
