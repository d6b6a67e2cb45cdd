/**
 * The item page's public questions (`commentheaders/*`, `commentdetails/*`): everyone reads them; a signed-in
 * visitor who is not the seller asks; the seller answers and the asker follows up in the thread; the seller, the
 * author and staff remove a question or an answer. A visitor is sent to log in and comes back to the listing.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QUESTION_LIMITS, ROLE } from '@wheeldeal/contract';
import { useAuthLinks } from '../../../app/redirect';
import { ChatIcon, TrashIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api/client';
import { questionQueries, type CommentDetail, type CommentHeader } from '../../../lib/queries/reviews';
import { useSession } from '../../../lib/session/session-store';
import { questionTextError, useQuestionWrites } from '../api/questions';

export interface QuestionsSectionProps {
  item: { id: string; added_user_id: string; is_owner: boolean };
}

type Removal = { kind: 'question' | 'answer'; id: string } | null;

export function QuestionsSection({ item }: QuestionsSectionProps) {
  const { t } = useTranslation('reviews');
  const { user } = useSession();
  const links = useAuthLinks();
  const viewer = user?.user_id ?? '';
  const isOwner = item.is_owner || (viewer !== '' && viewer === item.added_user_id);
  const isStaff = user?.role_id === String(ROLE.admin) || user?.role_id === String(ROLE.moderator);
  const query = useInfiniteQuery(questionQueries.ofItem(item.id, viewer));
  const writes = useQuestionWrites(item.id);
  const [removal, setRemoval] = useState<Removal>(null);
  const questions = query.data?.pages.flat() ?? [];

  const mayRemove = (authorId: string) => viewer !== '' && (isOwner || isStaff || authorId === viewer);
  const remove = writes[removal?.kind === 'answer' ? 'removeAnswer' : 'removeQuestion'];
  const confirmRemoval = () => {
    if (!removal) return;
    remove.mutate(removal.id, { onSuccess: () => setRemoval(null) });
  };

  return (
    <section aria-labelledby="questions-title" className="flex flex-col gap-4">
      <h2 id="questions-title" className="text-xl font-bold tracking-tight text-fg">
        {t('questions.title')}
      </h2>

      {!user ? (
        <p className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface-2 px-4 py-3 text-sm text-muted">
          {t('questions.login_prompt')}
          <Link to={links.login} className={buttonClasses('outline', 'sm')}>
            {t('questions.login')}
          </Link>
        </p>
      ) : (
        !isOwner && (
          <TextBox
            label={t('questions.ask_label')}
            placeholder={t('questions.ask_placeholder')}
            submit={t('questions.ask')}
            mutation={writes.ask}
            toArgs={(c) => c}
          />
        )
      )}

      {query.isPending ? (
        <p className="text-sm text-muted">{t('questions.loading')}</p>
      ) : query.isError ? (
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      ) : questions.length === 0 ? (
        <p className="text-sm text-muted">{isOwner ? t('questions.none_owner') : t('questions.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {questions.map((q) => (
            <li key={q.id}>
              <Question
                question={q}
                canReply={viewer !== '' && (isOwner || q.user_id === viewer)}
                replyLabel={isOwner ? t('questions.answer') : t('questions.follow_up')}
                writes={writes}
                mayRemove={mayRemove}
                onRemove={setRemoval}
              />
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage && (
        <Button variant="outline" className="self-start" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('questions.more')}
        </Button>
      )}

      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoval(null);
            remove.reset();
          }
        }}
        title={removal?.kind === 'answer' ? t('questions.remove_answer_title') : t('questions.remove_question_title')}
        description={t('questions.remove_text')}
        confirmLabel={t('questions.remove')}
        onConfirm={confirmRemoval}
        danger
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      />
    </section>
  );
}

function Question({
  question,
  canReply,
  replyLabel,
  writes,
  mayRemove,
  onRemove,
}: {
  question: CommentHeader;
  canReply: boolean;
  replyLabel: string;
  writes: ReturnType<typeof useQuestionWrites>;
  mayRemove: (authorId: string) => boolean;
  onRemove: (r: Removal) => void;
}) {
  const { t } = useTranslation('reviews');
  const [replying, setReplying] = useState(false);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <Entry
        author={question.user.user_name}
        photo={question.user.user_profile_photo}
        when={question.added_date_str}
        text={question.comment}
        onRemove={mayRemove(question.user_id) ? () => onRemove({ kind: 'question', id: question.id }) : undefined}
        removeLabel={t('questions.remove_question')}
      />
      {question.details.length > 0 && (
        <ol className="flex flex-col gap-3 border-s-2 border-line ps-4" aria-label={t('questions.answers')}>
          {question.details.map((d: CommentDetail) => (
            <li key={d.id}>
              <Entry
                author={d.user.user_name}
                photo={d.user.user_profile_photo}
                when={d.added_date_str}
                text={d.comment}
                badge={d.is_seller ? t('questions.seller') : undefined}
                onRemove={mayRemove(d.user_id) ? () => onRemove({ kind: 'answer', id: d.id }) : undefined}
                removeLabel={t('questions.remove_answer')}
              />
            </li>
          ))}
        </ol>
      )}
      {canReply &&
        (replying ? (
          <TextBox
            label={replyLabel}
            placeholder={t('questions.reply_placeholder')}
            submit={replyLabel}
            mutation={writes.answer}
            toArgs={(comment) => ({ headerId: question.id, comment })}
            onDone={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        ) : (
          <Button variant="ghost" size="sm" className="self-start" onClick={() => setReplying(true)}>
            <ChatIcon size={16} />
            {replyLabel}
          </Button>
        ))}
    </article>
  );
}

function Entry({
  author,
  photo,
  when,
  text,
  badge,
  onRemove,
  removeLabel,
}: {
  author: string;
  photo: string;
  when: string;
  text: string;
  badge?: string;
  onRemove?: () => void;
  removeLabel: string;
}) {
  return (
    <div className="flex gap-3">
      <Avatar name={author} path={photo} size={32} className="shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-fg">
            <bdi>{author}</bdi>
          </span>
          {badge && <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">{badge}</span>}
          <span className="text-xs text-muted">{when}</span>
        </p>
        <p className="text-sm whitespace-pre-line break-words text-fg">
          <bdi>{text}</bdi>
        </p>
      </div>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="-me-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-danger"
        >
          <TrashIcon size={16} />
        </button>
      )}
    </div>
  );
}

interface TextMutation<A> {
  mutate(args: A, opts: { onSuccess(): void }): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** A question, an answer or a follow-up: 1–1000 characters, checked before sending; cleared once stored. */
function TextBox<A>({
  label,
  placeholder,
  submit,
  mutation,
  toArgs,
  onDone,
  onCancel,
}: {
  label: string;
  placeholder: string;
  submit: string;
  mutation: TextMutation<A>;
  toArgs: (comment: string) => A;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('reviews');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const why = questionTextError(text);
    setError(why);
    if (why) return;
    mutation.mutate(toArgs(text.trim()), {
      onSuccess: () => {
        setText('');
        onDone?.();
      },
    });
  };
  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-2">
      <TextAreaField
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        error={error ? t(error, { max: QUESTION_LIMITS.textMax }) : undefined}
        className="min-h-20"
      />
      {mutation.isError && <Alert tone="error">{errorMessage(mutation.error)}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={mutation.isPending}>
          {submit}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t('questions.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
