/**
 * The transport of the REST dialect (wire-contract §1–2, api-and-config §8), under `call()` (call.ts), which is
 * the only way web code reaches the API (ESLint keeps apiGet/apiPost/apiUpload inside src/lib/api).
 *
 *   path:    /index.php/rest/{resource}/{action}/api_key/{KEY}[/{name}/{value}]*
 *   bodies:  JSON (POST), multipart for uploads (field `file`)
 *   session: the httpOnly cookie `wd_session`, sent with `credentials: 'same-origin'`
 *
 * Success is any HTTP 2xx and resolves with the bare payload. Anything else rejects with an `ApiError` whose
 * `code`/`message` follow the spec's normalisation: the server `message`, split on `##` into code and message
 * (except for uploads); a network failure becomes code "404" with a fallback message.
 */
import { i18next, currentLanguage } from '../i18n/i18n';
import { config } from '../config';
import { clearSession, getSessionUser, renewSession } from '../session/session-store';

/** Trailing `/{name}/{value}` arguments (limit, offset, login_user_id, id, cat_id, user_id, …). */
export type PathParams = Record<string, string | number | null | undefined>;

export interface RequestOptions {
  signal?: AbortSignal;
}

/** Codes of the two empty-list answers (wire-contract §2). */
export const NO_RECORD_CODES = ['10001', '10002'] as const;

export class ApiError extends Error {
  /** `10001`/`10002` from a `code##message`, else the HTTP status as a string ("404" for a network failure). */
  readonly code: string;
  /** HTTP status; 0 when no response arrived. */
  readonly httpStatus: number;

  constructor(code: string, message: string, httpStatus: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
  }

  /** An empty list (no records, or no more pages): not a failure for list screens. */
  get isNoRecord(): boolean {
    return (NO_RECORD_CODES as readonly string[]).includes(this.code);
  }

  get isNetwork(): boolean {
    return this.httpStatus === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The user-facing text of any error thrown by a call (falls back to a translated generic message). */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return i18next.t('common:errors.generic');
}

/** Builds `/index.php/rest/{resource}/{action}/api_key/{KEY}/{name}/{value}…`; empty values are left out. */
export function restPath(resource: string, action: string, params: PathParams = {}): string {
  let path = `/index.php/rest/${resource}/${action}/api_key/${encodeURIComponent(config.apiKey)}`;
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    path += `/${encodeURIComponent(name)}/${encodeURIComponent(String(value))}`;
  }
  return path;
}

/** Splits `10001##Sorry, record not found.` into code and message. */
export function splitCodeMessage(raw: string, fallbackCode: string): { code: string; message: string } {
  const at = raw.indexOf('##');
  if (at < 0) return { code: fallbackCode, message: raw };
  return { code: raw.slice(0, at).trim() || fallbackCode, message: raw.slice(at + 2).trim() };
}

type Kind = 'json' | 'upload';

async function send<T>(method: 'GET' | 'POST', path: string, body: BodyInit | undefined, kind: Kind, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (body !== undefined && kind === 'json') headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const key = method === 'GET' ? 'common:errors.network_get' : 'common:errors.network_post';
    throw new ApiError('404', i18next.t(key), 0);
  }

  const text = await response.text().catch(() => '');
  let payload: unknown = null;
  let readable = true;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      readable = false;
    }
  }

  if (response.ok) {
    if (getSessionUser()) renewSession();
    if (!readable) {
      // Spec: an unreadable success body is logged and skipped.
      console.warn(`[api] unreadable response body from ${method} ${path}`);
      return null as T;
    }
    return payload as T;
  }

  const raw = pickMessage(payload) || response.statusText || i18next.t('common:errors.generic');
  const { code, message } = kind === 'upload' ? { code: String(response.status), message: raw } : splitCodeMessage(raw, String(response.status));
  // 401 means the server has no session for us: the stored user is stale.
  if (response.status === 401 && getSessionUser()) clearSession();
  throw new ApiError(code, message, response.status);
}

function pickMessage(payload: unknown): string {
  if (payload && typeof payload === 'object') {
    const p = payload as { message?: unknown; error?: unknown };
    if (typeof p.message === 'string' && p.message) return p.message;
    if (typeof p.error === 'string' && p.error) return p.error;
  }
  return '';
}

/** GET a resource/action; resolves with the bare payload. */
export function apiGet<T>(resource: string, action: string, params?: PathParams, options: RequestOptions = {}): Promise<T> {
  return send<T>('GET', restPath(resource, action, params), undefined, 'json', options);
}

/** POST a JSON body to a resource/action; resolves with the bare payload. */
export function apiPost<T>(
  resource: string,
  action: string,
  body: unknown = {},
  params?: PathParams,
  options: RequestOptions = {},
): Promise<T> {
  return send<T>('POST', restPath(resource, action, params), JSON.stringify(body ?? {}), 'json', options);
}

/** POST multipart (the file goes in field `file`); error messages are not split on `##`. */
export function apiUpload<T>(
  resource: string,
  action: string,
  form: FormData,
  params?: PathParams,
  options: RequestOptions = {},
): Promise<T> {
  return send<T>('POST', restPath(resource, action, params), form, 'upload', options);
}
