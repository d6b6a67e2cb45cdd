/** Field error text of the item form: sell-specific keys (`@…`, the contract's `item.…`), else the house ones. */
import { i18next } from '../../../lib/i18n/i18n';
import { fieldError } from '../../../lib/forms';

export function itemFieldError(message: string | undefined): string | undefined {
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
  const fallback = i18next.t('common:validation.invalid');
  if (key.startsWith('@')) return i18next.t(`sell:validation.${key.slice(1)}`, { ...values, defaultValue: fallback });
  // The contract's own messages (e.g. item.title_too_long) are keys of the server namespace; the form has them too.
  if (key.startsWith('item.')) return i18next.t(`sell:validation.${key.slice(5)}`, { ...values, defaultValue: fallback });
  return fieldError(message);
}
