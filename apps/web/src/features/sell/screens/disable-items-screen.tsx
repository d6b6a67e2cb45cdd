import { OwnerListsScreen } from '../lists/owner-lists';

/** /disable-items: the owner's listings disabled by staff. */
export default function DisableItemsScreen() {
  return <OwnerListsScreen list="disabled" />;
}
