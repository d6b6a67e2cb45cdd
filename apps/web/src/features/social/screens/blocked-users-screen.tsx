/** `/blocked-users`: the users the signed-in user blocked, 30 a page, each with an unblock button. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../components/require-login';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api/client';
import type { User } from '../../../lib/api/types';
import { useBlockUser } from '../../../lib/queries/blocks';
import { peopleQueries } from '../../../lib/queries/people';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PeopleList } from '../components/people-list';

export default function BlockedUsersScreen() {
  return (
    <RequireLogin>
      <BlockedUsers />
    </RequireLogin>
  );
}

function BlockedUsers() {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const me = user?.user_id ?? '';
  const query = useInfiniteQuery(peopleQueries.blocked(me));
  useDocumentTitle(t('blocked.title'));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-fg">{t('blocked.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('blocked.text')}</p>
      </header>
      <PeopleList query={query} emptyTitle={t('blocked.empty_title')} emptyText={t('blocked.empty_text')} action={(u) => <UnblockButton me={me} user={u} />} />
    </div>
  );
}

function UnblockButton({ me, user }: { me: string; user: User }) {
  const { t } = useTranslation('people');
  const block = useBlockUser(me);
  return (
    <Button
      variant="outline"
      size="sm"
      loading={block.isPending}
      aria-label={t('blocked.unblock_named', { name: user.user_name })}
      onClick={() =>
        block.mutate(
          { otherId: user.user_id, blocked: true },
          {
            onSuccess: () => toast.success(t('blocked.unblocked', { name: user.user_name })),
            onError: (e) => toast.error(errorMessage(e)),
          },
        )
      }
    >
      {t('blocked.unblock')}
    </Button>
  );
}
