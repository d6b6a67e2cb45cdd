/**
 * /chat: one conversation. Named by `chat_id`, or by item + buyer + seller (the item page and push notifications):
 * then `chats/add` with no message opens it (creating it for a buyer's first contact) and the address becomes the
 * chat id. `make_offer=1` opens the offer dialog once the conversation is there.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { ChatIcon, LockIcon, StarIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { call } from '../../../lib/api/call';
import { errorMessage, isApiError } from '../../../lib/api/client';
import { chatQueries, loadOlderMessages, otherPartyOf, roleOf, type Conversation } from '../../../lib/queries/chat';
import { realtimeClient, usePresence, useRealtimeFrames, useRealtimeStatus, useTrackConversation } from '../../../lib/realtime/use-realtime';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
// The review dialog belongs to the reviews feature; the chat's review prompt opens it (issue 11).
import { ReviewDialog } from '../../../components/review-dialog/review-dialog';
import { ChatMenu } from '../components/chat-menu';
import { ChatTop } from '../components/chat-top';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { OfferBar } from '../components/offer-bar';
import { useMarkRead } from '../hooks/use-mark-read';
import { useSendMessage } from '../hooks/use-send-message';
import { stillPending } from '../lib/outbox';
import { currencyOf } from '../lib/header';

const TYPING_SHOWN_MS = 5000;

export default function ChatScreen() {
  return (
    <RequireLogin>
      <ChatRoute />
    </RequireLogin>
  );
}

function ChatRoute() {
  const [search] = useSearchParams();
  const chatId = search.get('chat_id') ?? '';
  const makeOffer = search.get('make_offer') === '1';
  if (chatId) return <ConversationScreen key={chatId} chatId={chatId} makeOffer={makeOffer} />;
  return <OpenConversation itemId={search.get('item_id') ?? ''} buyerId={search.get('buyer_user_id') ?? ''} sellerId={search.get('seller_user_id') ?? ''} makeOffer={makeOffer} />;
}

function Frame({ children }: { children: ReactNode }) {
  return <section className="mx-auto w-full max-w-3xl px-0 py-0 sm:px-6 sm:py-6">{children}</section>;
}

/** Item + buyer + seller → the conversation's id (opened with an empty `chats/add`). */
function OpenConversation({ itemId, buyerId, sellerId, makeOffer }: { itemId: string; buyerId: string; sellerId: string; makeOffer: boolean }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  const complete = Boolean(itemId && buyerId && sellerId);

  useEffect(() => {
    if (!complete || started.current) return;
    started.current = true;
    const ids = { item_id: itemId, buyer_user_id: buyerId, seller_user_id: sellerId };
    const open = (chatId: string, offer: boolean) => navigate(pathFor('chat', {}, { chat_id: chatId, make_offer: offer ? '1' : undefined }), { replace: true });
    call('chats/add', { body: { ...ids, message: '' } }).then(
      (header) => open(header.id, makeOffer),
      // A conversation that exists but cannot take messages (a block, a sold item) still opens to be read.
      (e: unknown) =>
        call('chats/get_chat_history', { body: ids, path: { limit: 1 } }).then(
          (history) => open(history.id, false),
          () => setError(e),
        ),
    );
  }, [complete, itemId, buyerId, sellerId, makeOffer, navigate]);

  if (!complete) return <NotFound />;
  if (error) {
    return (
      <Frame>
        <div className="flex flex-col gap-4 p-4">
          <Alert tone="error">{errorMessage(error)}</Alert>
          <Link to={pathFor('chat-list')} className={buttonClasses('outline', 'md', 'self-start')}>
            {t('conversation.to_list')}
          </Link>
        </div>
      </Frame>
    );
  }
  return <LoadingBlock label={t('conversation.opening')} className="min-h-[50vh]" />;
}

function NotFound() {
  const { t } = useTranslation('chat');
  return (
    <Frame>
      <EmptyState
        className="m-4"
        icon={<ChatIcon />}
        title={t('conversation.not_found')}
        description={t('conversation.not_found_text')}
        action={
          <Link to={pathFor('chat-list')} className={buttonClasses('primary')}>
            {t('conversation.to_list')}
          </Link>
        }
      />
    </Frame>
  );
}

function ConversationScreen({ chatId, makeOffer }: { chatId: string; makeOffer: boolean }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.user_id ?? '';
  const query = useQuery(chatQueries.conversation(chatId, queryClient));
  useTrackConversation(chatId);

  if (query.isPending) return <LoadingBlock label={t('conversation.loading')} className="min-h-[50vh]" />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.httpStatus === 404 || query.error.httpStatus === 403)) return <NotFound />;
    return (
      <Frame>
        <div className="p-4">
          <Alert tone="error">{errorMessage(query.error)}</Alert>
        </div>
      </Frame>
    );
  }
  return <ConversationView conversation={query.data} userId={userId} makeOffer={makeOffer} />;
}

export function ConversationView({ conversation, userId, makeOffer }: { conversation: Conversation; userId: string; makeOffer: boolean }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  const { header, messages, hasOlder } = conversation;
  const chatId = header.id;
  const role = roleOf(header, userId);
  const other = otherPartyOf(header, userId);
  const otherName = other.user?.user_name || t('party.someone');
  const currency = currencyOf(header);
  const presence = usePresence(other.id);
  const { outbox, send, retry, discard, image } = useSendMessage(chatId, userId, role === 'seller' ? 'to_buyer' : 'to_seller');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [typingUntil, setTypingUntil] = useState(0);
  const [reviewOpen, setReviewOpen] = useState(false);
  const connection = useRealtimeStatus();
  useMarkRead(conversation, userId);
  useDocumentTitle(t('conversation.title', { name: otherName }));

  useRealtimeFrames((frame) => {
    if (frame.t === 'typing' && frame.chat_id === chatId && frame.user_id !== userId) setTypingUntil(Date.now() + TYPING_SHOWN_MS);
    if (frame.t === 'message' && frame.chat_id === chatId && frame.message.sender_user_id !== userId) setTypingUntil(0);
  });
  const typing = typingUntil > 0;
  useEffect(() => {
    if (!typingUntil) return;
    const timer = window.setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [typingUntil]);

  const onLoadOlder = () => {
    setLoadingOlder(true);
    loadOlderMessages(queryClient, chatId).finally(() => setLoadingOlder(false));
  };
  const onOfferOpened = useCallback(
    () =>
      setSearch(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete('make_offer');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const pending = stillPending(outbox, messages, userId);
  const canReview = header.allowed_actions.includes('review');

  return (
    <Frame>
      <div className="flex h-[calc(100dvh-10rem)] flex-col overflow-hidden bg-surface sm:h-[calc(100dvh-9rem)] sm:rounded-2xl sm:border sm:border-line sm:shadow-card">
        <ChatTop
          header={header}
          otherId={other.id}
          otherName={otherName}
          otherPhoto={other.user?.user_profile_photo ?? ''}
          presence={presence}
          menu={role !== 'other' && !header.is_blocked ? <ChatMenu chatId={chatId} userId={userId} otherId={other.id} otherName={otherName} /> : null}
        />
        {!header.is_blocked && role !== 'other' && <OfferBar header={header} role={role} currency={currency} openOffer={makeOffer} onOfferOpened={onOfferOpened} />}
        {canReview && (
          <div className="flex flex-wrap items-center gap-3 border-b border-line bg-primary-soft px-4 py-2.5 text-sm text-fg">
            <span className="text-primary">
              <StarIcon size={18} />
            </span>
            <span className="flex-1">{t('review.prompt', { name: otherName })}</span>
            <Button size="sm" onClick={() => setReviewOpen(true)}>
              {t('review.action')}
            </Button>
          </div>
        )}
        {connection === 'reconnecting' && (
          <p role="status" className="border-b border-line bg-accent-soft px-4 py-1.5 text-center text-xs font-semibold text-fg">
            {t('conversation.reconnecting')}
          </p>
        )}
        <MessageList
          messages={messages}
          pending={pending}
          userId={userId}
          otherName={otherName}
          currency={currency}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={onLoadOlder}
          onRetry={retry}
          onDiscard={discard}
          typing={typing}
        />
        {image.isError && (
          <div className="px-4 pb-2">
            <Alert tone="error">{errorMessage(image.error)}</Alert>
          </div>
        )}
        {header.is_blocked ? (
          <p role="status" className="flex items-center justify-center gap-2 border-t border-line bg-surface-2 px-4 py-4 text-sm text-muted">
            <LockIcon size={16} />
            {t('conversation.closed')}
          </p>
        ) : role !== 'other' ? (
          <Composer
            onSend={send}
            onImage={(file) => image.mutate(file)}
            onTyping={() => realtimeClient().send({ t: 'typing', chat_id: chatId })}
            imageBusy={image.isPending}
          />
        ) : null}
      </div>
      {canReview && (
        <ReviewDialog
          open={reviewOpen}
          chatId={chatId}
          toUserId={other.id}
          toUserName={otherName}
          onClose={() => setReviewOpen(false)}
          onDone={() => {
            setReviewOpen(false);
            void queryClient.invalidateQueries({ queryKey: chatQueries.conversationKey(chatId) });
          }}
        />
      )}
    </Frame>
  );
}
