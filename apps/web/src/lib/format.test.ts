/** lib/format.ts: formatters made once per language and options, made ahead by warmFormats in tasks of their own. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatPrice, numberFormat, warmFormats, warmIntl } from './format';

afterEach(() => {
  vi.useRealTimers();
});

describe('format', () => {
  it('keeps one formatter per language and options', () => {
    expect(numberFormat({ maximumFractionDigits: 0 }, 'de')).toBe(numberFormat({ maximumFractionDigits: 0 }, 'de'));
    expect(numberFormat({ maximumFractionDigits: 0 }, 'de')).not.toBe(numberFormat({ maximumFractionDigits: 0 }, 'fr'));
    expect(formatPrice(12500, '$')).toBe('$12,500');
    expect(formatPrice('12500.5', '€')).toBe('€12,500.5');
  });

  it('makes the first number and date formats ahead, each in a task of its own, not at once', async () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmFormats();
    // After the worker's warm-up has settled (at once here: jsdom has no workers).
    await Promise.resolve();
    // Nothing in the caller's task.
    expect(made).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(made).toHaveBeenCalledTimes(1);
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(dates).toHaveBeenCalledTimes(1);
    // Kept: the screens' first use finds them made.
    numberFormat();
    dateTimeFormat({ dateStyle: 'medium' });
    expect(made).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
    made.mockRestore();
    dates.mockRestore();
  });

  describe('warmIntl', () => {
    /** A stand-in for the browser's Worker (jsdom has none): records what the page asks of it. */
    class FakeWorker {
      static made: FakeWorker[] = [];
      onmessage: (() => void) | null = null;
      onerror: (() => void) | null = null;
      posted: unknown[] = [];
      terminated = false;
      constructor(
        public url: URL,
        public options: WorkerOptions,
      ) {
        FakeWorker.made.push(this);
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
      terminate() {
        this.terminated = true;
      }
    }

    afterEach(() => {
      vi.unstubAllGlobals();
      FakeWorker.made = [];
    });

    it('settles at once where there are no workers', async () => {
      await expect(warmIntl('ar')).resolves.toBeUndefined();
    });

    it('sends the language to the worker, settles when it answers and ends it', async () => {
      vi.stubGlobal('Worker', FakeWorker);
      let settled = false;
      const warm = warmIntl('ar').then(() => (settled = true));
      const [worker] = FakeWorker.made;
      expect(worker!.url.pathname).toMatch(/intl-warm\.worker/);
      expect(worker!.posted).toEqual(['ar']);
      await Promise.resolve();
      expect(settled).toBe(false);
      worker!.onmessage!();
      await warm;
      expect(worker!.terminated).toBe(true);
    });

    it('gives up on a worker that never answers, so the formats are still made', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('Worker', FakeWorker);
      let settled = false;
      void warmIntl('de').then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(1499);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(FakeWorker.made[0]!.terminated).toBe(true);
    });
  });
});
