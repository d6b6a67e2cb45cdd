import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** Placeholder until its issue lands: says what the screen will show. */
export default function OfferListScreen() {
  return <PlaceholderScreen screen="offer_list" />;
}
