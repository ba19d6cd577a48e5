import { useQueryClient } from '@tanstack/react-query';
import type { Credential } from '../../../domain/credentials';
import { callKey, useCallQuery } from '../../../dataProvider/hooks';

/** Loads one credential; `setCredential` puts a changed one (e.g. with a new code) in its place. */
export function useCredential(id: string | undefined) {
  const queryClient = useQueryClient();
  const key = ['carnet', id];
  const { data, error, isFetchedAfterMount } = useCallQuery(
    key,
    async (dp) => (await dp.getOne<Credential>('admin/carnets', { id: Number(id) })).data,
    { enabled: Boolean(id) },
  );
  const setCredential = (credential: Credential) =>
    queryClient.setQueryData<Credential>(callKey(key), credential);
  // A balance is never shown from an earlier visit's copy: only once this visit has read it.
  return {
    credential: isFetchedAfterMount ? (data ?? null) : null,
    setCredential,
    error: error?.message ?? null,
  };
}
