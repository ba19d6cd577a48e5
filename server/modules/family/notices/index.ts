/**
 * The family's notices: the feed and its unread count, marking them read, and what the family
 * wants to be told of each child. Their writer is server/db/notices.ts, their e-mail
 * server/plugins/family-notices.ts; its screens are src/family/notices.
 */
export { noticeRoutes } from './routes';
