/** The site's currency (payment settings), the default of new packages and fixed coupons; USD until it is read. */
import { useSettings } from '../api/get-settings';

export function useSiteCurrency(): string {
  const payment = useSettings().data?.payment as Record<string, unknown> | undefined;
  const code = typeof payment?.currency_short_form === 'string' ? payment.currency_short_form.toUpperCase() : '';
  return /^[A-Z]{3}$/.test(code) ? code : 'USD';
}
