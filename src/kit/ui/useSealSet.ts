/**
 * The school's warning-seal set (issue 35: Colombia's, Mexico's or Chile's), read once from its
 * food policy and shared by every screen that draws or offers a seal; Colombia's until it answers.
 * The policy page writes the same query when it saves.
 */
import { DEFAULT_SEAL_SET, type SealSetId } from '../../domain/foodLabels';
import { useCallQuery } from '../../dataProvider/hooks';

export const FOOD_POLICY_QUERY = ['foodpolicy'];

/** `needed` false (a screen without seals): nothing is asked. */
export function useSealSet(needed = true): SealSetId {
  const policy = useCallQuery(FOOD_POLICY_QUERY, (dp) => dp.foodPolicy(), {
    staleTime: 5 * 60_000,
    enabled: needed,
  });
  return policy.data?.conjunto_sellos ?? DEFAULT_SEAL_SET;
}
