import { OwnerListsScreen } from '../lists/owner-lists';

/** /reported-items: other people's listings the user reported (a tab of the owner's lists). */
export default function ReportedItemsScreen() {
  return <OwnerListsScreen list="reported" />;
}
