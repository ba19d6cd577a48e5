/**
 * A guardian's children: the cards (balance, today's consumption, cap, the forecast) and one
 * child's timeline; its screens are src/family/children. Every sibling feature asks it first
 * whether a child is the guardian's.
 */
export { childrenRoutes } from './routes';
export { isChildOf } from './queries';
