/**
 * Short confirmations ("Listing approved") that appear at the bottom of the screen and go away by themselves.
 * `toast.success(text)` / `toast.error(text)` from anywhere; render one `<Toaster />` where toasts should show.
 * Successes are announced politely, errors assertively; each toast can be closed early.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastEntry {
  id: number;
  tone: ToastTone;
  text: string;
}

const TOAST_MS = { success: 4000, info: 4000, error: 8000 } as const;
/** Older toasts make room once this many are showing. */
const MAX_VISIBLE = 4;

type Listener = () => void;
const listeners = new Set<Listener>();
let entries: readonly ToastEntry[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

function push(tone: ToastTone, text: string): number {
  const id = nextId++;
  entries = [...entries, { id, tone, text }].slice(-MAX_VISIBLE);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  entries = entries.filter((e) => e.id !== id);
  emit();
}

export const toast = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  info: (text: string) => push('info', text),
};

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const tones: Record<ToastTone, string> = {
  success: 'border-success/30 text-success',
  error: 'border-danger/30 text-danger',
  info: 'border-line text-primary',
};

function ToastItem({ entry }: { entry: ToastEntry }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(entry.id), TOAST_MS[entry.tone]);
    return () => window.clearTimeout(timer);
  }, [entry.id, entry.tone]);
  const Icon = entry.tone === 'success' ? CheckIcon : entry.tone === 'error' ? AlertIcon : InfoIcon;
  return (
    <li
      role={entry.tone === 'error' ? 'alert' : 'status'}
      className={clsx('wd-dialog pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-surface px-4 py-3 shadow-pop', tones[entry.tone])}
    >
      <Icon size={18} className="mt-0.5" />
      <p className="min-w-0 flex-1 text-sm font-medium break-words text-fg">{entry.text}</p>
      <button
        type="button"
        onClick={() => dismissToast(entry.id)}
        aria-label={t('actions.close')}
        className="-me-1.5 -mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/** Where the toasts appear: bottom centre, above everything else. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => entries, () => entries);
  return (
    <ol className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] mx-auto flex w-[min(28rem,calc(100vw-2rem))] flex-col gap-2">
      {list.map((entry) => (
        <ToastItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
