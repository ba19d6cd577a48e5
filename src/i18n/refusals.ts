/**
 * A refusal as a person reads it: in Spanish, the server's own words (the specification's); in
 * another language, the catalog's text for its `reason` (app.errors, src/kit/refusalMessages.ts),
 * or the server's words when the catalog has none.
 */
import type { Envelope } from '../domain/envelope';
import { DEFAULT_LOCALE } from './locales';

export function refusalText(
  locale: string,
  translate: (key: string, options: { _: string }) => string,
  { message, reason }: Pick<Envelope, 'message' | 'reason'>,
): string {
  return locale === DEFAULT_LOCALE || !reason ? message : translate(`app.errors.${reason}`, { _: message });
}
