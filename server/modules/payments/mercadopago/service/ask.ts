/**
 * A request's call to Mercado Pago: its being unreachable is the caller's 503 (try again later),
 * with the message a person may read; the detail goes to the log only.
 */
import { AppError } from '../../../../http/errors';
import { MercadoPagoUnavailable, PAYMENTS_UNAVAILABLE } from './client';

export async function askMercadoPago<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MercadoPagoUnavailable) throw new AppError(503, PAYMENTS_UNAVAILABLE, 'unavailable');
    throw error;
  }
}
