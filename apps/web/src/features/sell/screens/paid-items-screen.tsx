import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** Placeholder until its issue lands: says what the screen will show. */
export default function PaidItemsScreen() {
  return <PlaceholderScreen screen="paid_items" />;
}
