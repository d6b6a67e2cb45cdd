/**
 * Money on screen: amounts arrive as integer minor units beside their ISO code (decision 015) and are shown in the
 * current language's currency format. The decimal text goes to Intl as a string, so no amount ever passes through
 * a float on its way to the screen.
 */
import { currencyExponent, formatMinor, toMinor } from '@wheeldeal/contract';
import { directionOf } from '@wheeldeal/i18n';
import { currentLanguage } from '../i18n/i18n';
import { numberFormat } from '../format';

/** Left-to-right isolate: an amount keeps its own order ("4.99 US$", "-0.50 US$") inside right-to-left text. */
const LRI = '\u2066';
const PDI = '\u2069';

/** 1250 USD → "$12.50" (in the current language); an unknown code shows as "12.50 XYZ". */
export function formatMoney(minor: number, currency: string): string {
  const language = currentLanguage();
  const shown = localMoney(formatMinor(minor, currency), currency, language);
  return directionOf(language) === 'rtl' ? LRI + shown + PDI : shown;
}

function localMoney(text: string, currency: string, language: string): string {
  const digits = currencyExponent(currency);
  try {
    const format = numberFormat({ style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }, language);
    // Intl reads a decimal string exactly (no float on the way).
    return format.format(text as unknown as number);
  } catch {
    return `${text} ${currency}`;
  }
}

/**
 * App info's price of a promotion day arrives decoded as a number; read it back by its digits. `null` when it is
 * not a plain amount of the currency (then nothing can be bought).
 */
export function dayPriceMinor(oneday: number, currency: string): number | null {
  if (!Number.isFinite(oneday) || oneday < 0) return null;
  return toMinor(String(oneday), currency);
}
