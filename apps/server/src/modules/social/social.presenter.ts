/** Users as the social calls answer them: the wire User of users.presenter, with the profile counts of the page. */
import type { WireOf, wireUser } from '@wheeldeal/contract';
import { presentUser, type UserView } from '../users/users.presenter.ts';
import type { UserExtras, UserRow } from '../users/users.repository.ts';

export function presentUsers(rows: readonly UserRow[], extras: Map<string, UserExtras>, view: UserView): WireOf<typeof wireUser>[] {
  return rows.map((u) => presentUser(u, view, extras.get(u.id)));
}
