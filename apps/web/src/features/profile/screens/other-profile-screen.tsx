import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PlaceholderScreen } from '../../../components/placeholder-screen';
import { userQueries } from '../../../lib/queries/users';
import { RatingSummary } from '../../../components/rating-summary';
import { BlockUserButton } from '../../../components/block-user-button';

/** Placeholder until its issue lands: says what the screen will show; the rating summary (linking to the reviews) and
 * block / unblock work already. */
export default function OtherProfileScreen() {
  const { userId = '' } = useParams();
  const user = useQuery(userQueries.detail(userId));
  return (
    <PlaceholderScreen screen="other_profile">
      {user.data && (
        <div className="flex flex-col items-center gap-3">
          <RatingSummary user={user.data} reviewsLink compact className="justify-center" />
          <BlockUserButton userId={user.data.user_id} userName={user.data.user_name} />
        </div>
      )}
    </PlaceholderScreen>
  );
}
