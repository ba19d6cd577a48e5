/**
 * The server's e-mail through SMTP_URL: the notices worker's rounds (plugins/family-notices.ts)
 * and the portal's password links send with it. Timeouts short enough that a slow mail server
 * never holds a round or a request for long.
 */
import { createTransport } from 'nodemailer';

export const smtpTransport = (url: string) =>
  createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as object);
