/** Addresses inside the admin area: `/admin/{section}[/{sub}]`. */
import { pathFor } from '../../../app/routes';

export type AdminSection = 'queue' | 'listings' | 'reports' | 'chat-reports' | 'users' | 'catalogue' | 'settings' | 'chat-safety' | 'audit' | 'outbox' | 'broadcasts' | 'packages' | 'coupons' | 'payments' | 'revenue' | 'badges' | 'content';

export function adminPath(section: AdminSection, sub?: string): string {
  return `${pathFor('admin')}/${section}${sub ? `/${encodeURIComponent(sub)}` : ''}`;
}
