import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PlaceholderScreen } from '../../../components/placeholder-screen';
import { userQueries } from '../../../lib/queries/users';
import { RatingSummary } from '../../../components/rating-summary';

/** Placeholder until its issue lands: says what the screen will show; the user's rating summary links to their reviews. */
export default function OtherProfileScreen() {
  const { userId = '' } = useParams();
  const user = useQuery(userQueries.detail(userId));
  return (
    <PlaceholderScreen screen="other_profile">
      {user.data && <RatingSummary user={user.data} reviewsLink compact className="justify-center" />}
    </PlaceholderScreen>
  );
}
