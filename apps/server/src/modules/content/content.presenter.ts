/** Content rows → wire objects: every scalar a string; a missing photo is the empty Image. */
import type { WireOf, wireAbout, wireBlog, wireFaq, wirePage } from '@wheeldeal/contract';
import { relativeTime, str, wireDate } from '../../lib/wire.ts';
import type { Translate } from '../../lib/messages.ts';
import { presentImage, type ImageRow } from '../catalog/index.ts';
import type { ContentTranslations } from '../../db/schema.ts';
import type { AboutRow, BlogRow, FaqRow, PageRow } from './content.repository.ts';

export interface ContentView {
  now: Date;
  t: Translate;
  /** The reader's language: a row's translation into it wins over the row's default-language text. */
  lang: string;
}

/** A row's text of `field` in `lang`, else its default-language text: an empty or missing translation falls back,
 * so a half-translated row still reads whole. */
export function localised(row: { translations: ContentTranslations }, lang: string, field: string, fallback: string): string {
  return row.translations[lang]?.[field] || fallback;
}

/** A feed entry (blog post). */
export function presentBlog(b: BlogRow, view: ContentView, photo?: ImageRow): WireOf<typeof wireBlog> {
  return {
    id: b.id,
    name: localised(b, view.lang, 'title', b.name),
    description: localised(b, view.lang, 'body', b.description),
    city_id: str(b.cityId),
    status: str(b.status),
    added_date: wireDate(b.addedDate),
    added_date_str: relativeTime(b.addedDate, view.now, view.t),
    default_photo: presentImage(photo),
  };
}

/** The texts of the About entity that live in our pages and FAQs ("" when absent). */
export interface AboutTexts {
  privacy: string;
  safety: string;
  terms: string;
  faq: string;
}

/** FAQ entries as the About entity's one faq_pages text: question, answer, a blank line between entries. */
export function faqText(rows: readonly FaqRow[], lang: string): string {
  return rows.map((f) => `${localised(f, lang, 'title', f.question)}\n${localised(f, lang, 'body', f.answer)}`).join('\n\n');
}

/** The About entity; privacypolicy, safety_tips, faq_pages and terms_and_conditions are the fields the original
 * product's clients read for those screens. */
export function presentAbout(a: AboutRow, texts: AboutTexts, lang: string, photo?: ImageRow): WireOf<typeof wireAbout> {
  return {
    id: a.id,
    about_title: localised(a, lang, 'title', a.aboutTitle),
    about_description: localised(a, lang, 'body', a.aboutDescription),
    about_email: a.aboutEmail,
    about_phone: a.aboutPhone,
    about_address: a.aboutAddress,
    about_website: a.aboutWebsite,
    facebook: a.facebook,
    twitter: a.twitter,
    instagram: a.instagram,
    youtube: a.youtube,
    privacypolicy: texts.privacy,
    safety_tips: texts.safety,
    faq_pages: texts.faq,
    terms_and_conditions: texts.terms,
    added_date: wireDate(a.addedDate),
    updated_date: wireDate(a.updatedDate),
    default_photo: presentImage(photo),
  };
}

/** A static page in the reader's language; updated_date is the last change (the creation date until the first
 * edit); version is what readers accept (the privacy policy). */
export function presentPage(p: PageRow, lang: string): WireOf<typeof wirePage> {
  return {
    id: p.id,
    slug: p.slug,
    title: localised(p, lang, 'title', p.title),
    body: localised(p, lang, 'body', p.body),
    version: str(p.version),
    updated_date: wireDate(p.updatedDate ?? p.addedDate),
  };
}

export function presentFaq(f: FaqRow, lang: string): WireOf<typeof wireFaq> {
  return { id: f.id, question: localised(f, lang, 'title', f.question), answer: localised(f, lang, 'body', f.answer), ordering: str(f.ordering) };
}
