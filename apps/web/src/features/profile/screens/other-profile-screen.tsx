import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PlaceholderScreen } from '../../../components/placeholder-screen';
import { userQueries } from '../../../lib/queries/users';
import { BlockUserButton } from '../../../components/block-user-button';

/** Placeholder until its issue lands: says what the screen will show; block / unblock the user works already. */
export default function OtherProfileScreen() {
  const { userId = '' } = useParams();
  const user = useQuery(userQueries.detail(userId));
  return (
    <PlaceholderScreen screen="other_profile">
      {user.data && <BlockUserButton userId={user.data.user_id} userName={user.data.user_name} />}
    </PlaceholderScreen>
  );
}
