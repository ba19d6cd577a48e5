/**
 * A child's allergies on the portal: the allergens and the note the school must know, which the
 * family may always change; the screen of server/modules/family/allergies. The child's page shows
 * the card.
 */
export { AllergiesCard } from './AllergiesCard';
