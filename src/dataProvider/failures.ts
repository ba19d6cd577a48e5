/**
 * The one record of failures that no screen can explain (spec part 1 §8: 'Ocurrio un error
 * procesando la peticion.' in a 'Mensaje informativo' dialog), fed by the HTTP client for every
 * call and read by the dialog in the layout (src/app/errors/HttpFailureDialog.tsx).
 *
 * Once per outage: after Aceptar the dialog stays closed until the server has answered again,
 * so a board that polls every few seconds does not reopen it on every try while the network is down.
 */
import type { HttpFailure } from './http';

type Listener = () => void;

export interface FailureRecord {
  /** The failure shown now; null when nothing is shown. */
  current(): HttpFailure | null;
  subscribe(listener: Listener): () => void;
  report(failure: HttpFailure): void;
  /** A response below 500 arrived: the next failure is news. */
  answered(): void;
  dismiss(): void;
  /**
   * A screen that shows the connection's state itself (a till's banner, issue 33) takes the lost
   * connections while it is open: `handler` hears them, the dialog does not. Answers the release.
   */
  takeNetworkFailures(handler: () => void): () => void;
}

export function createFailureRecord(): FailureRecord {
  let shown: HttpFailure | null = null;
  let quiet = false;
  const listeners = new Set<Listener>();
  const networkTakers = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(failure) {
      if (failure.kind === 'network' && networkTakers.size > 0) {
        networkTakers.forEach((handler) => handler());
        return;
      }
      // Nobody shows it (the sign-in page has its own dialog, the hall displays none): nothing to keep.
      if (shown || quiet || listeners.size === 0) return;
      shown = failure;
      changed();
    },
    answered() {
      quiet = false;
    },
    dismiss() {
      shown = null;
      quiet = true;
      changed();
    },
    takeNetworkFailures(handler) {
      const taker = () => handler();
      networkTakers.add(taker);
      return () => networkTakers.delete(taker);
    },
  };
}

/** The app's record (instance.ts wires it to the HTTP client). */
export const httpFailures = createFailureRecord();
