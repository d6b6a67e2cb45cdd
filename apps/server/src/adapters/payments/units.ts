/**
 * Our minor units follow ISO 4217 (packages/contract money.ts); a provider may count a currency differently —
 * Stripe takes ISK in hundredths and MGA in whole units, PayPal takes HUF and TWD without decimals. These convert
 * between the two exactly, in integers, and refuse an amount the provider cannot express rather than round it:
 * a charge is never for a different amount than ours.
 */
import { currencyExponent, formatMinor, isCurrencyCode, MAX_MINOR } from '@wheeldeal/contract';
import { PaymentProviderError } from './types.ts';

const pow10 = (n: number) => 10 ** n;

/** Refuses, before any provider is called, an amount that is not a positive whole number of minor units. */
export function checkAmount(minor: number, currency: string): void {
  if (!Number.isSafeInteger(minor) || minor <= 0 || minor > MAX_MINOR) throw new PaymentProviderError(`Not an amount we charge: ${minor}`, 'invalid_amount');
  if (!isCurrencyCode(currency)) throw new PaymentProviderError(`Not an ISO 4217 currency code: ${currency}`, 'invalid_currency');
}

/** Our amount in the provider's units, for a provider that counts `currency` with `exponent` decimals. */
export function toProviderUnits(minor: number, currency: string, exponent: number): number {
  const diff = exponent - currencyExponent(currency);
  if (diff >= 0) return minor * pow10(diff);
  const step = pow10(-diff);
  if (minor % step !== 0) {
    throw new PaymentProviderError(
      `${formatMinor(minor, currency)} ${currency} cannot be charged with this provider: it takes ${currency} in steps of ${formatMinor(step, currency)}`,
      'amount_precision',
    );
  }
  return minor / step;
}

/** The provider's amount in our minor units; one finer than our minor unit (never sent by us) is refused. */
export function fromProviderUnits(units: number, currency: string, exponent: number): number {
  const diff = exponent - currencyExponent(currency);
  if (diff <= 0) return units * pow10(-diff);
  if (units % pow10(diff) !== 0)
    throw new PaymentProviderError(`The provider reported ${units} (10^-${exponent} ${currency}), finer than its minor unit`, 'amount_precision');
  return units / pow10(diff);
}
