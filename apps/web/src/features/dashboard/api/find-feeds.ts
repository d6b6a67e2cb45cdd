import { useQuery } from '@tanstack/react-query';
import { feedQueries } from '../../../lib/queries/feeds';

/** The newest blog posts. The rail hides itself when this fails. */
export function useFeeds() {
  return useQuery({ ...feedQueries.latest(6), staleTime: 10 * 60_000, retry: false });
}
