/** The generic list, create and edit, each loaded when first shown (see lazyPage). */
import { lazyPage } from '../lazyPage';

export const GenericList = lazyPage(() => import('./GenericList'), 'GenericList');
export const GenericCreate = lazyPage(() => import('./GenericForm'), 'GenericCreate');
export const GenericEdit = lazyPage(() => import('./GenericForm'), 'GenericEdit');
