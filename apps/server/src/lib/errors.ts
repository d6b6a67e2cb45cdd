/**
 * Typed application errors. Services throw them; the transport turns them into the wire error
 * `{"status":"error","message":…}` with the status below. A message is an i18n key of the `server` namespace
 * (resolved in the caller's language) or, with `raw`, a literal text.
 */
export type MessageVars = Record<string, string | number>;

export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly key: string,
    readonly vars: MessageVars = {},
    /** Already-localised lines (validation messages), joined with newlines on the wire. */
    readonly lines?: string[],
  ) {
    super(key);
  }
}

export const badRequest = (key: string, vars?: MessageVars) => new AppError(400, key, vars);
export const unauthorized = (key = 'auth.login_required') => new AppError(401, key);
export const forbidden = (key = 'auth.forbidden') => new AppError(403, key);
export const notFound = (key = 'record_not_found', vars?: MessageVars) => new AppError(404, key, vars);
export const conflict = (key: string, vars?: MessageVars) => new AppError(409, key, vars);
/** 429; the transport sends `retryAfterSeconds` as the Retry-After header. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds?: number,
    key = 'auth.too_many_requests',
    vars?: MessageVars,
  ) {
    super(429, key, vars);
  }
}
export const tooManyRequests = (retryAfterSeconds?: number, key?: string, vars?: MessageVars) => new TooManyRequestsError(retryAfterSeconds, key, vars);

/** A validation failure on named fields; messages are already localised by the caller. */
export class ValidationError extends AppError {
  constructor(lines: string[]) {
    super(400, 'validation.body', {}, lines);
  }
}
