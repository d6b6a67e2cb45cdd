import { LIMITS } from '@wheeldeal/contract';
import { badRequest } from '../lib/errors.ts';

export interface Page {
  limit: number;
  offset: number;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw.trim())) throw badRequest('validation.number', { field: name });
  return Number(raw.trim());
}

/** limit/offset from the path (or body): non-numbers and negatives are refused, huge limits are clamped, and
 * offsets past LIMITS.maxOffset are refused (deep pages cost O(offset); see docs/decisions/003). */
export function pageOf(args: Record<string, string | undefined>, defaultLimit: number): Page {
  const limit = Math.min(Math.max(wholeNumber('limit', args.limit, defaultLimit), 1), LIMITS.maxPageSize);
  const offset = wholeNumber('offset', args.offset, 0);
  if (offset > LIMITS.maxOffset) throw badRequest('validation.max_value', { field: 'offset', max: LIMITS.maxOffset });
  return { limit, offset };
}
