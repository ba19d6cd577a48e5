/** Restaurant: the lunch line's scans and the day's menu picture. */
import { MENU_FILE_FIELD, type MenuPicture, type ScanResult } from '../../domain/restaurant';
import type { HttpClient } from '../http';

export const restaurantCalls = (http: HttpClient) => ({
  /** A scan at the order board: the student's default meal, once per service. */
  async registerMeal(read: string): Promise<ScanResult> {
    return (
      await http<ScanResult>(`restaurant/requests/${encodeURIComponent(read.trim())}/registerstarVenta`)
    ).data;
  },
  /** A second helping of the student's meal, sold on purpose; the key makes a retry charge once. */
  async registerExtra(read: string, idempotencyKey: string): Promise<ScanResult> {
    const path = `restaurant/requests/${encodeURIComponent(read.trim())}/otraPorcion`;
    return (
      await http<ScanResult>(path, {
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
      })
    ).data;
  },
  /** The menu picture the displays show now, or null. */
  async menuPicture(): Promise<MenuPicture | null> {
    return (await http<MenuPicture | null>('restaurant/menu')).data;
  },
  /** Publishes a new menu picture (multipart, the image in `file`). */
  async uploadMenuPicture(file: File): Promise<{ menu: MenuPicture; message: string }> {
    const form = new FormData();
    form.append(MENU_FILE_FIELD, file);
    const answer = await http<MenuPicture>('restaurant/menu', { method: 'POST', body: form });
    return { menu: answer.data, message: answer.message };
  },
  /** Takes the menu picture down. */
  async removeMenuPicture(): Promise<string> {
    return (await http<null>('restaurant/menu', { method: 'DELETE' })).message;
  },
});
