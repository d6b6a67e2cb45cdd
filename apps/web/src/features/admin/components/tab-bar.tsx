/** A row of tabs that are links (the choice lives in the address, so it survives a reload and can be shared). */
import { Link } from 'react-router-dom';
import clsx from 'clsx';

export interface TabLink {
  key: string;
  label: string;
  to: string;
  active: boolean;
}

export function TabBar({ label, tabs, className }: { label: string; tabs: readonly TabLink[]; className?: string }) {
  return (
    <nav aria-label={label} className={clsx('wd-scroll-x -mx-4 scroll-px-4 overflow-x-auto px-4 sm:mx-0 sm:scroll-px-0 sm:px-0', className)}>
      <ul className="flex w-max gap-1 rounded-xl border border-line bg-surface-2 p-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              replace
              aria-current={tab.active ? 'page' : undefined}
              className={clsx(
                'flex h-9 items-center rounded-lg px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                tab.active ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
