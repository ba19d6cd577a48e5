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
}

export function createFailureRecord(): FailureRecord {
  let shown: HttpFailure | null = null;
  let quiet = false;
  const listeners = new Set<Listener>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(failure) {
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
  };
}

/** The app's record (instance.ts wires it to the HTTP client). */
export const httpFailures = createFailureRecord();
