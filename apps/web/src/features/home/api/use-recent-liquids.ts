import { useQuery } from '@tanstack/react-query';
import { mostRecentLiquids } from '@vapolib/domain';
import { myLiquidsQuery } from '../../../lib/queries/use-my-liquids.ts';

/** The user's 4 most recently added liquids (spec §2 /home); shares its cache with the /eliquides list. */
export function useRecentLiquids() {
  return useQuery({ ...myLiquidsQuery, select: (liquids) => mostRecentLiquids(liquids, 4) });
}
