/** The payment methods' names on the desk's screens, from the catalog. */
import type { TranslateFunction } from 'react-admin';
import type { PaymentMethod } from '../../../domain/payments';

export const methodName = (translate: TranslateFunction, method: PaymentMethod | null) =>
  method ? translate(`credentials.payment.methods.${method}`) : '—';
