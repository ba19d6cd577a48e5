/** Administration: a user's password reset and reactivation (the global report: `report`). */
import type { Identifier } from 'react-admin';
import type { HttpClient } from '../http';

export const adminCalls = (http: HttpClient) => ({
  async resetPassword(id: Identifier): Promise<{ password: string; message: string }> {
    const body = await http<{ password: string }>(`admin/reset-pass/${encodeURIComponent(id)}`);
    return { password: body.data.password, message: body.message };
  },
  async restoreUser(id: Identifier): Promise<string> {
    const body = await http(`admin/usersdel/${encodeURIComponent(id)}`, { method: 'PUT' });
    return body.message;
  },
});
