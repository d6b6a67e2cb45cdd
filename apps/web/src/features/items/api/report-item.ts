import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { getSessionUser } from '../../../lib/session/session-store';

/** `POST itemreports/add {item_id, reported_user_id}` (the reporter is the signed-in user). */
export function reportItem(itemId: string) {
  return call('itemreports/add', { body: { item_id: itemId, reported_user_id: getSessionUser()?.user_id ?? '' } });
}

export function useReportItem() {
  return useMutation({ mutationFn: reportItem });
}
