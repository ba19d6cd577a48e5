/**
 * Excusing a child's absence on the portal (issue 53): the form and the child's excuses
 * (ExcuseCard), the screen of server/modules/family/excuses. The child's page shows the card.
 */
export { ExcuseCard } from './ExcuseCard';
