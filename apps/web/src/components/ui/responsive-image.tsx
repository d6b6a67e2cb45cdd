/**
 * A listing photo from the uploads folder, sized by the browser: `srcset` over the 400/800/1200 px thumbnails
 * (never the original), lazy by default, a neutral placeholder when there is no photo or it fails to load.
 */
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { thumbnailUrl, uploadUrl } from '../../lib/api/images';
import { useAppInfo } from '../../lib/app-info/use-app-info';
import { ImageIcon } from '../icons';

export interface ResponsiveImageProps {
  /** `img_path` from the wire; empty shows the placeholder. */
  path: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  className?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  /** Use the original for the largest candidate (full-screen viewers). */
  original?: boolean;
  placeholder?: ReactNode;
  width?: number;
  height?: number;
}

/** Whether the server renders the 2x/3x thumbnails (app_setting.is_thumb2x_3x_generate). */
export function useHiDpiThumbnails(): boolean {
  const { data } = useAppInfo();
  return data?.app_setting.is_thumb2x_3x_generate ?? true;
}

export function srcSetOf(path: string, hiDpi: boolean, original = false): string {
  const parts = [`${thumbnailUrl(path, 1)} 400w`];
  if (hiDpi) parts.push(`${thumbnailUrl(path, 2)} 800w`, `${thumbnailUrl(path, 3)} 1200w`);
  if (original) parts.push(`${uploadUrl(path)} 1600w`);
  return parts.join(', ');
}

export function ResponsiveImage({ path, alt, sizes, className, priority = false, original = false, placeholder, width, height }: ResponsiveImageProps) {
  const hiDpi = useHiDpiThumbnails();
  const [failed, setFailed] = useState<string | null>(null);
  if (!path || failed === path) {
    return (
      <div className={clsx('flex h-full w-full items-center justify-center bg-surface-2 text-muted/50', className)} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        {placeholder ?? <ImageIcon size={40} />}
      </div>
    );
  }
  return (
    <img
      src={thumbnailUrl(path, 1) ?? undefined}
      srcSet={srcSetOf(path, hiDpi, original)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onError={() => setFailed(path)}
      className={clsx('h-full w-full object-cover', className)}
    />
  );
}
