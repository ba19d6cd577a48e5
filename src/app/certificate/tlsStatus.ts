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

/** This page's address over https (the server answers both on one port), at `route` of the app. */
export function httpsAddress(route: string): string {
  return `https://${window.location.host}${window.location.pathname}#${route}`;
}

/** Served over plain http to a device that is not this machine: no camera here. */
export const insecureHere = (): boolean => !window.isSecureContext;
