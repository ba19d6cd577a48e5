/**
 * Notices pushed to a guardian's devices (issue 55, Web Push: RFC 8030, 8291, 8292): what the
 * portal sends when a guardian allows notices on a device (the browser's PushSubscription as
 * `toJSON()` gives it), what the server answers, and its Spanish refusals. The portal imports
 * only the types (its first download stays free of zod).
 */
import { z } from 'zod';

/** The longest endpoint taken: the push services' are a few hundred characters. */
export const ENDPOINT_MAX = 2048;
/** How many devices a family may have: subscribing one more forgets the oldest. */
export const DEVICES_PER_FAMILY = 10;

export const PUSH_MESSAGES = {
  endpoint: 'endpoint debe ser la dirección del servicio de avisos del navegador',
  notHttps: 'endpoint debe ser una dirección https:// del servicio de avisos del navegador',
  credentials: 'endpoint no puede llevar usuario ni contraseña',
  port: 'endpoint debe usar el puerto de https (443)',
  privateAddress:
    'endpoint no puede apuntar a este servidor ni a una dirección local o privada: debe ser el servicio de avisos del navegador',
  p256dh: 'keys.p256dh debe ser la clave pública P-256 del navegador (base64url, 65 bytes)',
  auth: 'keys.auth debe ser el secreto de autenticación del navegador (base64url, 16 bytes)',
  subscribed: 'Avisos activados en este dispositivo',
  unsubscribed: 'Avisos desactivados en este dispositivo',
  notSubscribed: 'Este dispositivo no tenía avisos activados',
} as const;

/** Base64url (no padding) of exactly `bytes` bytes, as the browser writes the keys. */
const base64url = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+$/, message)
    .length(Math.ceil((bytes * 4) / 3), message);

const endpointSchema = z
  .string({ error: PUSH_MESSAGES.endpoint })
  .trim()
  .max(ENDPOINT_MAX, PUSH_MESSAGES.endpoint)
  .refine((text) => URL.canParse(text), PUSH_MESSAGES.endpoint);

/** `POST /api/family/push/subscriptions`: the browser's subscription (`expirationTime` and the rest are ignored). */
export const pushSubscribeSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      // An uncompressed P-256 point: 0x04, then x and y.
      p256dh: base64url(65, PUSH_MESSAGES.p256dh).refine(
        (text) => text.startsWith('B'),
        PUSH_MESSAGES.p256dh,
      ),
      auth: base64url(16, PUSH_MESSAGES.auth),
    },
    { error: PUSH_MESSAGES.p256dh },
  ),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

/** `DELETE /api/family/push/subscriptions`: the device's endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/** `GET /api/family/push/key`: the server's VAPID public key (base64url), the browser's `applicationServerKey`. */
export const pushKeySchema = z.object({ clave_publica: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** A device where the family allowed notices. */
export const pushDeviceSchema = z.object({ endpoint: z.string(), created_at: z.string() });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** Whether a device of the family was forgotten (another family's endpoint never is). */
export const pushForgottenSchema = z.object({ borrado: z.boolean() });

/** What a push carries, encrypted for the device (RFC 8291): the portal's service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** The portal's page of the notice, on the server's own origin (`/familia/#/avisos`). */
  url: string;
}

/** The portal's page where a pushed notice opens: the notices' feed. */
export const PUSH_NOTICE_URL = '/familia/#/avisos';
