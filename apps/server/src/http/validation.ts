/** Turns zod issues into the wire's field-naming messages ("The user_email field is required."). */
import type { z } from 'zod';
import type { Translate } from '../lib/messages.ts';
import { ValidationError } from '../lib/errors.ts';

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
