import { FollowScreen } from '../components/follow-screen';

/** `/followers` (see FollowScreen). */
export default function FollowersScreen() {
  return <FollowScreen type="follower" />;
}
