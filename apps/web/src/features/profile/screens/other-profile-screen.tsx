import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { BlockUserButton } from '../../../components/block-user-button';
import { PlaceholderScreen } from '../../../components/placeholder-screen';
import { userQueries } from '../../../lib/queries/users';

/** Placeholder until its issue lands: says what the screen will show; block/unblock works already (issue 11). */
export default function OtherProfileScreen() {
  const { userId = '' } = useParams();
  const { data: user } = useQuery(userQueries.detail(userId));
  return <PlaceholderScreen screen="other_profile">{user && <BlockUserButton userId={user.user_id} userName={user.user_name} />}</PlaceholderScreen>;
}
