import { OwnerListsScreen } from '../lists/owner-lists';

/** /reject-items: the owner's listings turned down by a moderator, with the reason. */
export default function RejectItemsScreen() {
  return <OwnerListsScreen list="rejected" />;
}
