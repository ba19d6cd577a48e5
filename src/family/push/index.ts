/**
 * The portal on the phone (issue 55): installed on the home screen, with the notices pushed to
 * it. The service worker (worker.ts, its rules workerRules.ts) and its registration with the
 * browser's offer to install (register.ts, which main.tsx calls), and the notices page's control
 * (PushChoice); the screen of server/modules/family/push.
 */
export { PushChoice } from './PushChoice';
