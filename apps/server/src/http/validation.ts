/** Turns zod issues into the wire's field-naming messages ("The user_email field is required."). */
import type { z } from 'zod';
import type { Translate } from '../lib/messages.ts';
import { INPUT_LIMITS, isIdField } from '@wheeldeal/contract';
import { badRequest, ValidationError } from '../lib/errors.ts';

export function issueMessage(issue: z.core.$ZodIssue, t: Translate, input: unknown): string {
  const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
  const value = issue.path.reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[k as PropertyKey] : undefined), input);
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return t('validation.required', { field });
      return issue.expected === 'number' ? t('validation.number', { field }) : t('validation.invalid', { field });
    case 'too_small':
      if (missing && Number(issue.minimum) <= 1) return t('validation.required', { field });
      return issue.origin === 'string' ? t('validation.too_short', { field, min: String(issue.minimum) }) : t('validation.min_value', { field, min: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? t('validation.too_long', { field, max: String(issue.maximum) }) : t('validation.max_value', { field, max: String(issue.maximum) });
    case 'invalid_format':
      if (missing) return t('validation.required', { field });
      return issue.format === 'email' ? t('validation.email', { field }) : t('validation.invalid', { field });
    case 'invalid_value':
      return t('validation.one_of', { field, values: issue.values.map(String).join(', ') });
    case 'custom': {
      // A refinement names its message by key ("passwords_not_match" → server.validation.passwords_not_match).
      const key = issue.message.includes('.') ? issue.message : `validation.${issue.message}`;
      const text = t(key, { field });
      return text === key ? t('validation.invalid', { field }) : text;
    }
    default:
      return missing ? t('validation.required', { field }) : t('validation.invalid', { field });
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, t: Translate): z.infer<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const lines = [...new Set(r.error.issues.map((i) => issueMessage(i, t, input)))];
  throw new ValidationError(lines);
}

/** NUL (PostgreSQL cannot store it in text) or a UTF-16 surrogate without its partner (not Unicode at all). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The transport's screen of every request, before any schema, service or SQL sees it (INPUT_LIMITS): text that
 * cannot be stored, text too long for any field, bodies nested too deep, and id fields that are not id-shaped.
 * Done once here for every call, so no field of a new call can forget it. Throws the wire's 400.
 * `maxText` is the length limit of one value from this source (path and query values are shorter than bodies).
 */
export function screenInput(input: unknown, maxText: number = INPUT_LIMITS.textMax): void {
  const stack: { value: unknown; field: string; depth: number }[] = [{ value: input, field: 'body', depth: 0 }];
  while (stack.length) {
    const { value, field, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) throw badRequest('input.bad_text', { field });
      if (value.length > maxText) throw badRequest('validation.too_long', { field, max: maxText });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= INPUT_LIMITS.depthMax) throw badRequest('input.too_deep', { max: INPUT_LIMITS.depthMax });
    for (const [key, child] of Object.entries(value)) {
      const name = Array.isArray(value) ? field : key;
      if (UNSTORABLE.test(key) || key.length > 200) throw badRequest('input.bad_text', { field: 'body' });
      // Unstorable text is named as such first, then the id shape (checked here, where the field's name is known).
      if (!Array.isArray(value) && isIdField(key) && (typeof child === 'number' || (typeof child === 'string' && !UNSTORABLE.test(child)))) {
        const id = String(child).trim();
        if (id !== '' && !INPUT_LIMITS.idShape.test(id)) throw badRequest('input.bad_id', { field: key.length > 64 ? 'id' : key });
      }
      stack.push({ value: child, field: name.length > 64 ? 'body' : name, depth: depth + 1 });
    }
  }
}

/**
 * The wire message of a client error raised by Fastify or its plugins before an action runs (malformed JSON,
 * an unsupported content type, a body over the limit, a broken multipart body): a localised sentence instead
 * of the library's English. Answers the status (413 or 400) and the message.
 */
export function clientError(err: { statusCode?: number; code?: string }, t: Translate): { status: number; message: string } {
  const code = err.code ?? '';
  if (err.statusCode === 413) return { status: 413, message: t('input.too_large') };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return { status: 400, message: t('input.content_type') };
  if (code.startsWith('FST_ERR_CTP_') && code.includes('JSON')) return { status: 400, message: t('input.json') };
  if (['FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR'].includes(code)) return { status: 400, message: t('input.multipart') };
  return { status: 400, message: t('validation.body') };
}
