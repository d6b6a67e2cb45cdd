/** Public face of the auth module: password hashing, sign-in throttling and server-side sessions (tokens only; the transport owns
 * cookies and headers). */
export { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
export { createSession, liveSessionIds, resolveSession, revokeAllSessions, revokeSession, type SessionClient, type SessionUser } from './sessions.service.ts';
export { authJobs } from './auth.jobs.ts';
export { assertMayTryPassword, clearPasswordFailures, LOGIN_THROTTLE, recordPasswordFailure, recordPasswordSuccess } from './login-throttle.ts';
