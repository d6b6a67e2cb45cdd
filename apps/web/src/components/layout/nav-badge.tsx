/** A count bubble on an icon button (hidden at zero); the count is also in the button's accessible name. */
export function NavBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] font-bold leading-none text-white ring-2 ring-surface dark:text-bg"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
