/**
 * Who may use the admin area: staff, i.e. role 1 (admin) and role 2 (moderator). Admins alone change the
 * configuration (catalogue writes, settings) and read the outbox; the server enforces the same split (403), the
 * interface only hides what would be refused.
 */
import { ROLE } from '@wheeldeal/contract';
import { useSession } from '../../../lib/session/session-store';

export interface StaffView {
  isStaff: boolean;
  isAdmin: boolean;
  userId: string;
}

export function useStaff(): StaffView {
  const { user } = useSession();
  const role = user?.role_id ?? '';
  const isAdmin = role === String(ROLE.admin);
  return { isStaff: isAdmin || role === String(ROLE.moderator), isAdmin, userId: user?.user_id ?? '' };
}
