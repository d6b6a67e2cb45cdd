/**
 * Short confirmations ("Listing approved") that appear at the bottom of the screen and go away by themselves.
 * `toast.success(text)` / `toast.error(text)` from anywhere; render one `<Toaster />` where toasts should show.
 * Successes are announced politely, errors assertively; each toast can be closed early.
 *
 * `toast.notify({ key, title, text, href })` is the live notification (issue 12): a title and a message that open
 * `href` when clicked, shown once per `key` — the same event arriving again (over the realtime channel and from
 * the service worker, or after a resync) never toasts twice.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastEntry {
  id: number;
  tone: ToastTone;
  text: string;
  /** A notification's title, above the text. */
  title?: string;
  /** Where a click on the toast leads (and `onOpen` runs). */
  href?: string;
  onOpen?: () => void;
  /** How long it stays; the tone's default otherwise. */
  ms?: number;
}

export interface NotifyOptions {
  /** What makes two toasts the same event (a notification id). */
  key: string;
  title: string;
  text: string;
  href?: string;
  onOpen?: () => void;
  ms?: number;
}

const TOAST_MS = { success: 4000, info: 4000, error: 8000 } as const;
/** Older toasts make room once this many are showing. */
const MAX_VISIBLE = 4;
/** Keys of the latest notified events remembered for deduplication. */
const REMEMBERED_KEYS = 200;

type Listener = () => void;
const listeners = new Set<Listener>();
let entries: readonly ToastEntry[] = [];
let nextId = 1;
const seenKeys = new Set<string>();

function emit(): void {
  for (const listener of listeners) listener();
}

function push(entry: Omit<ToastEntry, 'id'>): number {
  const id = nextId++;
  entries = [...entries, { ...entry, id }].slice(-MAX_VISIBLE);
  emit();
  return id;
}

/** Shows a notification toast unless its key was shown already; null when it was. */
function notify({ key, ...entry }: NotifyOptions): number | null {
  if (seenKeys.has(key)) return null;
  seenKeys.add(key);
  // A Set iterates in insertion order: the first key is the oldest.
  if (seenKeys.size > REMEMBERED_KEYS) seenKeys.delete(seenKeys.values().next().value!);
  return push({ tone: 'info', ...entry });
}

export function dismissToast(id: number): void {
  entries = entries.filter((e) => e.id !== id);
  emit();
}

export const toast = {
  success: (text: string) => push({ tone: 'success', text }),
  error: (text: string) => push({ tone: 'error', text }),
  info: (text: string) => push({ tone: 'info', text }),
  notify,
};

/** The toasts showing now (tests and the Toaster read them). */
export const visibleToasts = (): readonly ToastEntry[] => entries;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const tones: Record<ToastTone, string> = {
  success: 'border-success/30 text-success',
  error: 'border-danger/30 text-danger',
  info: 'border-line text-primary',
};

function ToastText({ entry }: { entry: ToastEntry }) {
  return (
    <>
      {entry.title && <strong className="block font-semibold">{entry.title}</strong>}
      <span className={entry.title ? 'line-clamp-2 block text-muted' : 'block font-medium'}>{entry.text}</span>
    </>
  );
}

function ToastItem({ entry }: { entry: ToastEntry }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(entry.id), entry.ms ?? TOAST_MS[entry.tone]);
    return () => window.clearTimeout(timer);
  }, [entry.id, entry.tone, entry.ms]);
  const Icon = entry.tone === 'success' ? CheckIcon : entry.tone === 'error' ? AlertIcon : InfoIcon;
  return (
    <li
      role={entry.tone === 'error' ? 'alert' : 'status'}
      className={clsx('wd-dialog pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-surface px-4 py-3 shadow-pop', tones[entry.tone])}
    >
      <Icon size={18} className="mt-0.5" />
      {entry.href ? (
        <Link
          to={entry.href}
          onClick={() => {
            dismissToast(entry.id);
            entry.onOpen?.();
          }}
          className="min-w-0 flex-1 rounded text-sm break-words text-fg hover:underline"
        >
          <ToastText entry={entry} />
        </Link>
      ) : (
        <span className="min-w-0 flex-1 text-sm break-words text-fg">
          <ToastText entry={entry} />
        </span>
      )}
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

/** Mounted Toasters, oldest first: only the first draws, so a screen that renders its own (the admin area inside
 * the app layout) never shows a toast twice. */
const toasters: symbol[] = [];

function useDrawsToasts(): boolean {
  const [me] = useState(() => Symbol('toaster'));
  useEffect(() => {
    toasters.push(me);
    emit();
    return () => {
      toasters.splice(toasters.indexOf(me), 1);
      emit();
    };
  }, [me]);
  return useSyncExternalStore(subscribe, () => toasters[0] === me, () => false);
}

/** Where the toasts appear: bottom centre, above everything else. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, visibleToasts, visibleToasts);
  const draws = useDrawsToasts();
  if (!draws) return null;
  return (
    <ol className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] mx-auto flex w-[min(28rem,calc(100vw-2rem))] flex-col gap-2">
      {list.map((entry) => (
        <ToastItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
