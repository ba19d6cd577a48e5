/**
 * The school's food policy (issue 35): read it (every till), what its page shows besides it,
 * save it, and the inspector's Excel.
 */
import type { FoodPolicyCatalog } from '../../domain/foodPolicy';
import type { FoodPolicy } from '../../domain/foodRules';
import type { HttpClient } from '../http';

const PATH = 'inventory/foodpolicy';

export const foodPolicyCalls = (http: HttpClient) => ({
  async foodPolicy(): Promise<FoodPolicy> {
    return (await http<FoodPolicy>(PATH)).data;
  },
  /** How many enabled products each seal would take off the tills, and the restaurant's meals. */
  async foodPolicyCatalog(): Promise<FoodPolicyCatalog> {
    return (await http<FoodPolicyCatalog>(`${PATH}/catalog`)).data;
  },
  async saveFoodPolicy(policy: FoodPolicy): Promise<{ policy: FoodPolicy; message: string }> {
    const body = await http<FoodPolicy>(PATH, { method: 'PUT', body: policy });
    return { policy: body.data, message: body.message };
  },
  /** The products carrying a seal and their sales per month of `year` (this year by default), as .xlsx. */
  async foodPolicyExport(year?: number): Promise<Blob> {
    return (await http<Blob>(`${PATH}/export`, { query: { year }, file: true })).data;
  },
});
