/**
 * A small panel that opens under its trigger (help text, a few options). Built on Radix Dialog in non-modal mode:
 * Escape and an outside click close it, focus moves in and back to the trigger. It opens towards the inline end
 * of the trigger's box, so it stays on screen in both directions. The panel carries `data-wd-popover`, so page-wide
 * keyboard shortcuts can tell it from a modal dialog.
 */
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';

export interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that toggles the panel; rendered as is (give it an accessible name). */
  trigger: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

export function Popover({ open, onOpenChange, trigger, title, children, align = 'end', className }: PopoverProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <div className="relative inline-flex">
        <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
        <RadixDialog.Content
          data-wd-popover=""
          className={clsx(
            'wd-menu absolute top-full z-50 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-4 shadow-pop',
            align === 'end' ? 'end-0' : 'start-0',
            className,
          )}
        >
          <RadixDialog.Title className="mb-2 text-sm font-semibold text-fg">{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className="text-sm text-muted">{children}</div>
          </RadixDialog.Description>
        </RadixDialog.Content>
      </div>
    </RadixDialog.Root>
  );
}
