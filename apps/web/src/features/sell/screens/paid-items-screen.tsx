import { OwnerListsScreen } from '../lists/owner-lists';

/** /paid-items: the owner's listings promoted, with the promotion's progress. */
export default function PaidItemsScreen() {
  return <OwnerListsScreen list="paid" />;
}
