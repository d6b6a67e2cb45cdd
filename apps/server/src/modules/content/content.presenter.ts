/** Content rows → wire objects: every scalar a string; a missing photo is the empty Image. */
import { relativeTime, str, wireDate, type Wire } from '../../lib/wire.ts';
import type { Translate } from '../../lib/messages.ts';
import { presentImage, type ImageRow } from '../catalog/index.ts';
import type { AboutRow, BlogRow, FaqRow, PageRow } from './content.repository.ts';

export interface ContentView {
  now: Date;
  t: Translate;
}

/** A feed entry (blog post). */
export function presentBlog(b: BlogRow, view: ContentView, photo?: ImageRow): Wire {
  return {
    id: b.id,
    name: b.name,
    description: b.description,
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
export function faqText(rows: readonly FaqRow[]): string {
  return rows.map((f) => `${f.question}\n${f.answer}`).join('\n\n');
}

/** The About entity; privacypolicy, safety_tips, faq_pages and terms_and_conditions are the fields the original
 * product's clients read for those screens. */
export function presentAbout(a: AboutRow, texts: AboutTexts, photo?: ImageRow): Wire {
  return {
    id: a.id,
    about_title: a.aboutTitle,
    about_description: a.aboutDescription,
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

/** A static page; updated_date is the last change (the creation date until the first edit). */
export function presentPage(p: PageRow): Wire {
  return { id: p.id, slug: p.slug, title: p.title, body: p.body, updated_date: wireDate(p.updatedDate ?? p.addedDate) };
}

export function presentFaq(f: FaqRow): Wire {
  return { id: f.id, question: f.question, answer: f.answer, ordering: str(f.ordering) };
}
