/**
 * Where this page is reached: its https address, and whether the camera can work here. Apart from
 * the API's status hook (./tlsStatus.ts), so the sign-in page uses it without the API client.
 */

/** This page's address over https (the server answers both on one port), at `route` of the app. */
export function httpsAddress(route: string): string {
  return `https://${window.location.host}${window.location.pathname}#${route}`;
}

/** Served over plain http to a device that is not this machine: no camera here. */
export const insecureHere = (): boolean => !window.isSecureContext;
