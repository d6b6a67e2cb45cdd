/** Query definitions for the blog (feeds); keys start with the call name (see catalog.ts). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';

export const feedQueries = {
  /** `POST feeds/search`: the newest posts, first page of `limit`. */
  latest: (limit: number) =>
    queryOptions({
      queryKey: ['feeds/search', 'latest', limit] as const,
      queryFn: ({ signal }) => call('feeds/search', { body: { searchterm: '', city_id: '' }, path: { limit, offset: 0 }, signal }),
    }),
};
