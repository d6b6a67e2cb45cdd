/** `/favourite`: the listings the signed-in user saved with the heart, newest first, 10 at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { peopleQueries } from '../../../lib/queries/people';
import { useSession } from '../../../lib/session/session-store';
import { ItemGridScreen } from '../components/item-grid-screen';

export default function FavouriteScreen() {
  return (
    <RequireLogin>
      <Favourites />
    </RequireLogin>
  );
}

function Favourites() {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const query = useInfiniteQuery(peopleQueries.favourites(user?.user_id ?? ''));
  return (
    <ItemGridScreen
      title={t('favourite.title')}
      description={t('favourite.text')}
      query={query}
      empty={{ icon: <HeartIcon />, title: t('favourite.empty_title'), text: t('favourite.empty_text') }}
    />
  );
}
