/**
 * The restriction detail screen of a student, by their document: a credential's code is a bearer
 * secret and stays out of addresses (browser history, shared links). The server's
 * `academic/validatecredential/{x}` still takes a scanned code as well.
 */
export const restrictionDetailPath = (document: string, mode: 'create' | 'edit' = 'create') =>
  `/academic/locks/${mode}/${encodeURIComponent(document)}`;
