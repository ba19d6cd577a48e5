/**
 * What the till's unit tests share (tillSync, tillRefresh, tillChoice): a device whose till store
 * is wiped after each test, an online status to start from, and a wait that lets a hook's state
 * land between checks.
 */
import { act } from '@testing-library/react';
import { closeTillStore, TILL_DB } from '../../../src/kit/till/tillStore';
import { updateTillStatus } from '../../../src/kit/till/tillStatus';

/** Closes the device's till database and deletes it: the next test starts on a new device. */
export async function wipeTillDevice(): Promise<void> {
  await closeTillStore();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(TILL_DB);
    request.onsuccess = request.onerror = () => resolve();
  });
}

/** The status bar's figures of a device online, nothing queued, never synced. */
export function startOnline(): void {
  updateTillStatus({
    online: true,
    offlineSince: null,
    pending: 0,
    failed: 0,
    lastSync: null,
    needsSignIn: false,
  });
}

/**
 * Waits until `check` holds, a short real pause at a time inside act (the hook's state updates land
 * when each act ends; a faked setInterval would stop a polling waitFor).
 */
export async function until(check: () => void, tries = 200): Promise<void> {
  for (let i = 1; ; i++) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    try {
      check();
      return;
    } catch (error) {
      if (i >= tries) throw error;
    }
  }
}
