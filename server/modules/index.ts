/**
 * The areas of the API, in registration order: server/app.ts registers each with the same
 * options (`AreaOptions`, server/http/area.ts), after the infrastructure plugins (server/plugins).
 */
import { academicArea } from './academic';
import { accessArea } from './access';
import { adminArea } from './admin';
import type { AreaPlugin } from '../http/area';
import { authArea } from './auth';
import { boardsArea } from './boards';
import { credentialsArea } from './credentials';
import { dashboardArea } from './dashboard';
import { displaysArea } from './displays';
import { familyArea } from './family';
import { inventoryArea } from './inventory';
import { mapsArea } from './maps';
import { ordersArea } from './orders';
import { paymentsArea } from './payments';
import { plainResourcesArea } from './resources';
import { restaurantArea } from './restaurant';
import { transportArea } from './transport';

export const areas: readonly AreaPlugin[] = [
  authArea,
  adminArea,
  plainResourcesArea,
  credentialsArea,
  inventoryArea,
  ordersArea,
  boardsArea,
  displaysArea,
  academicArea,
  restaurantArea,
  transportArea,
  accessArea,
  mapsArea,
  dashboardArea,
  familyArea,
  paymentsArea,
];
