/**
 * Guardians: a guardian's profile with their portal access and the portal's settings, and the
 * student form's 'Nuevo Acudiente' dialog. Client only: their server side is the generic CRUD
 * registry (server/modules/resources) and the family module's invitations and portal settings
 * (server/modules/family), not a feature of server/modules/academic.
 */
export { GuardianCreateDialog } from './GuardianCreateDialog';
