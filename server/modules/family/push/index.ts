/**
 * A guardian's devices for pushed notices (issue 55): the server's VAPID public key, a device
 * allowed (its Web Push subscription) and forgotten. The pushes themselves are sent by the push
 * worker (server/plugins/family-push.ts), which also keeps the keys; its screen is src/family/push.
 */
export { pushRoutes } from './routes';
