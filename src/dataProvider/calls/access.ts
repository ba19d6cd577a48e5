/** Access control: the gate's reads, the own QR, the live view and the permits (src/domain/access.ts). */
import type { GateLive, GateResult, OwnCode } from '../../domain/access';
import type { PermitInput, PermitPerson, PermitRow } from '../../domain/accessPermits';
import type { HttpClient } from '../http';

export const accessCalls = (http: HttpClient) => ({
  /** A read at the gate: a passage in or out (or the same one again within the repeat window). */
  async gateRead(read: string, gate: number | null): Promise<GateResult> {
    const path = `admin/turns/${encodeURIComponent(read.trim())}/registerstar`;
    return (await http<GateResult>(path, gate === null ? {} : { query: { gate } })).data;
  },
  /** The signed-in person's own QR code; the previous one stops working. */
  async ownCode(): Promise<OwnCode> {
    return (await http<OwnCode>('admin/mostrarQR')).data;
  },
  async gateLive(): Promise<GateLive> {
    return (await http<GateLive>('admin/gate/live')).data;
  },
  /** The active person of a document, for a permit or a report. */
  async permitPerson(numDoc: string): Promise<PermitPerson> {
    return (
      await http<PermitPerson>('admin/savepermiso', { method: 'POST', body: { num_doc: numDoc.trim() } })
    ).data;
  },
  async createPermit(body: PermitInput): Promise<{ permit: PermitRow; message: string }> {
    const answer = await http<PermitRow>('admin/crearpermiso', { method: 'POST', body });
    return { permit: answer.data, message: answer.message };
  },
  /** The permits of today and later. */
  async comingPermits(): Promise<PermitRow[]> {
    return (await http<PermitRow[]>('admin/permisos')).data;
  },
  async deletePermit(id: number): Promise<string> {
    return (await http(`admin/permisos/${id}`, { method: 'DELETE' })).message;
  },
});
