/**
 * Credentials: lookups by document or QR code, top-ups and deductions, a new code (the top-up
 * report: `report`), the transfers families report (src/domain/transfers.ts) and the families'
 * online payments at Mercado Pago with their daily reconciliation (src/domain/onlinePaymentsStaff.ts).
 */
import type { Identifier } from 'react-admin';
import type {
  Credential,
  CredentialByCode,
  CredentialLookup,
  MovedCredential,
} from '../../domain/credentials';
import type { DeskMethod } from '../../domain/payments';
import type { OnlinePaymentState, OnlinePaymentTermsAnswer } from '../../domain/onlinePayments';
import type {
  OnlineTermsInput,
  Reconciliation,
  ReconciliationFinding,
  StaffOnlinePayment,
} from '../../domain/onlinePaymentsStaff';
import type { StaffTransferReport, TransferReceipt, TransferState } from '../../domain/transfers';
import type { HttpClient } from '../http';

const ONLINE = 'admin/online-payments';

/** A base64 data URL's bytes (decoded here: the page's CSP lets `fetch` read no data: URL). */
function dataUrlBlob(dataUrl: string, type: string): Blob {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export const credentialCalls = (http: HttpClient) => ({
  /** A user by document: code 1 with their credential, code 2 when they have none. */
  async lookupByDocument(document: string): Promise<{ code: number; data: CredentialLookup }> {
    const body = await http<CredentialLookup>(`admin/carnets/${encodeURIComponent(document.trim())}`, {
      acceptCodes: [1, 2],
    });
    return { code: body.code, data: body.data };
  },
  /** A credential by the code in its QR. */
  async lookupByCode(code: string): Promise<CredentialByCode> {
    return (
      await http<CredentialByCode>(`admin/carnets/${encodeURIComponent(code.trim().toUpperCase())}/validate`)
    ).data;
  },
  /**
   * Top-up (positive) or deduction (negative) with how it was paid; the key makes a retry move money
   * only once. The answer's `id_movimiento` names the receipt.
   */
  async moveMoney(
    id: Identifier,
    recarga: number,
    payment: { metodo_pago: DeskMethod; referencia: string | null },
    idempotencyKey: string,
  ): Promise<{ credential: Credential; movementId: number | null; message: string }> {
    const body = await http<MovedCredential>(`admin/carnets/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { recarga, ...payment },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    const { id_movimiento, ...credential } = body.data;
    return { credential, movementId: id_movimiento ?? null, message: body.message };
  },
  async regenerateCode(id: Identifier): Promise<{ credential: Credential; message: string }> {
    const body = await http<Credential>(`admin/carnetscode/${encodeURIComponent(id)}`, { method: 'PUT' });
    return { credential: body.data, message: body.message };
  },
  /** Reported transfers of one state (none: all, pending first), newest first, a page at a time. */
  async transferReports(query: {
    estado?: TransferState;
    page: number;
    perPage: number;
  }): Promise<{ data: StaffTransferReport[]; total: number }> {
    const body = await http<StaffTransferReport[]>('admin/transfers', { query });
    return { data: body.data, total: body.total ?? body.data.length };
  },
  /**
   * A report's receipt (a photo or a PDF) as a Blob of its own type, for an object URL: the route
   * wants the token, so no plain <img src>; the server answers it in the envelope as a data URL.
   */
  async transferReceipt(id: Identifier): Promise<Blob> {
    const body = await http<TransferReceipt>(`admin/transfers/${encodeURIComponent(id)}/soporte`);
    return dataUrlBlob(body.data.soporte, body.data.soporte_tipo);
  },
  /** One top-up of the student's credential; approving an approved report answers it again (no second top-up). */
  async approveTransfer(id: Identifier): Promise<{ report: StaffTransferReport; message: string }> {
    const body = await http<StaffTransferReport>(`admin/transfers/${encodeURIComponent(id)}/approve`, {
      method: 'POST',
    });
    return { report: body.data, message: body.message };
  },
  /** Refused with the reason the family will read; 400 with `errors.motivo` when it is missing. */
  async rejectTransfer(
    id: Identifier,
    motivo: string,
  ): Promise<{ report: StaffTransferReport; message: string }> {
    const body = await http<StaffTransferReport>(`admin/transfers/${encodeURIComponent(id)}/reject`, {
      method: 'POST',
      body: { motivo },
    });
    return { report: body.data, message: body.message };
  },
  /** The families' online payments of one state (none: all), newest first, a page at a time. */
  async onlinePayments(query: {
    estado?: OnlinePaymentState;
    page: number;
    perPage: number;
  }): Promise<{ data: StaffOnlinePayment[]; total: number }> {
    const body = await http<StaffOnlinePayment[]>(ONLINE, { query });
    return { data: body.data, total: body.total ?? body.data.length };
  },
  /** Mercado Pago asked again about a pending or held payment; the message says what came of it. */
  async refreshOnlinePayment(
    id: Identifier,
  ): Promise<{ resultado: string; payment: StaffOnlinePayment; message: string }> {
    const body = await http<{ resultado: string; pago: StaffOnlinePayment }>(
      `${ONLINE}/${encodeURIComponent(id)}/refresh`,
      { method: 'POST' },
    );
    return { resultado: body.data.resultado, payment: body.data.pago, message: body.message };
  },
  /** Whether online top-ups are on, and the school's minimum, maximum and fee. */
  async onlineTerms(): Promise<OnlinePaymentTermsAnswer> {
    return (await http<OnlinePaymentTermsAnswer>(`${ONLINE}/terms`)).data;
  },
  /** 400 with each refusal under its field (`maximo` below `minimo` is on `maximo`). */
  async saveOnlineTerms(
    terms: OnlineTermsInput,
  ): Promise<{ terms: OnlinePaymentTermsAnswer; message: string }> {
    const body = await http<OnlinePaymentTermsAnswer>(`${ONLINE}/terms`, { method: 'PUT', body: terms });
    return { terms: body.data, message: body.message };
  },
  /** A day's reconciliation ('YYYY-MM-DD'): when it ran (never: null) and what it found. */
  async onlineReconciliation(dia: string): Promise<Reconciliation> {
    return (await http<Reconciliation>(`${ONLINE}/reconciliation`, { query: { dia } })).data;
  },
  /** Reconcile a day now; 400 on `dia` (a day to come), 409 while it runs, 503 when Mercado Pago does not answer. */
  async reconcileOnline(dia: string): Promise<{ reconciliation: Reconciliation; message: string }> {
    const body = await http<Reconciliation>(`${ONLINE}/reconciliation`, { method: 'POST', body: { dia } });
    return { reconciliation: body.data, message: body.message };
  },
  /** A difference settled by what Mercado Pago says of its payment now; 409 once settled. */
  async settleOnlineFinding(
    id: Identifier,
  ): Promise<{ resultado: string; finding: ReconciliationFinding; message: string }> {
    const body = await http<{ resultado: string; hallazgo: ReconciliationFinding }>(
      `${ONLINE}/findings/${encodeURIComponent(id)}/settle`,
      { method: 'POST' },
    );
    return { resultado: body.data.resultado, finding: body.data.hallazgo, message: body.message };
  },
});
