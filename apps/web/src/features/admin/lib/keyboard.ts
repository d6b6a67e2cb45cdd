/** Single-key shortcuts must not fire while the user types, holds a modifier, or works in a dialog (an open
 * popover, such as the shortcut list itself, does not count). */
export function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return false;
  if (document.querySelector('[role="dialog"][data-state="open"]:not([data-wd-popover]), [role="alertdialog"][data-state="open"]')) return false;
  return true;
}
