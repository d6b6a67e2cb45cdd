/** Image addresses: `/uploads/{img_path}` and thumbnails `/uploads/thumbnail{,2x,3x}/{img_path}`. */
export type ThumbnailSize = 1 | 2 | 3;

export function uploadUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `/uploads/${path.replace(/^\/+/, '')}`;
}

export function thumbnailUrl(path: string | null | undefined, size: ThumbnailSize = 1): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  const folder = size === 1 ? 'thumbnail' : `thumbnail${size}x`;
  return `/uploads/${folder}/${path.replace(/^\/+/, '')}`;
}
