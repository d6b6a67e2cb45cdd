/**
 * Warms the browser's ICU data for a language off the main thread (lib/format.ts `warmIntl`). The first
 * Intl.NumberFormat of a page loads the language's number data into ICU's caches: 30–100 ms of the main thread in a
 * headless Chromium on this project's machine, several times that on a mid-range phone. Those caches belong to the
 * renderer process, not to a thread, so a worker that makes the same formatters first leaves the page's own first
 * one at a fraction of a millisecond (docs/performance.md, "Intl data warmed in a worker").
 *
 * It answers the language it warmed, then closes.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: string): void;
  close(): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: language }) => {
  try {
    // The formatters the screens make first (lib/format.ts), and i18next's plural rules.
    new Intl.NumberFormat(language).format(12500.5);
    new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(12500);
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(0);
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(0);
    new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-1, 'day');
    new Intl.PluralRules(language).select(2);
    // Sorting names (the dashboard's makes, the catalogue's lists): the language's collation, and the default
    // locale's that String.prototype.localeCompare uses without a locale.
    new Intl.Collator(language).compare('a', 'b');
    'a'.localeCompare('b');
  } finally {
    scope.postMessage(language);
    scope.close();
  }
};
