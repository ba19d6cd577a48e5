/**
 * Hash routes that have a page today. The menu shows a permission-tree entry only when
 * its page is here, so roles can hold keys of areas that are not built yet.
 */
import { RESOURCES } from '../domain/resources';

export const CUSTOM_PAGES = ['/dashboard', '/admin/users/profile', '/admin/users/dels'] as const;

const existing = new Set<string>([...CUSTOM_PAGES, ...RESOURCES.map((r) => `/${r.name}`)]);

export const pageExists = (path: string): boolean => existing.has(path);
