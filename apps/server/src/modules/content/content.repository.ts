/** SQL of the content domain: blog posts (feeds), the about record, static pages, FAQs and contact messages. */
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { abouts, blogs, contacts, faqs, pages } from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';
import { containsPattern } from '../../db/like.ts';

export type BlogRow = typeof blogs.$inferSelect;
export type AboutRow = typeof abouts.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;

export interface BlogQuery {
  term: string;
  /** A city's posts plus the posts meant for every city (no city). */
  cityId: string;
}

/** Published blog posts, newest first. */
export async function findBlogs(db: DbOrTx, q: BlogQuery, page: Page): Promise<BlogRow[]> {
  const conds: (SQL | undefined)[] = [eq(blogs.status, 1)];
  if (q.term) conds.push(or(ilike(blogs.name, containsPattern(q.term)), ilike(blogs.description, containsPattern(q.term))));
  if (q.cityId) conds.push(or(eq(blogs.cityId, q.cityId), isNull(blogs.cityId)));
  return db
    .select()
    .from(blogs)
    .where(and(...conds))
    .orderBy(desc(blogs.addedDate), desc(blogs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findPublishedBlog(db: DbOrTx, id: string): Promise<BlogRow | undefined> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.status, 1)))
    .limit(1);
  return row;
}

/** The about record (the oldest row, should there ever be several). */
export async function findAbout(db: DbOrTx): Promise<AboutRow | undefined> {
  const [row] = await db.select().from(abouts).orderBy(asc(abouts.addedDate), asc(abouts.id)).limit(1);
  return row;
}

export async function findPageBySlug(db: DbOrTx, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row;
}

export async function findPagesBySlugs(db: DbOrTx, slugs: readonly string[]): Promise<PageRow[]> {
  return db.select().from(pages).where(inArray(pages.slug, [...slugs]));
}

/** Published FAQs in display order. */
export async function findFaqs(db: DbOrTx, page: Page): Promise<FaqRow[]> {
  return db.select().from(faqs).where(eq(faqs.status, 1)).orderBy(asc(faqs.ordering), asc(faqs.id)).limit(page.limit).offset(page.offset);
}

export async function insertContact(db: DbOrTx, values: typeof contacts.$inferInsert): Promise<void> {
  await db.insert(contacts).values(values);
}
