/**
 * What the back office keeps in the browser's storage for the signed-in person. Apart from the
 * login's schemas (auth.ts) so the sign-in page reads it without loading zod. The old system's keys:
 * outside tools read them.
 */
export const STORAGE = {
  token: 'tokenAdmin',
  userId: 'idUserAdmin',
  permission: 'permission',
  name: 'nameAdmin',
  mustChangePassword: 'mustChangePassword',
  /** 'display' while the browser is a hall turn display (domain/displays); absent otherwise. */
  scope: 'sessionScope',
  /** The display page it shows. */
  displayPath: 'displayPath',
} as const;
