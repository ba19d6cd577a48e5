import { useQueryClient } from '@tanstack/react-query';
import type { Carnet } from '../../domain/carnets';
import { callKey, useCallQuery } from '../../dataProvider/hooks';

/** Loads one credential; `setCarnet` puts a changed one (e.g. with a new code) in its place. */
export function useCarnet(id: string | undefined) {
  const queryClient = useQueryClient();
  const key = ['carnet', id];
  const { data, error } = useCallQuery(
    key,
    async (dp) => (await dp.getOne<Carnet>('admin/carnets', { id: Number(id) })).data,
    // A balance is read afresh on each visit, never shown from an earlier one.
    { enabled: Boolean(id), gcTime: 0 },
  );
  const setCarnet = (carnet: Carnet) => queryClient.setQueryData<Carnet>(callKey(key), carnet);
  return { carnet: data ?? null, setCarnet, error: error?.message ?? null };
}
