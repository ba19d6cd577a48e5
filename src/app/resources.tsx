/**
 * The one list of CRUD resources of the web app, in menu order: each area's resources.
 * Adding a resource: a definition in src/domain/resources, an entry in its area's list,
 * a table and a server module.
 */
import type { ResourceUI } from './generic/resourceUI';
import { adminResources } from '../areas/admin';
import { credentialResources } from '../areas/credentials';
import { inventoryResources } from '../areas/inventory';
import { orderResources } from '../areas/orders';

export type { ResourceUI } from './generic/resourceUI';

export const RESOURCE_UIS: ResourceUI[] = [...adminResources, ...credentialResources, ...inventoryResources, ...orderResources];
