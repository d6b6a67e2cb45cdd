/**
 * Bodies of the people and content calls of issue 14: the admin area's content editor (pages, the about record,
 * FAQs and blog posts in every language) and the privacy-policy acceptance remembered per account and version.
 */
import { z } from 'zod';
import { BROADCAST_LANGUAGES } from './notifications.ts';

export const PEOPLE_LIMITS = {
  idMax: 64,
  titleMax: 200,
  bodyMax: 50_000,
} as const;

/** What the content editor edits: a static page (by slug), the about record, an FAQ entry, a blog post. */
export const CONTENT_TYPES = ['page', 'about', 'faq', 'blog'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The static pages the editor offers (their screens exist). */
export const CONTENT_PAGE_SLUGS = ['privacy', 'terms', 'safety'] as const;

const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === null ? '' : v);
const opt = (max: number) => z.preprocess(asText, z.string().trim().max(max).optional().default(''));
const id = z.preprocess(asText, z.string().trim().min(1).max(PEOPLE_LIMITS.idMax));

export const contentListBody = z.object({ type: z.enum(CONTENT_TYPES) });

/**
 * admin/content_save: `lang` is the language being written; the site's default language writes the row itself,
 * any other its translation (empty title and body remove the translation, so readers fall back). `id` names an
 * FAQ or blog post (empty: a new one, default language only), `slug` a page. `new_version` "1" on the privacy
 * page asks every account to accept the policy again.
 */
export const contentSaveBody = z.object({
  type: z.enum(CONTENT_TYPES),
  id: opt(PEOPLE_LIMITS.idMax),
  slug: opt(60),
  lang: z.enum(BROADCAST_LANGUAGES),
  title: opt(PEOPLE_LIMITS.titleMax),
  body: opt(PEOPLE_LIMITS.bodyMax),
  new_version: z.preprocess(asText, z.enum(['0', '1']).optional().default('0')),
});
export type ContentSaveBody = z.infer<typeof contentSaveBody>;

/** users/accept_privacy: the version the user read and accepted (the page's `version`). */
export const acceptPrivacyBody = z.object({ user_id: id, version: z.preprocess(asText, z.string().regex(/^[1-9][0-9]{0,8}$/)) });

/** users/privacy_status. */
export const privacyStatusBody = z.object({ user_id: opt(PEOPLE_LIMITS.idMax) });
