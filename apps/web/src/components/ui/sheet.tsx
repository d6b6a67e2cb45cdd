/**
 * A full-screen sheet on Radix Dialog (focus trap, Escape, scroll lock): header with title and close, a scrolling
 * body and an optional sticky footer. It slides in from the inline-end edge (mirrored in RTL).
 */
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { CloseIcon } from '../icons';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Something at the end of the header, before the close button (e.g. "Clear all"). */
  headerAction?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Sheet({ open, onOpenChange, title, description, headerAction, footer, children, className }: SheetProps) {
  const { t } = useTranslation('common');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="wd-overlay fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className={clsx('wd-sheet fixed inset-0 z-50 flex flex-col bg-bg sm:inset-y-0 sm:start-auto sm:end-0 sm:w-[28rem] sm:shadow-pop', className)}
        >
          <div className="flex items-center gap-2 border-b border-line bg-surface px-4 py-3">
            <RadixDialog.Title className="flex-1 text-lg font-bold text-fg">{title}</RadixDialog.Title>
            {headerAction}
            <RadixDialog.Close
              aria-label={t('actions.close')}
              className="-me-2 flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
          {footer && <div className="border-t border-line bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
