/**
 * A family's transfer receipt (issue 32): a phone's photo (JPEG or PNG, checked as every image
 * is, by checkImage) or a bank's PDF (its header and its end-of-file mark), at most
 * MAX_RECEIPT_BYTES, whatever its name or declared type says. Refusals on the field given.
 */
import { IMAGE_MESSAGES } from '../../src/domain/images';
import { MAX_RECEIPT_BYTES, TRANSFER_MESSAGES, type ReceiptType } from '../../src/domain/transfers';
import { AppError, fieldError } from './errors';
import { checkImage } from './images';

const MAX_RECEIPT_BASE64 = Math.ceil(MAX_RECEIPT_BYTES / 3) * 4;

/** A PDF starts with '%PDF-' and ends with '%%EOF' (give or take trailing whitespace or a few bytes). */
const isPdf = (bytes: Buffer) =>
  bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
  bytes.subarray(-1024).toString('latin1').includes('%%EOF');

export function decodeReceipt(value: string, field = 'soporte'): { bytes: Buffer; mime: ReceiptType } {
  const base64 = value.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (base64.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    throw fieldError(field, TRANSFER_MESSAGES.receiptUnreadable);
  if (base64.length > MAX_RECEIPT_BASE64) throw fieldError(field, TRANSFER_MESSAGES.receiptTooBig);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_RECEIPT_BYTES) throw fieldError(field, TRANSFER_MESSAGES.receiptTooBig);
  if (isPdf(bytes)) return { bytes, mime: 'application/pdf' };
  try {
    return checkImage(bytes, field);
  } catch (err) {
    // Not an image either: say what a receipt may be (a photo too large in pixels keeps its own message).
    if (err instanceof AppError && err.message === IMAGE_MESSAGES.notJpgOrPng)
      throw fieldError(field, TRANSFER_MESSAGES.receiptType);
    throw err;
  }
}
