/** `GET /api/tls`'s answer as a schema (tls.ts holds what the pages need without zod). */
import { z } from 'zod';

/** The names (and the names under them) and address ranges a local authority may vouch for. */
export const authorityScopeSchema = z.object({
  names: z.array(z.string()),
  /** `address/prefix`, IPv4 or IPv6. */
  ranges: z.array(z.string()),
});
export type AuthorityScope = z.infer<typeof authorityScopeSchema>;

export const tlsStatusSchema = z.object({
  /** The server answers HTTPS itself (its own certificate files, or TLS=auto). */
  https: z.boolean(),
  /** TLS=auto: it offers its local authority's certificate for the devices to install. */
  auto: z.boolean(),
  /** That certificate's SHA-256 fingerprint (`AB:CD:…`), for a person to compare; null without TLS=auto. */
  fingerprint: z.string().nullable(),
  /**
   * TLS=auto: what a device that installs the authority will trust it for (its Name Constraints),
   * or null when the authority was made before it carried any (it can vouch for any site).
   */
  scope: authorityScopeSchema.nullable(),
});
export type TlsStatus = z.infer<typeof tlsStatusSchema>;
