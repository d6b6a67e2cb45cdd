/**
 * The admin area's content editor and the privacy-policy acceptance (issue 14). Every content row keeps its
 * default-language texts in its own columns and the other languages in `translations`; readers get their
 * language and fall back to the default (content.presenter `localised`). The privacy page's `version` moves only
 * when the admin says the change must be accepted again; each account remembers the version it accepted.
 */
import { CONTENT_PAGE_SLUGS, type ContentSaveBody, type ContentType } from '@wheeldeal/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { abouts, blogs, faqs, pages, users, type ContentTranslations } from '../../db/schema.ts';
import { audit } from '../audit/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { str, wireDate, type Wire } from '../../lib/wire.ts';
import { getSettings } from '../settings/index.ts';
import type { SessionUser } from '../auth/index.ts';

/** A content row reduced to what the editor edits. */
interface Editable {
  id: string;
  slug: string;
  title: string;
  body: string;
  translations: ContentTranslations;
  version: number;
  updated: Date | null;
}

const PRIVACY_SLUG = 'privacy';

async function defaultLanguage(deps: Deps): Promise<string> {
  return (await getSettings(deps.db, ['frontend_config'])).frontend_config.default_language;
}

function present(type: ContentType, e: Editable, lang: string): Wire {
  const translations: Record<string, { title: string; body: string }> = {};
  for (const [code, texts] of Object.entries(e.translations)) translations[code] = { title: texts.title ?? '', body: texts.body ?? '' };
  return {
    type,
    id: e.id,
    slug: e.slug,
    title: e.title,
    body: e.body,
    lang,
    translations,
    version: str(e.version),
    updated_date: e.updated ? wireDate(e.updated) : '',
  };
}

/** The rows of one content type, as the editor lists them (pages: the editable slugs, created on first save). */
async function editables(db: DbOrTx, type: ContentType): Promise<Editable[]> {
  switch (type) {
    case 'page':
      return (await db.select().from(pages).where(inArray(pages.slug, [...CONTENT_PAGE_SLUGS])).orderBy(asc(pages.slug))).map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.title,
        body: p.body,
        translations: p.translations,
        version: p.version,
        updated: p.updatedDate ?? p.addedDate,
      }));
    case 'about':
      return (await db.select().from(abouts).orderBy(asc(abouts.addedDate), asc(abouts.id)).limit(1)).map((a) => ({
        id: a.id,
        slug: '',
        title: a.aboutTitle,
        body: a.aboutDescription,
        translations: a.translations,
        version: 1,
        updated: a.updatedDate ?? a.addedDate,
      }));
    case 'faq':
      return (await db.select().from(faqs).orderBy(asc(faqs.ordering), asc(faqs.id))).map((f) => ({
        id: f.id,
        slug: '',
        title: f.question,
        body: f.answer,
        translations: f.translations,
        version: 1,
        updated: f.addedDate,
      }));
    case 'blog':
      return (await db.select().from(blogs).orderBy(desc(blogs.addedDate), desc(blogs.id))).map((b) => ({
        id: b.id,
        slug: '',
        title: b.name,
        body: b.description,
        translations: b.translations,
        version: 1,
        updated: b.updatedDate ?? b.addedDate,
      }));
  }
}

/** admin/content_list. */
export async function listContent(deps: Deps, type: ContentType): Promise<Wire[]> {
  const lang = await defaultLanguage(deps);
  return (await editables(deps.db, type)).map((e) => present(type, e, lang));
}

/** The translations after writing `lang`: empty texts remove the language (readers fall back). */
function withTranslation(current: ContentTranslations, lang: string, title: string, body: string): ContentTranslations {
  const next = { ...current };
  if (!title && !body) delete next[lang];
  else next[lang] = { title, body };
  return next;
}

/** The fields a save writes: the row's own texts in the default language, else the translations. */
function textPatch(current: Editable | undefined, isDefault: boolean, body: ContentSaveBody) {
  if (isDefault) {
    if (!body.title || !body.body) throw badRequest('people.content_text_required');
    return { title: body.title, body: body.body, translations: current?.translations ?? {} };
  }
  if (!current) throw badRequest('people.content_default_first');
  return { title: current.title, body: current.body, translations: withTranslation(current.translations, body.lang, body.title, body.body) };
}

/**
 * admin/content_save: writes one language of one row (see contentSaveBody), audited. A page or the about record
 * is created by its first default-language save; a new FAQ or blog post likewise (empty id).
 */
export async function saveContent(deps: Deps, staff: SessionUser, body: ContentSaveBody): Promise<Wire> {
  const lang = await defaultLanguage(deps);
  const isDefault = body.lang === lang;
  const now = deps.clock.now();
  const rows = await editables(deps.db, body.type);
  const current = findTarget(rows, body);
  const patch = textPatch(current, isDefault, body);
  const id = await deps.db.transaction(async (tx) => {
    const savedId = await write(tx, body, current, patch, now);
    await audit(
      tx,
      { actorUserId: staff.userId, action: 'content.save', targetType: body.type, targetId: savedId, detail: { lang: body.lang, new_version: body.new_version } },
      now,
    );
    return savedId;
  });
  const saved = (await editables(deps.db, body.type)).find((e) => e.id === id)!;
  return present(body.type, saved, lang);
}

function findTarget(rows: Editable[], body: ContentSaveBody): Editable | undefined {
  if (body.type === 'page') {
    if (!(CONTENT_PAGE_SLUGS as readonly string[]).includes(body.slug)) throw badRequest('validation.invalid', { field: 'slug' });
    return rows.find((r) => r.slug === body.slug);
  }
  if (body.type === 'about') return rows[0];
  if (!body.id) return undefined;
  const row = rows.find((r) => r.id === body.id);
  if (!row) throw notFound();
  return row;
}

type Patch = ReturnType<typeof textPatch>;

/** Stores the patch; answers the row's id. */
async function write(tx: DbOrTx, body: ContentSaveBody, current: Editable | undefined, patch: Patch, now: Date): Promise<string> {
  const { title, body: text, translations } = patch;
  switch (body.type) {
    case 'page': {
      const bump = body.slug === PRIVACY_SLUG && body.new_version === '1' && current ? 1 : 0;
      if (!current) {
        const id = newId(ID_PREFIX.page);
        await tx.insert(pages).values({ id, slug: body.slug, title, body: text, translations, addedDate: now });
        return id;
      }
      await tx
        .update(pages)
        .set({ title, body: text, translations, version: current.version + bump, updatedDate: now })
        .where(eq(pages.id, current.id));
      return current.id;
    }
    case 'about': {
      if (!current) {
        const id = newId(ID_PREFIX.about);
        await tx.insert(abouts).values({ id, aboutTitle: title, aboutDescription: text, translations, addedDate: now });
        return id;
      }
      await tx.update(abouts).set({ aboutTitle: title, aboutDescription: text, translations, updatedDate: now }).where(eq(abouts.id, current.id));
      return current.id;
    }
    case 'faq': {
      if (!current) {
        const id = newId(ID_PREFIX.faq);
        await tx.insert(faqs).values({ id, question: title, answer: text, translations, addedDate: now });
        return id;
      }
      await tx.update(faqs).set({ question: title, answer: text, translations }).where(eq(faqs.id, current.id));
      return current.id;
    }
    case 'blog': {
      if (!current) {
        const id = newId(ID_PREFIX.blog);
        await tx.insert(blogs).values({ id, name: title, description: text, translations, addedDate: now });
        return id;
      }
      await tx.update(blogs).set({ name: title, description: text, translations, updatedDate: now }).where(eq(blogs.id, current.id));
      return current.id;
    }
  }
}

// ------------------------------------------------------------------------------------------ privacy acceptance

/** The privacy policy's current version (1 until the page exists or is republished). */
export async function currentPrivacyVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: pages.version }).from(pages).where(eq(pages.slug, PRIVACY_SLUG)).limit(1);
  return row?.version ?? 1;
}

function presentStatus(current: number, accepted: number): Wire {
  return { current_version: str(current), accepted_version: str(accepted), needs_acceptance: accepted < current ? '1' : '0' };
}

/** users/privacy_status: whether the user must accept the policy (again). */
export async function privacyStatus(deps: Deps, userId: string): Promise<Wire> {
  const [user] = await deps.db.select({ accepted: users.privacyAcceptedVersion }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  return presentStatus(await currentPrivacyVersion(deps.db), user.accepted);
}

/** users/accept_privacy: records the accepted version; only the current one can be accepted (a reader of an
 * older text has not read the new one). */
export async function acceptPrivacy(deps: Deps, userId: string, version: number): Promise<Wire> {
  const current = await currentPrivacyVersion(deps.db);
  if (version !== current) throw badRequest('people.privacy_outdated');
  await deps.db.update(users).set({ privacyAcceptedVersion: current, privacyAcceptedAt: deps.clock.now() }).where(eq(users.id, userId));
  return presentStatus(current, current);
}
