/**
 * The staff's side of the portal (key academic.attendant): a guardian's access, the invitation
 * and its revocation. API only in the portal: it has no screen in src/family — its screen is the
 * staff's guardian card in the back office (src/areas/academic/guardians/GuardianPortalCard.tsx).
 */
export { invitationRoutes } from './routes';
