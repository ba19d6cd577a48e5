/**
 * A receipt chosen or photographed on the phone, ready to send as a data URL: a photo is redrawn
 * at most RECEIPT_SIDE pixels a side as a JPEG (forms.ts: a 12-megapixel photo becomes a few
 * hundred kB); a PDF goes as it is. Too large, or neither: null and the reason's message key.
 */
import { MAX_RECEIPT_BYTES } from '../../domain/transferRules';
import { dataUrlBytes, readAsDataUrl, shrinkPhoto } from '../forms';

const RECEIPT_SIDE = 1600;

export async function receiptFrom(
  file: File,
): Promise<{ dataUrl: string } | { problem: 'receipt_type' | 'receipt_too_big' }> {
  let dataUrl: string;
  if (file.type === 'application/pdf') dataUrl = await readAsDataUrl(file);
  else if (file.type.startsWith('image/')) {
    try {
      dataUrl = await shrinkPhoto(file, RECEIPT_SIDE);
    } catch {
      return { problem: 'receipt_type' };
    }
  } else return { problem: 'receipt_type' };
  return dataUrlBytes(dataUrl) > MAX_RECEIPT_BYTES ? { problem: 'receipt_too_big' } : { dataUrl };
}
