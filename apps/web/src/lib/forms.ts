/**
 * Forms use the contract's zod schemas through react-hook-form. Zod's English messages are replaced by keys of
 * `common:validation.*` (with their values), encoded as `key` or `key|{"min":8}` in the field error, and
 * translated when shown, so the error follows a language switch.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { i18next } from './i18n/i18n';
import { LIMITS } from '@wheeldeal/contract';

export interface IssueLike {
  code?: string;
  format?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
  path?: PropertyKey[];
  message?: string;
}

export function encodeError(key: string, values?: Record<string, string | number>): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

/** Parse-level zod error map: pass as `zodResolver(schema, { error: zodErrorKey })`. */
export function zodErrorKey(issue: IssueLike): string {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  const field = String(issue.path?.[0] ?? '');
  switch (issue.code) {
    case 'invalid_format':
      if (empty && issue.format !== 'regex') return encodeError('required');
      if (issue.format === 'email') return encodeError('email_format');
      if (field === 'whatsapp') return encodeError('whatsapp_digits', { count: LIMITS.whatsappDigits });
      return encodeError('invalid');
    case 'too_small':
      if (empty || Number(issue.minimum) <= 1) return encodeError('required');
      return encodeError('too_short', { min: Number(issue.minimum) });
    case 'too_big':
      return encodeError('too_long', { max: Number(issue.maximum) });
    case 'invalid_type':
      return encodeError(empty ? 'required' : 'invalid');
    default:
      return encodeError('invalid');
  }
}

/** Text of a field error produced by `zodErrorKey` or a schema's own key (e.g. `passwords_not_match`). */
export function fieldError(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const bar = message.indexOf('|');
  const key = bar < 0 ? message : message.slice(0, bar);
  let values: Record<string, unknown> = {};
  if (bar >= 0) {
    try {
      values = JSON.parse(message.slice(bar + 1)) as Record<string, unknown>;
    } catch {
      values = {};
    }
  }
  if (!/^[a-z_]+$/.test(key)) return message;
  return i18next.t(`common:validation.${key}`, { ...values, defaultValue: i18next.t('common:validation.invalid') });
}

/**
 * A resolver whose zod schema (and the resolver itself) loads on first use: the first validation, or `preload`
 * (the form's first focus). A screen whose only zod is its form's schema (login, item entry) then starts without
 * evaluating zod and the contract's schemas, which is most of its start-up work on a phone. Errors map through
 * `errorKey` (the house map by default).
 */
export function lazyZodResolver<T extends FieldValues, TOut = T>(
  load: () => Promise<ZodType<unknown, FieldValues>>,
  errorKey: (issue: IssueLike) => string = zodErrorKey,
): { resolver: Resolver<T, unknown, TOut>; preload: () => void } {
  let ready: Promise<Resolver<T, unknown, TOut>> | undefined;
  const get = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([resolvers, schema]) => resolvers.zodResolver(schema, { error: errorKey }) as unknown as Resolver<T, unknown, TOut>,
    ));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get(),
  };
}
