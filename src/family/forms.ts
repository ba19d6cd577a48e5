/**
 * What the portal's forms share: amounts as a family types them, how a refusal is shown, a card's
 * save, and a photo from the phone made small enough to send (the receipts', the excuses').
 */
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
