/**
 * What the portal's forms share: amounts as a family types them, where a refusal is shown (under
 * its field, or at the top of the form: FormNotice), a card's save, and a photo from the phone
 * made small enough to send (the receipts', the excuses').
 */
import { createElement, useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { ApiRefusal } from './api';

/** Pesos as typed ('5.000', '$5000'); NaN when it is not a whole number (the server says why). */
export const pesos = (typed: string) => {
  const digits = typed.replace(/[\s.$]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
};

/**
 * A refused save, placed: each error under its field when the form draws that field (`drawn`);
 * the message and every other error in one notice for the top of the form, so no refusal goes
 * unseen (`offline` when the server did not answer). Without `drawn`, everything is the notice.
 */
export function refusalOf(
  err: unknown,
  offline: string,
  drawn: readonly string[] = [],
): { errors: Record<string, string>; notice: string | null } {
  if (!(err instanceof ApiRefusal) || (!err.message && Object.keys(err.errors).length === 0))
    return { errors: {}, notice: offline };
  const errors: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, text] of Object.entries(err.errors)) {
    if (drawn.includes(field)) errors[field] = text;
    else elsewhere.push(text);
  }
  // Every error under its field: they say it all (the message is usually the first of them).
  if (elsewhere.length === 0 && Object.keys(errors).length > 0) return { errors, notice: null };
  const underFields = new Set(Object.values(errors));
  const lines = [...new Set([err.message, ...elsewhere])].filter((text) => text && !underFields.has(text));
  return { errors, notice: lines.length > 0 ? lines.join('\n') : null };
}

/** A form's outcome: the success text, or the refusal's notice (FormNotice shows it). */
export type Notice = { ok: boolean; text: string } | null;

/** The notice's name for the browser tests (not a prop of Alert's type, though the page takes it). */
const NOTICE_TEST_ID = { 'data-testid': 'form-notice' } as object;

/**
 * A form's outcome at its top: a refusal as an alert (role alert: read out at once), a success as
 * a status; brought into view, since the button that sent it may be a screen below. (Written
 * without JSX: this file is the portal's one home of its forms' helpers, a .ts.)
 */
export function FormNotice({ notice }: { notice: Notice }) {
  // A callback ref (its element as state): the effect runs once the alert is in the page.
  const [shown, setShown] = useState<HTMLDivElement | null>(null);
  const text = notice?.text;
  useEffect(() => {
    // Once per notice shown (not on each render); jsdom has no scrollIntoView.
    if (text) shown?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, text]);
  if (!notice) return null;
  return createElement(
    Alert,
    {
      ref: setShown,
      severity: notice.ok ? 'success' : 'error',
      role: notice.ok ? 'status' : 'alert',
      // Several refusals at once, one a line.
      sx: { whiteSpace: 'pre-line' },
      ...NOTICE_TEST_ID,
    },
    notice.text,
  );
}

/**
 * A card's save: busy while `write` runs; its answer's text as the success notice, or the server's
 * refusal — under the fields the form draws (`drawn`, as this render draws them), the rest in the
 * notice (refusalOf).
 */
export function useSaving(offline: string, drawn: readonly string[] = []) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const save = async (write: () => Promise<string>) => {
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      setNotice({ ok: true, text: await write() });
    } catch (err) {
      const refused = refusalOf(err, offline, drawn);
      setErrors(refused.errors);
      if (refused.notice) setNotice({ ok: false, text: refused.notice });
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, notice, setNotice, save };
}

export const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * A photo chosen or taken on the phone as a JPEG data URL, redrawn at most `side` pixels a side (a
 * 12-megapixel photo becomes a few hundred kB); rejects what the browser cannot read as a picture.
 */
export async function shrinkPhoto(file: File, side = 1600): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}

/** The size in bytes of a base64 data URL's content. */
export const dataUrlBytes = (url: string) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4);

/** Brings a form's field into view and focus: where a button leads the family to do something. */
export function goToField(id: string) {
  const field = document.getElementById(id);
  // jsdom has no scrollIntoView.
  field?.scrollIntoView?.({ block: 'center' });
  field?.focus({ preventScroll: true });
}
