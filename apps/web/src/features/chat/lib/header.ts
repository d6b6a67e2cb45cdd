/** What the screens read off a chat header's nested item. */
import type { ChatHeader } from '../../../lib/queries/chat';

export function itemPhotoOf(header: ChatHeader): string {
  return header.default_photo?.img_path || header.item?.default_photo?.img_path || '';
}

export function currencyOf(header: ChatHeader): string {
  const c = header.item?.item_currency;
  return c ? c.currency_symbol || c.currency_short_form : '';
}
