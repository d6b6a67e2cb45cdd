/** A make with its logo, a link to its listings and its bell. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { itemListPath } from '../../../app/routes';
import { MakeBell } from '../../../components/alerts/make-bell';
import { thumbnailUrl } from '../../../lib/api/images';

export interface MakeCardProps {
  make: { id: string; name: string; cat_id: string; cat_name?: string; photo?: string | null };
  subscribed: boolean;
}

export function MakeCard({ make, subscribed }: MakeCardProps) {
  const [broken, setBroken] = useState(false);
  const logo = thumbnailUrl(make.photo);
  return (
    <div className="flex h-full items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-2 text-base font-extrabold text-primary">
        {logo && !broken ? <img src={logo} alt="" loading="lazy" onError={() => setBroken(true)} className="h-full w-full object-cover" /> : make.name.slice(0, 2)}
      </span>
      <Link to={itemListPath({ cat_id: make.cat_id, sub_cat_id: make.id, sub_cat_name: make.name })} className="min-w-0 flex-1 hover:text-primary">
        <bdi className="block truncate text-sm font-semibold text-fg">{make.name}</bdi>
        {make.cat_name && <bdi className="block truncate text-xs text-muted">{make.cat_name}</bdi>}
      </Link>
      <MakeBell make={{ id: make.id, cat_id: make.cat_id, name: make.name }} subscribed={subscribed} compact />
    </div>
  );
}
