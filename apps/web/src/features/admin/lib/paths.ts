/** Addresses inside the admin area: `/admin/{section}[/{sub}]`. */
import { pathFor } from '../../../app/routes';

export type AdminSection = 'queue' | 'listings' | 'reports' | 'users' | 'catalogue' | 'settings' | 'audit' | 'outbox';

export function adminPath(section: AdminSection, sub?: string): string {
  return `${pathFor('admin')}/${section}${sub ? `/${encodeURIComponent(sub)}` : ''}`;
}
