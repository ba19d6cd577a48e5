/** Access control's gate: what its sibling features use of it. */
// The reports' fourth tab is the gate now, live.
export { GateLivePanel } from './GateLivePanel';
