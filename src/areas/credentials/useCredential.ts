import { useQueryClient } from '@tanstack/react-query';
import type { Credential } from '../../domain/credentials';
import { callKey, useCallQuery } from '../../dataProvider/hooks';

/** Loads one credential; `setCarnet` puts a changed one (e.g. with a new code) in its place. */
export function useCredential(id: string | undefined) {
  const queryClient = useQueryClient();
  const key = ['carnet', id];
  const { data, error, isFetchedAfterMount } = useCallQuery(
    key,
    async (dp) => (await dp.getOne<Credential>('admin/carnets', { id: Number(id) })).data,
    { enabled: Boolean(id) },
  );
  const setCarnet = (carnet: Credential) => queryClient.setQueryData<Credential>(callKey(key), carnet);
  // A balance is never shown from an earlier visit's copy: only once this visit has read it.
  return { carnet: isFetchedAfterMount ? (data ?? null) : null, setCarnet, error: error?.message ?? null };
}
