import { useState } from 'react';
import clsx from 'clsx';
import { thumbnailUrl, uploadUrl } from '../../lib/api/images';

/** Up to two initials of a name (letters of any script). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The widest avatar the 400 px thumbnail serves sharply on a 3x screen; wider ones use the original. */
const THUMBNAIL_MAX_SIZE = 133;

/** A user's photo (`img_path` from the wire) or their initials on a tinted disc. */
export function Avatar({ name, path, size = 40, className }: { name: string; path?: string; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = size > THUMBNAIL_MAX_SIZE ? uploadUrl(path) : thumbnailUrl(path);
  const style = { width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.38)) };
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(true)}
        className={clsx('shrink-0 rounded-full object-cover ring-1 ring-line', className)}
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx('inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary', className)}
      style={style}
    >
      {initialsOf(name)}
    </span>
  );
}
