/** The review write: it refreshes what it changes (the reviewed user's summary and review list). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/call';
import { reviewQueries } from '../../lib/queries/reviews';
import { userQueries } from '../../lib/queries/users';
import { getSessionUser } from '../../lib/session/session-store';

const me = () => getSessionUser()?.user_id ?? '';

export interface NewReview {
  chatId: string;
  toUserId: string;
  rating: number;
  title: string;
  description: string;
}

/** `POST rates/add_rating`: the signed-in user reviews the other party of a completed deal. */
export function useAddRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: NewReview) =>
      call('rates/add_rating', {
        body: { from_user_id: me(), to_user_id: r.toUserId, chat_id: r.chatId, rating: String(r.rating), title: r.title, description: r.description },
      }),
    onSuccess: (_, r) => {
      void queryClient.invalidateQueries({ queryKey: reviewQueries.all(r.toUserId) });
      void queryClient.invalidateQueries({ queryKey: userQueries.all(r.toUserId) });
    },
  });
}
