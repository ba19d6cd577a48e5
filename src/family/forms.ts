/** What the portal's forms share: amounts as a family types them, how a refusal is shown, a card's save. */
import { useState } from 'react';
import { ApiRefusal } from './api';

/** Pesos as typed ('5.000', '$5000'); NaN when it is not a whole number (the server says why). */
export const pesos = (typed: string) => {
  const digits = typed.replace(/[\s.$]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
};

/** A refused save: the server's messages under their fields, or one message (`offline` when it did not answer). */
export function refusalOf(
  err: unknown,
  offline: string,
): { errors: Record<string, string>; notice: string | null } {
  if (!(err instanceof ApiRefusal) || !err.message) return { errors: {}, notice: offline };
  return Object.keys(err.errors).length > 0
    ? { errors: err.errors, notice: null }
    : { errors: {}, notice: err.message };
}

/**
 * A card's save: busy while `write` runs; its answer's text as the success notice, or the server's
 * refusal under each field (one notice when it names none, `offline` when it did not answer).
 */
export function useSaving(offline: string) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async (write: () => Promise<string>) => {
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      setNotice({ ok: true, text: await write() });
    } catch (err) {
      const refused = refusalOf(err, offline);
      setErrors(refused.errors);
      if (refused.notice) setNotice({ ok: false, text: refused.notice });
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, notice, setNotice, save };
}
