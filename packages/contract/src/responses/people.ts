/** People and content answers of issue 14: a content row as the admin editor sees it, the privacy status. */
import { z } from 'zod';
import { wireDateOrNull, wireFlag, wireId, wireInt, wireRecord, wireText } from '../wire.ts';

/** One language's texts of a content row. */
export const wireContentTexts = z.strictObject({ title: wireText, body: wireText });

/** A content row in the editor: the default-language texts and every filled translation (language → texts). */
export const wireContentEntry = wireRecord({
  type: wireText,
  id: wireId,
  /** Pages: their slug; otherwise "". */
  slug: wireText,
  title: wireText,
  body: wireText,
  /** The language of title and body (the site's default language). */
  lang: wireText,
  translations: z.record(z.string(), wireContentTexts),
  /** Pages: the version readers accept; otherwise "1". */
  version: wireInt,
  updated_date: wireDateOrNull,
});

/** Whether the signed-in user must accept the privacy policy (again): the policy's version and theirs. */
export const wirePrivacyStatus = wireRecord({ current_version: wireInt, accepted_version: wireInt, needs_acceptance: wireFlag });
