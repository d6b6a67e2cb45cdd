/** Query definitions for the blog (feeds). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';

export const feedQueries = {
  all: ['feeds'] as const,
  /** `POST feeds/search`: the newest posts, first page of `limit`. */
  latest: (limit: number) =>
    queryOptions({
      queryKey: [...feedQueries.all, 'latest', limit] as const,
      queryFn: ({ signal }) => call('feeds/search', { body: { searchterm: '', city_id: '' }, path: { limit, offset: 0 }, signal }),
    }),
};
