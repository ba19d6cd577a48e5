/** The server's HTTPS as `GET /api/tls` (public) tells it, for the login page and the certificate page. */
import { useQuery } from '@tanstack/react-query';
import type { TlsStatus } from '../../domain/tls';
import { http } from '../../dataProvider/instance';

export function useTlsStatus() {
  return useQuery({
    queryKey: ['tls-status'],
    queryFn: async () => (await http<TlsStatus>('tls')).data,
    staleTime: Infinity,
    retry: false,
  });
}
