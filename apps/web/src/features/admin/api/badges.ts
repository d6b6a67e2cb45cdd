/** The staff's review of badge applications (issue 14): the pending ones of a kind, approve, reject with a reason. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BadgeKind } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

const key = (kind: BadgeKind) => ['admin/badge_applications', kind] as const;

/** `POST admin/badge_applications {kind}`: the oldest 30 pending applications ([] when none). */
export const useBadgeApplications = (kind: BadgeKind) => useQuery({ queryKey: key(kind), queryFn: ({ signal }) => call('admin/badge_applications', { body: { kind, status: 'pending' }, signal }) });

export function useDecideBadge(kind: BadgeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: string; reason: string | null }) =>
      d.reason === null
        ? call('admin/badge_approve', { body: { kind, application_id: d.id } })
        : call('admin/badge_reject', { body: { kind, application_id: d.id, reason: d.reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(kind) }),
  });
}
