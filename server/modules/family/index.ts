/**
 * The families' portal (issue 32): guardians invited by the staff sign in with a session of
 * their own scope and see only their children. One folder per feature, each with its door
 * (index.ts): sign-in, activation and sign-out in session/; the staff's invitations and revocations in
 * invitations/; the children's cards and timeline in children/ (every read through the
 * guardian's id: the siblings ask it whether a child is theirs); a child's limits and blocks, and
 * what the school lets families change, in limits/; a child's allergies in allergies/; the
 * reported transfers, the family's and the staff's side, in transfers/; the notices' feed and
 * choices in notices/ (their writer is server/db/notices.ts, their e-mail
 * server/plugins/family-notices.ts); a child's excused days in excuses/ (issue 53); online top-ups
 * at Mercado Pago in payments/ (issue 54: the notification that credits them is server/modules/payments);
 * where a child's money goes (Gastos) in spending/; the devices where a guardian allowed pushed
 * notices in push/ (issue 55: the pushes are server/plugins/family-push.ts's); a child's lunch
 * (menus, pre-orders, meal plans) in lunch/ (issue 56).
 */
import type { AreaPlugin } from '../../http/area';
import { allergyRoutes } from './allergies';
import { childrenRoutes } from './children';
import { excuseRoutes } from './excuses';
import { invitationRoutes } from './invitations';
import { limitRoutes } from './limits';
import { familySessionRoutes } from './session';
import { transferRoutes } from './transfers';
import { noticeRoutes } from './notices';
import { onlinePaymentRoutes } from './payments';
import { pushRoutes } from './push';
import { spendingRoutes } from './spending';
import { familyLunchRoutes } from './lunch';

export const familyArea: AreaPlugin = async function family(app, opts) {
  familySessionRoutes(app, opts);
  invitationRoutes(app, opts);
  childrenRoutes(app, opts);
  limitRoutes(app, opts);
  allergyRoutes(app, opts);
  transferRoutes(app, opts);
  noticeRoutes(app, opts);
  excuseRoutes(app, opts);
  onlinePaymentRoutes(app, opts);
  pushRoutes(app, opts);
  spendingRoutes(app, opts);
  familyLunchRoutes(app, opts);
};

// The start-up log names the demo's families still holding the published password.
export { familiesWithPublishedPassword } from './session';
