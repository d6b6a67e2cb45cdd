import type { TFunction } from 'i18next';
import { errorMessage, isApiError } from '../../../lib/api/client';

/** The text of a failed call; a call the server does not offer (yet) reads as "not available right now". */
export function friendlyError(error: unknown, t: TFunction<'items'>): string {
  if (isApiError(error) && error.httpStatus === 404 && !error.isNoRecord && /unknown method/i.test(error.message)) return t('errors.unavailable');
  return errorMessage(error);
}
