/**
 * The top-ups families report from the portal, on the staff's side: each with its receipt, approved
 * (one top-up) or rejected with a reason. A screen without a feature of its own in
 * server/modules/credentials: its server side is the family module's transfers feature
 * (server/modules/family/transfers/, the staff's routes under /api/admin/transfers). The area's
 * index loads its page through this door.
 */
export { TransferReportsPage } from './TransferReportsPage';
