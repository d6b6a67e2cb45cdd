/**
 * Query definitions of the content and support screens (issue 14): static pages, the about record, FAQs, the
 * blog, and the privacy policy the signed-in user accepted. Content answers come in the reader's language (the
 * request's Accept-Language), so the language is part of every key: switching language reads the texts again.
 */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, ContentType, Decoded, wireContentEntry } from '@wheeldeal/contract';
import { call } from '../api/call';

export type ContentEntry = Decoded<typeof wireContentEntry>;

/** The blog list's page size (spec: 30). */
export const BLOG_PAGE_SIZE = 30;

export const contentQueries = {
  /** `GET pages/get/slug/{slug}`: terms, privacy, safety. */
  page: (slug: string, lang: string) =>
    queryOptions({
      queryKey: ['pages/get', slug, lang] as const,
      queryFn: ({ signal }) => call('pages/get', { path: { slug }, signal }),
    }),
  /** `GET abouts/get`: the about record (null before the admin writes one). */
  about: (lang: string) =>
    queryOptions({
      queryKey: ['abouts/get', lang] as const,
      queryFn: async ({ signal }) => (await call('abouts/get', { signal }))[0] ?? null,
    }),
  faqs: (lang: string) =>
    queryOptions({
      queryKey: ['faqs/get', lang] as const,
      queryFn: ({ signal }) => call('faqs/get', { path: { limit: 200, offset: 0 }, signal }),
    }),
  /** `POST feeds/search`: published posts, newest first, 30 a page, matching `term`. */
  blogs: (term: string, lang: string) =>
    infiniteQueryOptions({
      queryKey: ['feeds/search', 'pages', term, lang] as const,
      queryFn: ({ pageParam, signal }) => call('feeds/search', { body: { searchterm: term, city_id: '' }, path: { limit: BLOG_PAGE_SIZE, offset: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: (last: readonly unknown[], pages: readonly unknown[]) => (last.length < BLOG_PAGE_SIZE ? undefined : pages.length * BLOG_PAGE_SIZE),
    }),
  /** `GET feeds/get/id/{id}`: one post. */
  blog: (id: string, lang: string) =>
    queryOptions({
      queryKey: ['feeds/get', id, lang] as const,
      queryFn: async ({ signal }) => {
        const answer = await call('feeds/get', { path: { id }, signal });
        return Array.isArray(answer) ? (answer[0] ?? null) : answer;
      },
      enabled: id !== '',
    }),
  /** `users/privacy_status`: whether the signed-in user must accept the privacy policy (again). */
  privacy: (userId: string) =>
    queryOptions({
      queryKey: ['users/privacy_status', userId] as const,
      queryFn: ({ signal }) => call('users/privacy_status', { body: { user_id: userId }, signal }),
      enabled: userId !== '',
      staleTime: 5 * 60_000,
    }),
  /** `POST admin/content_list {type}` (staff). */
  editor: (type: ContentType) =>
    queryOptions({
      queryKey: ['admin/content_list', type] as const,
      queryFn: ({ signal }) => call('admin/content_list', { body: { type }, signal }),
    }),
};

/** Accept the privacy policy of `version` for `userId`. */
export function useAcceptPrivacy(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => call('users/accept_privacy', { body: { user_id: userId, version: String(version) } }),
    onSuccess: (status) => queryClient.setQueryData(contentQueries.privacy(userId).queryKey, status),
    // The policy changed while it was being read: read the new version (and ask for it).
    onError: () => void queryClient.invalidateQueries({ queryKey: ['users/privacy_status', userId] }),
  });
}

/** Save one language of a content row (admin); the editor's list and every reader's cache of content refresh. */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallBody<'admin/content_save'>) => call('admin/content_save', { body: fields }),
    onSuccess: (_, fields) => {
      void queryClient.invalidateQueries({ queryKey: ['admin/content_list', fields.type] });
      for (const key of ['pages/get', 'abouts/get', 'faqs/get', 'feeds/search', 'feeds/get', 'users/privacy_status']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
