import { useQuery } from '@tanstack/react-query';
import { LIMITS, type CallAnswer } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { adminKeys } from './keys';

export type Broadcast = CallAnswer<'admin/broadcasts'>[number];

/** How often the list is read again while a broadcast is still on its way. */
export const BROADCAST_POLL_MS = 3000;

/** `POST admin/broadcasts/limit/30/offset/0`: the newest broadcasts with their delivery progress. */
export function getBroadcasts(signal?: AbortSignal): Promise<Broadcast[]> {
  return call('admin/broadcasts', { body: {}, path: { limit: LIMITS.listPageSize, offset: 0 }, signal });
}

/** Whether a broadcast is still being delivered. */
export const isSending = (b: Broadcast) => b.status !== 'sent';

/** Share of the devices whose push is done (sent or failed); a broadcast with no devices is done when sent. */
export function deliveryShare(b: Broadcast): number {
  if (b.devices > 0) return Math.min(1, (b.pushed + b.failed) / b.devices);
  return b.status === 'sent' ? 1 : 0;
}

/** The newest broadcasts, read again every few seconds while any is queued or sending. */
export function useBroadcasts() {
  return useQuery({
    queryKey: adminKeys.broadcasts,
    queryFn: ({ signal }) => getBroadcasts(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isSending) ? BROADCAST_POLL_MS : false),
  });
}

export interface BroadcastDraft {
  title: string;
  message: string;
  /** Language codes; empty = everyone. */
  languages: readonly string[];
  image: File | null;
}

/** `POST admin/broadcast_add` multipart {title, message, languages (comma-separated, "" = all), file?}. Admins only. */
export function sendBroadcast(draft: BroadcastDraft): Promise<Broadcast> {
  const form = new FormData();
  form.append('title', draft.title);
  form.append('message', draft.message);
  form.append('languages', draft.languages.join(','));
  if (draft.image) form.append('file', draft.image);
  return call('admin/broadcast_add', { body: form });
}
