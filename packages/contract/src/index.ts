export * from './limits.ts';
export * from './enums.ts';
export * from './users.ts';
export * from './search.ts';
export * from './items.ts';
export * from './admin.ts';
export * from './social.ts';
export * from './deal.ts';
export * from './chat.ts';
export * from './reviews.ts';
export * from './wire.ts';
export * from './responses/catalog.ts';
export * from './responses/users.ts';
export * from './responses/items.ts';
export * from './responses/content.ts';
export * from './responses/appinfo.ts';
export * from './responses/admin.ts';
export * from './responses/chat.ts';
export * from './responses/reviews.ts';
export * from './calls.ts';
export * from './chat-guard.ts';
// Chat safety in the admin area (H4 guardadmin).
export * from './chat-guard-admin.ts';
export * from './responses/chat-admin.ts';
// Notifications and alerts (issue 12).
export * from './notifications.ts';
export * from './responses/notifications.ts';
// Money (issue 13).
export * from './money.ts';
export * from './payments.ts';
export * from './responses/payments.ts';
// Bidding (issue 13).
export * from './bidding.ts';
export * from './responses/bidding.ts';
// Phone sign-in (issue 14).
export * from './phone.ts';
export * from './responses/phone.ts';
// Badges and the account (issue 14).
export * from './account.ts';
export * from './responses/account.ts';
// Sign-in with Google, Facebook and Apple (issue 14).
export * from './social-login.ts';
export * from './responses/social-login.ts';
// People and content (issue 14).
export * from './people.ts';
export * from './responses/people.ts';
// The fast decoder of answers (web start-up, docs/performance.md).
export * from './fast-decode.ts';
