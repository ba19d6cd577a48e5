/**
 * Hash routes that have a page today. The menu shows a permission-tree entry only when
 * its page is here, so roles can hold keys of areas that are not built yet.
 */
import { RESOURCE_UIS } from './resources';
import { APP_ROUTES } from './routes';

const existing = new Set<string>([
  ...APP_ROUTES.map((r) => r.path),
  ...RESOURCE_UIS.flatMap(({ def, name = def.name, pages = [] }) => [
    `/${name}`,
    ...pages.map((p) => `/${name}/${p.path}`),
  ]),
]);

export const pageExists = (path: string): boolean => existing.has(path);
