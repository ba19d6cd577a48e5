/**
 * A child's allergies from the portal: read them and change them (the list and the note), through
 * academic's door that records the change on the child's history. Its screen is src/family/allergies.
 */
export { allergyRoutes } from './routes';
