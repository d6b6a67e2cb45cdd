/** Content on the wire: blog posts (feeds), the about record, static pages and FAQs. */
import { z } from 'zod';
import { wireDate, wireDateOrNull, wireId, wireInt, wireIntOrNull, wireRecord, wireRef, wireText } from '../wire.ts';
import { wireImageSlot } from './catalog.ts';

/** A blog post (feeds/*). */
export const wireBlog = wireRecord({
  id: wireId,
  name: wireText,
  description: wireText,
  /** "" : a post for every city. */
  city_id: wireRef,
  status: wireInt,
  added_date: wireDate,
  added_date_str: wireText,
  default_photo: wireImageSlot,
});

/** The about record (abouts/get, a one-element list): contact details, social links and the texts of the
 * privacy, safety, FAQ and terms screens that the original clients read from it. */
export const wireAbout = wireRecord({
  id: wireId,
  about_title: wireText,
  about_description: wireText,
  about_email: wireText,
  about_phone: wireText,
  about_address: wireText,
  about_website: wireText,
  facebook: wireText,
  twitter: wireText,
  instagram: wireText,
  youtube: wireText,
  privacypolicy: wireText,
  safety_tips: wireText,
  faq_pages: wireText,
  terms_and_conditions: wireText,
  added_date: wireDate,
  updated_date: wireDateOrNull,
  default_photo: wireImageSlot,
});

/** A static page (pages/get/slug/{slug}) in the reader's language; updated_date is the last change; version is the
 * policy version readers accept (privacy). */
export const wirePage = wireRecord({ id: wireId, slug: wireText, title: wireText, body: wireText, version: wireInt, updated_date: wireDate });

export const wireFaq = wireRecord({ id: wireId, question: wireText, answer: wireText, ordering: wireIntOrNull });

export const wireFeedAnswer = z.union([wireBlog, z.array(wireBlog)]);
