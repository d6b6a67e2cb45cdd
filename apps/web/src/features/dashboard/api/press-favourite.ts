import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { getSessionUser } from '../../../lib/session/session-store';
import type { RailItem } from './types';

/** `POST favourites/press {item_id, user_id}` toggles; answers the Item with its new is_favourited. */
export function pressFavourite(itemId: string): Promise<RailItem> {
  return apiPost<RailItem>('favourites', 'press', { item_id: itemId, user_id: getSessionUser()?.user_id ?? '' });
}

export function usePressFavourite() {
  return useMutation({ mutationFn: pressFavourite });
}
