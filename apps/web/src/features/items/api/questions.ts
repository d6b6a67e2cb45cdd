/** The public-question writes of one listing (`commentheaders/*`, `commentdetails/*`); each refreshes its questions. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUESTION_LIMITS } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { questionQueries } from '../../../lib/queries/reviews';
import { getSessionUser } from '../../../lib/session/session-store';

const me = () => getSessionUser()?.user_id ?? '';

/** The question writes of one listing; each refreshes the listing's questions. */
export function useQuestionWrites(itemId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: questionQueries.all(itemId) });
  return {
    ask: useMutation({ mutationFn: (comment: string) => call('commentheaders/press', { body: { item_id: itemId, user_id: me(), comment } }), onSuccess }),
    answer: useMutation({
      mutationFn: (a: { headerId: string; comment: string }) =>
        call('commentdetails/press', { body: { header_id: a.headerId, user_id: me(), comment: a.comment } }),
      onSuccess,
    }),
    removeQuestion: useMutation({ mutationFn: (id: string) => call('commentheaders/remove', { body: { id, user_id: me() } }), onSuccess }),
    removeAnswer: useMutation({ mutationFn: (id: string) => call('commentdetails/remove', { body: { id, user_id: me() } }), onSuccess }),
  };
}

/** A question, an answer or a follow-up (1–1000 characters, as the server takes them): the key of what is wrong, or null. */
export function questionTextError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'questions.errors.required';
  if (trimmed.length > QUESTION_LIMITS.textMax) return 'questions.errors.too_long';
  return null;
}
