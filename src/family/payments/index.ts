/**
 * Online top-ups on the portal (issue 54): the card *Recargar en línea* with the family's payments
 * (OnlinePaymentCard, PaymentList), the screen of server/modules/family/payments. The children's
 * page reads the terms (paymentTerms.ts) and shows the card; main.tsx loads a payment's page
 * (PaymentPage, #/pagos/:id) on its own, when Mercado Pago sends the family back.
 */
export { OnlinePaymentCard } from './OnlinePaymentCard';
export { onlineAmountId, usePaymentTerms } from './paymentTerms';
