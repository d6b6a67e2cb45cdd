import { useMutation } from '@tanstack/react-query';
import { apiPost, type WireSuccess } from '../../../lib/api';
import { getSessionUser } from '../../../lib/session/session-store';

/** `POST itemreports/add {item_id, reported_user_id}` (the reporter is the signed-in user). */
export function reportItem(itemId: string): Promise<WireSuccess> {
  return apiPost<WireSuccess>('itemreports', 'add', { item_id: itemId, reported_user_id: getSessionUser()?.user_id ?? '' });
}

export function useReportItem() {
  return useMutation({ mutationFn: reportItem });
}
