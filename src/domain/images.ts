/**
 * Uploaded images (students' and users' photos, product and category pictures, the
 * restaurant's menu picture): what the server takes, and its refusals, all named on the field.
 * The server checks every one in one place (server/http/images.ts: checkImage).
 */

/** The file's size. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/**
 * Pixels on each side (so at most 16.8 megapixels, 64 MB once a browser decodes it): a phone's
 * 12-megapixel photo (4032 × 3024) passes; a small file claiming 30 000 × 30 000 pixels (a
 * decompression bomb) would take gigabytes in every browser that shows it, the hall displays'
 * among them.
 */
export const MAX_IMAGE_SIDE = 4096;

export const IMAGE_MESSAGES = {
  /** Not base64 at all. */
  unreadable: 'La imagen no es un archivo válido: debe ser .jpg o .png',
  /** Its bytes are not a PNG or JPEG image, whatever its name or declared type. */
  notJpgOrPng: 'La imagen debe ser un archivo .jpg o .png',
  tooBig: `La imagen no puede superar ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  tooManyPixels: (width: number, height: number) =>
    `La imagen mide ${width} × ${height} píxeles; el máximo es ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE}. Redúzcala e intente de nuevo`,
} as const;
