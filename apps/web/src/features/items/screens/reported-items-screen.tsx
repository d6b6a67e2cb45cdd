/** `/reported-items`: the listings the signed-in user reported to the moderators (hidden from their searches). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { peopleQueries } from '../../../lib/queries/people';
import { useSession } from '../../../lib/session/session-store';
import { ItemGridScreen } from '../components/item-grid-screen';

export default function ReportedItemsScreen() {
  return (
    <RequireLogin>
      <Reported />
    </RequireLogin>
  );
}

function Reported() {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const query = useInfiniteQuery(peopleQueries.reported(user?.user_id ?? ''));
  return (
    <ItemGridScreen
      title={t('reported.title')}
      description={t('reported.text')}
      query={query}
      empty={{ icon: <ShieldIcon />, title: t('reported.empty_title'), text: t('reported.empty_text') }}
    />
  );
}
