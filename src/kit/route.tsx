/**
 * A page of the web app that is not a resource's own list or form. The route table is the
 * page → key map: each entry says which keys open it and its title, and the shell wraps the
 * page in that check and title, so a page only draws its content.
 */
import { Suspense, type ReactElement } from 'react';
import { Authenticated, Loading, Title } from 'react-admin';
import type { PermissionKey } from '../domain/permissions';
import { RequirePermission } from './RequirePermission';

export interface AppRoute {
  path: string;
  /** Keys that open it (any one; the server checks them again); absent: any signed-in staff member. */
  keys?: PermissionKey | readonly PermissionKey[];
  /** Its title: a message key or the spec's text. Absent on a redirect or a page that names itself. */
  title?: string;
  element: ReactElement;
  /** A full-screen page without the menu and app bar (the hall displays). */
  noLayout?: boolean;
}

/** The page inside its check and with its title. */
export function routeElement(route: AppRoute): ReactElement {
  const page = (
    <>
      {route.title && <Title title={route.title} />}
      <Suspense fallback={<Loading />}>{route.element}</Suspense>
    </>
  );
  return route.keys ? (
    <RequirePermission keys={route.keys}>{page}</RequirePermission>
  ) : (
    <Authenticated>{page}</Authenticated>
  );
}
