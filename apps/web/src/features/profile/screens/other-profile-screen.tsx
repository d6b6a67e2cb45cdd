import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** Placeholder until its issue lands: says what the screen will show. */
export default function OtherProfileScreen() {
  return <PlaceholderScreen screen="other_profile" />;
}
