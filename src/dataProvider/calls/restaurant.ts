/** Restaurant: the lunch line's scans. */
import type { ScanResult } from '../../domain/restaurant';
import type { HttpClient } from '../http';

export const restaurantCalls = (http: HttpClient) => ({
  /** A scan at the order board: the student's default meal, once per service. */
  async registerMeal(read: string): Promise<ScanResult> {
    return (await http<ScanResult>(`restaurant/requests/${encodeURIComponent(read.trim())}/registerstarVenta`)).data;
  },
});
