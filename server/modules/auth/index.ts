/** Auth: login and its throttle, logout, the login form and the signed-in user's own profile. */
import type { AreaPlugin } from '../../http/area';
import { authRoutes } from './routes';

export const authArea: AreaPlugin = async function auth(app, opts) {
  authRoutes(app, opts);
};

// The families' portal signs in with the same throttle and the same published-password rule.
export { beginAttempt } from './service/login-throttle';
export { assertNotPublishedFromNetwork, fromServerMachine } from './service/published-password';
// The start-up log names the staff accounts still holding the published password.
export { accountsWithPublishedPassword } from './service/published-password';
