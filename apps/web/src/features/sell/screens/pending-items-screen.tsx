import { OwnerListsScreen } from '../lists/owner-lists';

/** /pending-items: the owner's listings waiting for approval. */
export default function PendingItemsScreen() {
  return <OwnerListsScreen list="pending" />;
}
