import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOCIAL_PROVIDERS, type SocialProviderName } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

/** `users/social_providers`: the providers this server offers (configured ones only), in button order. */
export const socialProvidersQuery = queryOptions({
  queryKey: ['users', 'social_providers'] as const,
  queryFn: async ({ signal }): Promise<SocialProviderName[]> => {
    const offered = await call('users/social_providers', { signal });
    return SOCIAL_PROVIDERS.filter((p) => offered[p]);
  },
  staleTime: 5 * 60_000,
});

export const useSocialProviders = () => useQuery(socialProvidersQuery);

/**
 * Where a provider's button goes: the server's start route, which sends the browser to the provider and, signed in,
 * back to `returnTo` (this screen, which then finishes like any sign-in).
 */
export function socialStartUrl(provider: SocialProviderName, returnTo: string, lang: string): string {
  const query = new URLSearchParams({ return_to: returnTo, lang });
  return `/api/auth/${provider}/start?${query.toString()}`;
}
