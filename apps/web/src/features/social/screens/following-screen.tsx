import { FollowScreen } from '../components/follow-screen';

/** `/following` (see FollowScreen). */
export default function FollowingScreen() {
  return <FollowScreen type="following" />;
}
