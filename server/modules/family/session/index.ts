/**
 * The portal's session: sign-in (e-mail or document), activation from an invitation, sign-out;
 * its screens are src/family/session. Also what the area's door says at start: the families still
 * holding the published password.
 */
export { familySessionRoutes } from './routes';
export { familiesWithPublishedPassword } from './queries';
// The staff's revocation ends the account's sessions (invitations/service.ts).
export { endSessions } from './service';
