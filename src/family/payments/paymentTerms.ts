/**
 * Whether the school takes online top-ups, and on what terms: the children's page asks once, for
 * the card *Recargar en línea* and for the children's *Recargar en línea* buttons that lead to it.
 */
import { useEffect, useState } from 'react';
import type { OnlinePaymentTermsAnswer } from '../../domain/onlinePayments';
import { familyApi } from '../api';

/** The terms; null until known, and when the server did not answer (then no online top-up is offered). */
export function usePaymentTerms(): OnlinePaymentTermsAnswer | null {
  const [terms, setTerms] = useState<OnlinePaymentTermsAnswer | null>(null);
  useEffect(() => {
    let live = true;
    familyApi.paymentTerms().then(
      (answer) => {
        if (live) setTerms(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return terms;
}

/** The amount field of a child in the card: the children's buttons bring it into view and focus. */
export const onlineAmountId = (childId: number) => `online-amount-${childId}`;
