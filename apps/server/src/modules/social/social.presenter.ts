/** Users as the social calls answer them: the wire User of users.presenter, with the profile counts of the page. */
import type { Wire } from '../../lib/wire.ts';
import { presentUser, type UserView } from '../users/users.presenter.ts';
import type { UserExtras, UserRow } from '../users/users.repository.ts';

export function presentUsers(rows: readonly UserRow[], extras: Map<string, UserExtras>, view: UserView): Wire[] {
  return rows.map((u) => presentUser(u, view, extras.get(u.id)));
}
