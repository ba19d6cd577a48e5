/** Credentials: lookups by document or QR code, top-ups and deductions and a new code (the top-up report: `report`). */
import type { Identifier } from 'react-admin';
import type { Credential, CredentialLookup } from '../../domain/credentials';
import type { HttpClient } from '../http';

export const credentialCalls = (http: HttpClient) => ({
  /** A user by document: code 1 with their credential, code 2 when they have none. */
  async lookupByDocument(document: string): Promise<{ code: number; data: CredentialLookup }> {
    const body = await http<CredentialLookup>(`admin/carnets/${encodeURIComponent(document.trim())}`, { acceptCodes: [1, 2] });
    return { code: body.code, data: body.data };
  },
  /** A credential by the code in its QR. */
  async lookupByCode(code: string): Promise<CredentialLookup> {
    return (await http<CredentialLookup>(`admin/carnets/${encodeURIComponent(code.trim().toUpperCase())}/validate`)).data;
  },
  /** Top-up (positive) or deduction (negative); the key makes a retry move money only once. */
  async moveMoney(id: Identifier, recarga: number, idempotencyKey: string): Promise<{ credential: Credential; message: string }> {
    const body = await http<Credential>(`admin/carnets/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { recarga },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { credential: body.data, message: body.message };
  },
  async regenerateCode(id: Identifier): Promise<{ credential: Credential; message: string }> {
    const body = await http<Credential>(`admin/carnetscode/${encodeURIComponent(id)}`, { method: 'PUT' });
    return { credential: body.data, message: body.message };
  },
});
