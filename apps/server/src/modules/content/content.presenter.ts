/** Content rows → wire objects: every scalar a string; a missing photo is the empty Image. */
import type { WireOf, wireAbout, wireBlog, wireFaq, wirePage } from '@wheeldeal/contract';
import { relativeTime, str, wireDate } from '../../lib/wire.ts';
import type { Translate } from '../../lib/messages.ts';
import { presentImage, type ImageRow } from '../catalog/catalog.presenter.ts';
import type { AboutRow, BlogRow, FaqRow, PageRow } from './content.repository.ts';

// TODO(wirefix merge): the About texts (privacy, safety, FAQ, terms) come with the wirefix branch; drop this Omit then.
type AboutTextField = 'privacypolicy' | 'safety_tips' | 'faq_pages' | 'terms_and_conditions';

export interface ContentView {
  now: Date;
  t: Translate;
}

/** A feed entry (blog post). */
export function presentBlog(b: BlogRow, view: ContentView, photo?: ImageRow): WireOf<typeof wireBlog> {
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

export function presentAbout(a: AboutRow, photo?: ImageRow): Omit<WireOf<typeof wireAbout>, AboutTextField> {
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
    added_date: wireDate(a.addedDate),
    updated_date: wireDate(a.updatedDate),
    default_photo: presentImage(photo),
  };
}

/** A static page; updated_date is the last change (the creation date until the first edit). */
export function presentPage(p: PageRow): WireOf<typeof wirePage> {
  return { id: p.id, slug: p.slug, title: p.title, body: p.body, updated_date: wireDate(p.updatedDate ?? p.addedDate) };
}

export function presentFaq(f: FaqRow): WireOf<typeof wireFaq> {
  return { id: f.id, question: f.question, answer: f.answer, ordering: str(f.ordering) };
}
