/**
 * Public content: the blog feed, the about record, static pages (terms, privacy, safety), FAQs, and the contact
 * form (rate-limited per IP, stored for the admin area).
 */
import { PAGE_SLUG, type ContactBody, type FeedSearchBody } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import { addressKey, hit, LIMITS_MESSAGING } from '../../lib/rate-limit.ts';
import type { Wire } from '../../lib/wire.ts';
import type { Page } from '../../http/paging.ts';
import { firstImagesOf } from '../catalog/index.ts';
import { faqText, localised, presentAbout, presentBlog, presentFaq, presentPage, type ContentView } from './content.presenter.ts';
import * as repo from './content.repository.ts';

/** Image types of the content photos. */
const BLOG_IMAGE = 'blog';
const ABOUT_IMAGE = 'about';
/** FAQs folded into the About entity's faq_pages text (faqs/get pages through all of them). */
const ABOUT_FAQ_MAX = 200;

const view = (deps: Deps, t: Translate, lang: string): ContentView => ({ now: deps.clock.now(), t, lang });

async function presentBlogs(deps: Deps, rows: repo.BlogRow[], t: Translate, lang: string): Promise<Wire[]> {
  const photos = await firstImagesOf(
    deps.db,
    rows.map((b) => b.id),
    [BLOG_IMAGE],
  );
  const v = view(deps, t, lang);
  return rows.map((b) => presentBlog(b, v, photos.get(`${b.id}|${BLOG_IMAGE}`)));
}

/** feeds/search (and feeds/get without an id): published posts, newest first. */
export async function findFeeds(deps: Deps, body: Pick<FeedSearchBody, 'searchterm' | 'city_id'>, page: Page, t: Translate, lang: string): Promise<Wire[]> {
  return presentBlogs(deps, await repo.findBlogs(deps.db, { term: body.searchterm, cityId: body.city_id }, page), t, lang);
}

/** feeds/get/id/{id}: one published post. */
export async function getFeed(deps: Deps, id: string, t: Translate, lang: string): Promise<Wire> {
  const blog = await repo.findPublishedBlog(deps.db, id);
  if (!blog) throw notFound();
  const [wire] = await presentBlogs(deps, [blog], t, lang);
  return wire!;
}

/** abouts/get: the about record as a one-element list (none yet: the empty list), in the reader's language. */
export async function findAbout(deps: Deps, lang: string): Promise<Wire[]> {
  const about = await repo.findAbout(deps.db);
  if (!about) return [];
  const [photos, pageRows, faqRows] = await Promise.all([
    firstImagesOf(deps.db, [about.id], [ABOUT_IMAGE]),
    repo.findPagesBySlugs(deps.db, ['privacy', 'safety', 'terms']),
    repo.findFaqs(deps.db, { limit: ABOUT_FAQ_MAX, offset: 0 }),
  ]);
  const body = (slug: string) => {
    const row = pageRows.find((p) => p.slug === slug);
    return row ? localised(row, lang, 'body', row.body) : '';
  };
  const texts = { privacy: body('privacy'), safety: body('safety'), terms: body('terms'), faq: faqText(faqRows, lang) };
  return [presentAbout(about, texts, lang, photos.get(`${about.id}|${ABOUT_IMAGE}`))];
}

/** pages/get/slug/{slug}. */
export async function getPage(deps: Deps, slug: string, lang: string): Promise<Wire> {
  if (!PAGE_SLUG.test(slug)) throw badRequest('validation.invalid', { field: 'slug' });
  const page = await repo.findPageBySlug(deps.db, slug);
  if (!page) throw notFound();
  return presentPage(page, lang);
}

/** faqs/get. */
export async function findFaqs(deps: Deps, page: Page, lang: string): Promise<Wire[]> {
  return (await repo.findFaqs(deps.db, page)).map((f) => presentFaq(f, lang));
}

/** contacts/add: stores the message (with the sender's account when signed in); a few per IP per hour, and per
 * account per day when signed in (LIMITS_MESSAGING). */
export async function addContact(deps: Deps, body: ContactBody, sender: { ip: string; userId: string | null }): Promise<void> {
  await hit(deps, LIMITS_MESSAGING.contactPerIp, addressKey(sender.ip));
  if (sender.userId) await hit(deps, LIMITS_MESSAGING.contactPerAccount, sender.userId);
  await repo.insertContact(deps.db, {
    id: newId(ID_PREFIX.contact),
    userId: sender.userId,
    contactName: body.contact_name,
    contactEmail: body.contact_email,
    contactPhone: body.contact_phone,
    contactMessage: body.contact_message,
    addedDate: deps.clock.now(),
  });
}
