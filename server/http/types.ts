/** What routes declare and what the auth hook attaches; see server/plugins/auth.ts. */
import type { PermissionKey } from '../../src/domain/permissions';
import type { Clock } from '../clock';
import type { EventBus, EventStream } from './events';
import type { ExcelSlots } from './excel-slots';

export interface Staff {
  id: number;
  name: string;
  sessionId: number;
  permissions: Set<string>;
  mustChangePassword: boolean;
  /** 'display': a hall turn display's session (see domain/displays); null: a staff session. */
  scope: 'display' | null;
}

/** A guardian signed in to the families' portal (a family session: no staff key). */
export interface FamilyMember {
  /** The portal account's id. */
  accountId: number;
  guardianId: number;
  name: string;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission key the route requires (with its ancestors, see domain/permissions); a list means any of them. */
    permission?: PermissionKey | readonly PermissionKey[];
    /** Any signed-in staff member may call it (profile, logout). */
    signedIn?: boolean;
    /** No session needed: health, login, login form. */
    public?: boolean;
    /**
     * A families' portal route (`/api/family/…`): only a family session passes (401 otherwise), and
     * a family session passes no other route (403). Declared instead of a permission key.
     */
    family?: boolean;
    /** A display session may call it too (turn cards, their events, logout); it still needs the key. */
    display?: boolean;
    /** Still allowed while the user must change a temporary password. */
    duringPasswordChange?: boolean;
    /** Which field's message leads when several are wrong. */
    validationOrder?: readonly string[];
    /** A body over the route's `bodyLimit` is refused (413, before it is read whole or parsed) with this message on this field. */
    bodyTooLarge?: { field: string; message: string };
  }
  interface FastifyRequest {
    staff: Staff | null;
    family: FamilyMember | null;
  }
  interface FastifyInstance {
    /** The server's one clock (server/clock.ts), for plugins and hooks outside the areas. */
    clock: Clock;
    /** The origin of the links the server sends out (http/addresses.ts `linkOrigin`), never the request's Host. */
    linkOrigin: () => string;
    /** The event bus of this node (built by plugins/event-bus.ts). */
    eventBus: EventBus;
    /** Opens a live screen's stream of topics (built by plugins/event-streams.ts). */
    eventStream: EventStream;
    /** The reports' Excel files this node writes at once (http/excel-slots.ts). */
    excelSlots: ExcelSlots;
    /** The server's VAPID public key (plugins/family-push.ts): the portal's devices subscribe with it. */
    pushPublicKey: string;
  }
}
