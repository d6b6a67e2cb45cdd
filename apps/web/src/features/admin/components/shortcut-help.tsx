/** The queue's keyboard shortcuts, listed in a small popover (also opened with "?"). */
import { useTranslation } from 'react-i18next';
import { Popover } from '../../../components/ui/popover';
import { buttonClasses } from '../../../components/ui/button';
import { KeyboardIcon } from './admin-icons';

export const QUEUE_SHORTCUTS = [
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['a'], action: 'approve' },
  { keys: ['r'], action: 'reject' },
  { keys: ['d'], action: 'disable' },
  { keys: ['v'], action: 'photos' },
  { keys: ['?'], action: 'help' },
] as const;

export function Kbd({ children }: { children: string }) {
  return (
    <kbd className="inline-flex h-6 min-w-6 items-center justify-center rounded-md border border-line-strong bg-surface-2 px-1.5 font-mono text-xs font-semibold text-fg shadow-xs">
      {children}
    </kbd>
  );
}

export function ShortcutHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      title={t('shortcuts.title')}
      trigger={
        <button type="button" className={buttonClasses('outline', 'sm')} aria-keyshortcuts="?">
          <KeyboardIcon size={18} />
          <span>{t('shortcuts.button')}</span>
        </button>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
        {QUEUE_SHORTCUTS.map((s) => (
          <div key={s.action} className="contents">
            <dt className="flex gap-1">
              {s.keys.map((k) => (
                <Kbd key={k}>{k}</Kbd>
              ))}
            </dt>
            <dd className="text-fg">{t(`shortcuts.${s.action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs">{t('shortcuts.note')}</p>
    </Popover>
  );
}
