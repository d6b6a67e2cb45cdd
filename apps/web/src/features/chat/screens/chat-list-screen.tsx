/**
 * /chat-list: my conversations as buyer and as seller (chat_items/get_buyer_seller_list, return_type seller = as
 * buyer, buyer = as seller), newest first, with the item, the other party, the last message, unread and the deal.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { RequireLogin } from '../../../components/require-login';
import { buttonClasses } from '../../../components/ui/button';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConversationList } from '../components/conversation-list';
import { Tabs } from '../components/tabs';

type Side = 'buying' | 'selling';

export default function ChatListScreen() {
  return (
    <RequireLogin>
      <ChatList />
    </RequireLogin>
  );
}

function ChatList() {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const userId = user?.user_id ?? '';
  const [search] = useSearchParams();
  const side: Side = search.get('tab') === 'selling' ? 'selling' : 'buying';
  useDocumentTitle(t('list.title'));
  const tabs = [
    { value: 'buying' as const, label: t('list.as_buyer'), href: pathFor('chat-list', {}, { tab: 'buying' }) },
    { value: 'selling' as const, label: t('list.as_seller'), href: pathFor('chat-list', {}, { tab: 'selling' }) },
  ];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6" aria-labelledby="chat-list-title">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="chat-list-title" className="text-2xl font-bold tracking-tight text-fg">
          {t('list.title')}
        </h1>
        <span className="ms-auto flex gap-2">
          <Link to={pathFor('offer-list')} className={buttonClasses('outline', 'sm')}>
            {t('offers.title')}
          </Link>
          <Link to={pathFor('deal')} className={buttonClasses('outline', 'sm')}>
            {t('deals.title')}
          </Link>
        </span>
      </header>
      <Tabs tabs={tabs} current={side} label={t('list.tabs')} />
      <ConversationList
        key={side}
        source="list"
        returnType={side === 'buying' ? 'seller' : 'buyer'}
        userId={userId}
        empty={
          side === 'buying'
            ? { title: t('list.empty_buying'), text: t('list.empty_buying_text'), action: <Link to={pathFor('item-list')} className={buttonClasses('primary')}>{t('list.browse')}</Link> }
            : { title: t('list.empty_selling'), text: t('list.empty_selling_text') }
        }
      />
    </section>
  );
}
