/**
 * A CRUD resource of the web app: its domain definition plus, only where the generic screens
 * cannot serve, its own list/create/edit and more pages under its URL.
 */
import type { ComponentType, ReactElement } from 'react';
import type { ResourceDef } from '../../domain/resource';
import type { AppRoute } from '../route';
import { GenericCreate, GenericEdit, GenericList } from './screens';

export interface ResourceUI {
  def: ResourceDef;
  /** Resource name when it is not the definition's (store views). */
  name?: string;
  /** Menu and title label when it is not the definition's. */
  label?: string;
  icon?: ComponentType;
  list?: ReactElement;
  /** Above its list, on the same page (the restaurant's menu picture above the meals to prepare). */
  header?: ReactElement;
  create?: ReactElement;
  edit?: ReactElement;
  /** More pages under the resource's URL (path relative to it, e.g. 'recargar/:id'). */
  pages?: AppRoute[];
}

/** An area's own screens for some of the domain's resources, by resource name. */
export type ResourceScreens = Record<string, Partial<ResourceUI>>;

/** The generic list, create (unless the definition refuses it) and edit of a definition, with the given screens instead where set. */
export const generic = (def: ResourceDef, overrides: Partial<ResourceUI> = {}): ResourceUI => ({
  def,
  list: <GenericList def={def} />,
  create: def.refuses?.create ? undefined : <GenericCreate def={def} />,
  edit: <GenericEdit def={def} />,
  ...overrides,
});
