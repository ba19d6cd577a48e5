/**
 * The data provider's own calls (calls/<area>.ts) through react-query, as react-admin documents
 * for methods beyond CRUD: `useDataProvider` for the provider (its proxy logs a refusal and signs
 * out on 401) and `useQuery` / `useMutation` for the loading, error and busy states the pages
 * used to keep by hand. `<Admin>` provides the QueryClient; react-admin's own keys start with a
 * resource, ours with 'calls', so the two never meet (react-admin's refresh reloads both).
 */
import {
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '.';

/** The cache key of a call, for `queryClient.setQueryData` after a write. */
export const callKey = (key: QueryKey): QueryKey => ['calls', ...key];

/**
 * Calls run even when the browser says it is offline (react-query would hold them until it is
 * online again): a till answers from its own copy when a call fails (issue 33), and every screen
 * says at once that the server cannot be reached rather than spinning.
 */
const networkMode = 'always';

/** A read. No retries: the server's refusal is an answer, shown at once. */
export function useCallQuery<T>(
  key: QueryKey,
  call: (dataProvider: AppDataProvider) => Promise<T>,
  options?: Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: callKey(key),
    queryFn: () => call(dataProvider),
    retry: false,
    networkMode,
    ...options,
  });
}

/** A write (or a lookup a click or a scan asks for); `isPending` is its busy state. */
export function useCallMutation<T, A = void>(
  call: (dataProvider: AppDataProvider, args: A) => Promise<T>,
  options?: Omit<UseMutationOptions<T, Error, A>, 'mutationFn'>,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMutation({ mutationFn: (args: A) => call(dataProvider, args), networkMode, ...options });
}
