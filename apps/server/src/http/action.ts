/**
 * What a REST action is: its place in the path grammar, its verb, who may call it, the schema of its body and
 * its handler. Modules declare actions; the transport (rest.ts) does everything else once: dispatch, API key,
 * sessions, the caller rule (D1), validation, localisation, string scalars, errors and the empty-list rule.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PublicCache } from '@wheeldeal/contract';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { Deps } from '../deps.ts';
import type { Translate } from '../lib/messages.ts';
import type { SessionUser } from '../modules/auth/index.ts';
import type { RequestContext } from './context.ts';

/** none: anyone; user: a signed-in user; staff: admin or moderator; admin: admin only. */
export type AuthMode = 'none' | 'user' | 'staff' | 'admin';
export type Verb = 'GET' | 'POST' | 'ANY';

/** What a handler (route) gets. Routes may read `req`/`reply`; they hand services `rc`, never those two. */
export interface ActionContext<B> {
  deps: Deps;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The transport-free context of this call, for services. */
  rc: RequestContext;
  /** Path name/value pairs merged over the query string. */
  args: Record<string, string>;
  body: B;
  /** The signed-in user of this request, if any. */
  session: SessionUser | null;
  /** Who the reads are for: the session user, or null (visitor) when login_user_id names somebody else. */
  viewerId: string | null;
  lang: LanguageCode;
  t: Translate;
  ip: string;
}

/** A non-default HTTP status for a payload. */
export class Respond {
  constructor(
    readonly httpStatus: number,
    readonly payload: unknown,
  ) {}
}

export interface ActionDef<S extends z.ZodType = z.ZodType> {
  resource: string;
  action: string;
  method: Verb;
  auth: AuthMode;
  summary: string;
  body?: S;
  /** Body/path fields that name the acting user: each must equal the session user (403 otherwise). */
  actsFor?: readonly string[];
  /** Staff may name another user in `actsFor` fields (admin area). */
  staffMayActFor?: boolean;
  /** The answer is a list: empty → 404 10001/10002. */
  list?: boolean;
  /** multipart/form-data upload: the handler reads the file itself; `body` validates the other fields. */
  multipart?: boolean;
  /** Uploads: the checks that must pass before any byte of the file is stored (ownership, quota), on the
   * validated fields that precede the file part (a field after the file is refused). */
  beforeFile?(ctx: ActionContext<z.infer<S>>): Promise<void>;
  /** The schema of the answer, from the contract's call catalogue (`calls`); the registry attaches it. */
  response?: z.ZodType;
  /** Public HTTP caching of its GET answers (decision 018), from the call catalogue; the registry attaches it. */
  publicCache?: PublicCache;
  handler(ctx: ActionContext<z.infer<S>>): Promise<unknown>;
}

/** Declares an action with its body type inferred from the schema. */
export function defineAction<S extends z.ZodType = z.ZodObject<{}>>(def: ActionDef<S>): ActionDef<S> {
  return def;
}
