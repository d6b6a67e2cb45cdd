import { useSearchParams } from 'react-router-dom';
import { OwnerListsScreen } from '../lists/owner-lists';

/** /active-items: the owner's live listings; `?tab=hidden` and `?tab=sold` show those lists (no routes of their own). */
export default function ActiveItemsScreen() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return <OwnerListsScreen list={tab === 'hidden' || tab === 'sold' ? tab : 'active'} />;
}
