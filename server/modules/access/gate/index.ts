/** Access control's gate: a read at the gate, the own QR and the live view; the screen is src/areas/access/gate/. */
export { gateRoutes } from './routes';
// The passages report lists passages as the live view does.
export { passageRows } from './queries';
