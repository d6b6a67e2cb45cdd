/**
 * The profile menu of the navigation. Like the language menu, its dropdown (Radix) loads as its own chunk right
 * after the first paint; until then the same trigger stands in, and a click on it opens the menu once it is there.
 */
import { lazy, Suspense, useState } from 'react';
import type { SessionUser } from '../../lib/session/session-store';
import { ProfileTrigger } from './profile-menu-trigger';

export { isStaff } from './profile-menu-trigger';

const Popup = lazy(() => import('./profile-menu-popup'));

/** Profile dropdown (spec §2.3): profile, message, favourite, notification, logout. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense fallback={<ProfileTrigger user={user} aria-haspopup="menu" aria-expanded={openOnLoad} onClick={() => setOpenOnLoad(true)} />}>
      <Popup user={user} defaultOpen={openOnLoad} />
    </Suspense>
  );
}
