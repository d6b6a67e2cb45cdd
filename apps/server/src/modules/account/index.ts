/** Public face of the account module (issue 14): badges and their review, account deletion and export, contact taps. */
export { accountActions } from './account.routes.ts';
