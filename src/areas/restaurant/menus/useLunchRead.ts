/**
 * A read of the lunch's calls through the shared query hook, under the key `['lunch', …]`: a lost
 * session sends to the login as the data provider's calls do (those go around its proxy).
 */
import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { QueryKey } from '@tanstack/react-query';
import { callKey, useCallQuery } from '../../../dataProvider/hooks';

export const lunchKey = (...parts: unknown[]): QueryKey => ['lunch', ...parts];

/** The cache key of a lunch read, for `invalidateQueries` after a write. */
export const lunchCacheKey = (...parts: unknown[]): QueryKey => callKey(lunchKey(...parts));

export function useLunchRead<T>(key: QueryKey, read: () => Promise<T>, options: { enabled?: boolean } = {}) {
  const result = useCallQuery(['lunch', ...key], read, options);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { error } = result;
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  return result;
}
