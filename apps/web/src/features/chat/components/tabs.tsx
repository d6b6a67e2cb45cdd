/** Two or more tabs kept in the query (`?tab=`), so a reload or a back navigation keeps the choice. */
import clsx from 'clsx';
import { Link } from 'react-router-dom';

export interface TabDef<V extends string> {
  value: V;
  label: string;
  href: string;
}

export function Tabs<V extends string>({ tabs, current, label }: { tabs: readonly TabDef<V>[]; current: V; label: string }) {
  return (
    <nav aria-label={label} className="flex gap-1 rounded-2xl border border-line bg-surface-2 p-1">
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          to={tab.href}
          replace
          aria-current={tab.value === current ? 'page' : undefined}
          className={clsx(
            'flex-1 rounded-xl px-4 py-2 text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            tab.value === current ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
