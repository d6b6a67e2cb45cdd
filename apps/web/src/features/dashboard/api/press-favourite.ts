import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { getSessionUser } from '../../../lib/session/session-store';

/** `POST favourites/press {item_id, user_id}` toggles; answers the decoded Item with its new is_favourited. */
export function pressFavourite(itemId: string) {
  return call('favourites/press', { body: { item_id: itemId, user_id: getSessionUser()?.user_id ?? '' } });
}

export function usePressFavourite() {
  return useMutation({ mutationFn: pressFavourite });
}
