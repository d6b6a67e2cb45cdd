/** A titled card of the settings screen. */
import type { ReactNode } from 'react';

export function SettingsSection({ id, title, description, children }: { id: string; title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-lg font-bold text-fg">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
