/** /offer-list: price offers received (on my listings, return_type buyer) and sent (return_type seller). */
import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { RequireLogin } from '../../../components/require-login';
import { chatQueries } from '../../../lib/queries/chat';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConversationList } from '../components/conversation-list';
import { Tabs } from '../components/tabs';

type Side = 'received' | 'sent';

export default function OfferListScreen() {
  return (
    <RequireLogin>
      <OfferList />
    </RequireLogin>
  );
}

function OfferList() {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const userId = user?.user_id ?? '';
  const [search] = useSearchParams();
  const asked = search.get('tab');
  // Without a choice in the address: received, unless there are none and there are sent ones (a buyer's case).
  const received = useInfiniteQuery({ ...chatQueries.offers(userId, 'buyer'), enabled: userId !== '' && asked === null });
  const sent = useInfiniteQuery({ ...chatQueries.offers(userId, 'seller'), enabled: userId !== '' && asked === null && received.data?.pages[0]?.length === 0 });
  const onlySent = received.data?.pages[0]?.length === 0 && (sent.data?.pages[0]?.length ?? 0) > 0;
  const side: Side = asked === 'sent' || (asked === null && onlySent) ? 'sent' : 'received';
  useDocumentTitle(t('offers.title'));
  const tabs = [
    { value: 'received' as const, label: t('offers.received'), href: pathFor('offer-list', {}, { tab: 'received' }) },
    { value: 'sent' as const, label: t('offers.sent'), href: pathFor('offer-list', {}, { tab: 'sent' }) },
  ];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6" aria-labelledby="offer-list-title">
      <h1 id="offer-list-title" className="text-2xl font-bold tracking-tight text-fg">
        {t('offers.title')}
      </h1>
      <Tabs tabs={tabs} current={side} label={t('offers.tabs')} />
      <ConversationList
        key={side}
        mode="offer"
        source="offers"
        returnType={side === 'received' ? 'buyer' : 'seller'}
        userId={userId}
        empty={side === 'received' ? { title: t('offers.empty_received') } : { title: t('offers.empty_sent') }}
      />
    </section>
  );
}
