/**
 * The family's notices on the portal: the feed (NoticesPage, which main.tsx loads when first
 * opened) and what to be told of each child (NoticeChoicesCard); the screens of
 * server/modules/family/notices. The child's page shows the choices' card.
 */
export { NoticeChoicesCard } from './NoticeChoicesCard';
