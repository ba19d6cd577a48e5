import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Carnet } from '../../domain/carnets';

/** Loads one credential; `reload` after a change. */
export function useCarnet(id: string | undefined) {
  const dataProvider = useDataProvider();
  const [carnet, setCarnet] = useState<Carnet | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    if (!id) return;
    dataProvider.getOne<Carnet>('admin/carnets', { id: Number(id) }).then(
      ({ data }) => setCarnet(data),
      (e: Error) => setError(e.message),
    );
  }, [dataProvider, id]);
  useEffect(reload, [reload]);
  return { carnet, setCarnet, error };
}
