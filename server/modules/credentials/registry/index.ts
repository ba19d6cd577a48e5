/**
 * The credentials themselves: the list, one credential, the lookups by document and by code (the
 * points of sale's and the desk's validation), create, edit, a new code and delete. Its screens are
 * the feature of the same name in src/areas/credentials.
 */
export { credentialRoutes } from './routes';
// A new code: the students' and the gate's own codes (through the area's door).
export { newCredentialCode } from './service';
// One credential as the API answers it, or 404: the card after a top-up or a deduction (topups).
export { mustFindCredential } from './service';
