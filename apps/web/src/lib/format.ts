/**
 * Locale-aware formatting in the current language. Intl's constructors are expensive (each one resolves the locale
 * and loads its data: tens of microseconds, far more on a slow phone), and a list of cards formats a few numbers per
 * card on every render; so each formatter is made once per language and options, and kept (cachedFormat).
 */
import { currentLanguage } from './i18n/i18n';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

/** The formatter for `language` and `options`, made on first use. The key is the options' JSON: callers pass
 * literal objects (property order stable per call site). */
function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  language: string,
  options: object | undefined,
  make: () => F,
): F {
  const key = `${kind}|${language}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A cached Intl.NumberFormat (current language unless given). Throws like the constructor on invalid options. */
export function numberFormat(options?: Intl.NumberFormatOptions, language: string = currentLanguage()): Intl.NumberFormat {
  return cachedFormat('n', language, options, () => new Intl.NumberFormat(language, options));
}

/** A cached Intl.DateTimeFormat (current language unless given). */
export function dateTimeFormat(options?: Intl.DateTimeFormatOptions, language: string = currentLanguage()): Intl.DateTimeFormat {
  return cachedFormat('d', language, options, () => new Intl.DateTimeFormat(language, options));
}

/** A cached Intl.RelativeTimeFormat (current language unless given). */
export function relativeTimeFormat(options?: Intl.RelativeTimeFormatOptions, language: string = currentLanguage()): Intl.RelativeTimeFormat {
  return cachedFormat('r', language, options, () => new Intl.RelativeTimeFormat(language, options));
}

/** The longest the main thread waits for the worker before it makes the first formats itself. */
const WARM_TIMEOUT_MS = 1500;

let warmed: Promise<void> = Promise.resolve();

/**
 * Loads `language`'s number and date data into the browser's ICU caches in a worker (lib/intl-warm.worker.ts), so
 * that the page's first formatter does not: the first Intl.NumberFormat of a page costs 30–100 ms of the main thread
 * otherwise (docs/performance.md, "Intl data warmed in a worker"). Settles when the worker has answered, failed or
 * taken too long; at once where there are no workers (tests, old browsers).
 */
export function warmIntl(language: string): Promise<void> {
  if (typeof Worker === 'undefined') return warmed;
  warmed = new Promise<void>((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, WARM_TIMEOUT_MS);
    try {
      worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { name: 'intl-warm' });
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(language);
    } catch {
      // A policy or a browser that refuses the worker: the main thread makes its formats itself, as before.
      done();
    }
  });
  return warmed;
}

/**
 * Makes the first number and date formats of the page ahead of the screens' first renders, each in a task of its
 * own, once the worker of `warmIntl` has loaded the language's data (then each costs a fraction of a millisecond;
 * without the worker, the first of each loads that data: about 15 ms on a fast machine, four times that on a
 * mid-range phone, which made in a screen's render would lengthen its task).
 */
export function warmFormats(): void {
  void warmed.then(() =>
    setTimeout(() => {
      numberFormat();
      setTimeout(() => dateTimeFormat({ dateStyle: 'medium' }), 0);
    }, 0),
  );
}

/** "March 2026" for a decoded date; "-" when there is none. */
export function formatMonthYear(date: Date | null | undefined): string {
  if (!date) return '-';
  return dateTimeFormat({ month: 'long', year: 'numeric' }).format(date);
}

/** "26 November 2026" for a decoded date; "-" when there is none. */
export function formatDate(date: Date | null | undefined): string {
  if (!date) return '-';
  return dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

/** A price (decoded, or the text of a form field) with its currency symbol; "FREE"-style label left to the
 * caller when the price is 0. */
export function formatPrice(price: number | string | undefined, symbol: string | undefined): string {
  const n = typeof price === 'number' ? price : Number.parseFloat(price ?? '');
  if (!Number.isFinite(n)) return typeof price === 'string' ? price : '';
  const amount = formatNumber(n, { maximumFractionDigits: n % 1 === 0 ? 0 : 2 });
  return symbol ? `${symbol}${amount}` : amount;
}
