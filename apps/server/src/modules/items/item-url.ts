/** The web app's item page: /item/{lower-case title with dashes}?item_id=… (spec §2.1). Links in e-mails, the
 * sitemap and the canonical URL of item pages all come from here. */

/** The item page's path segment. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'item';
}

export const itemUrl = (publicUrl: string, id: string, title: string) =>
  `${publicUrl}/item/${encodeURIComponent(slugOf(title))}?item_id=${encodeURIComponent(id)}`;
