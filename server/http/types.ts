/** What routes declare and what the auth hook attaches; see auth.ts. */
export interface Staff {
  id: number;
  name: string;
  sessionId: number;
  permissions: Set<string>;
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission key the route requires (with its ancestors, see domain/permissions); a list means any of them. */
    permission?: string | readonly string[];
    /** Any signed-in staff member may call it (profile, logout). */
    signedIn?: boolean;
    /** No session needed: health, login, login form. */
    public?: boolean;
    /** Still allowed while the user must change a temporary password. */
    duringPasswordChange?: boolean;
    /** Which field's message leads when several are wrong. */
    validationOrder?: readonly string[];
  }
  interface FastifyRequest {
    staff: Staff | null;
  }
}
