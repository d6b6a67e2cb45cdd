/** Public face of the users module: its calls, the wire User (presentUser / presentUsers), account reads other
 * modules need, and the staff's user list and bans. */
export { usersActions } from './users.routes.ts';
export { phoneActions } from './phone.routes.ts';
export { presentUser, type UserView } from './users.presenter.ts';
export { accountStatus, presentUserById, presentUserOf, presentUsers } from './users.queries.ts';
export { findUserById, type UserExtras, type UserRow } from './users.repository.ts';
export { getUser } from './users.service.ts';
export { findUsersForStaff, setBan } from './users.staff.service.ts';
export { usersJobs } from './users.jobs.ts';
// Sign-in with Google, Facebook and Apple (issue 14): the account of a verified provider identity.
export { signInWithProvider, type ProviderIdentity, type SignInDevice } from './users.social.service.ts';
export type { SocialProvider } from './users.social.repository.ts';
