/**
 * Account deletion and the data export (issue 14). Deletion is not recoverable: an account with a password
 * confirms it with that password (a borrowed session cannot delete someone); a system admin cannot be deleted
 * (403 of the wire contract). Everything commits in one transaction (deletion.repository.ts); the stored files go
 * after it commits, and the caller's session cookie is cleared (every session row is gone with the account).
 */
import { formatWireDate } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { assertMayTryPassword, recordPasswordFailure, verifyPassword } from '../auth/index.ts';
import { removeFiles } from '../media/index.ts';
import * as deletion from './deletion.repository.ts';
import * as exports from './export.repository.ts';

/** The password of an account that has one, counted like a sign-in attempt (decision 010). */
async function confirmWithPassword(deps: Deps, subject: deletion.DeletionSubject, password: string, rc: RequestContext): Promise<void> {
  if (!subject.passwordHash) return;
  if (!password) throw badRequest('account.current_password_required');
  const key = subject.userEmail ?? subject.id;
  await assertMayTryPassword(deps, key, rc.ip);
  if (!(await verifyPassword(subject.passwordHash, password))) {
    await recordPasswordFailure(deps, key, rc.ip);
    throw badRequest('auth.current_password_wrong');
  }
}

export async function deleteAccount(deps: Deps, userId: string, password: string, rc: RequestContext): Promise<void> {
  const peek = await deps.db.transaction((tx) => deletion.lockSubject(tx, userId));
  if (!peek) throw notFound('auth.user_id_invalid');
  if (peek.isSysAdmin) throw forbidden('auth.system_account');
  await confirmWithPassword(deps, peek, password, rc);
  const now = deps.clock.now();
  const files = await deps.db.transaction(async (tx) => {
    const subject = await deletion.lockSubject(tx, userId);
    if (!subject) throw notFound('auth.user_id_invalid');
    return deletion.eraseAccount(tx, subject, now);
  });
  rc.sessionCookie.end();
  await removeFiles(deps, files);
}

const STATUS_NAME: Record<number, string> = { 0: 'pending', 1: 'published', 2: 'disabled', 3: 'rejected', 4: 'hidden' };

/** users/export_data: the profile, listings with their photos' addresses, messages and reviews, as wire text. */
export async function exportAccount(deps: Deps, userId: string) {
  const profile = await exports.profileOf(deps.db, userId);
  if (!profile) throw notFound('auth.user_id_invalid');
  const [listings, messages, reviews] = await Promise.all([exports.listingsOf(deps.db, userId), exports.messagesOf(deps.db, userId), exports.reviewsOf(deps.db, userId)]);
  const url = (file: string) => (file ? `${deps.config.publicUrl}/uploads/${file}` : '');
  const date = (d: Date) => formatWireDate(new Date(d));
  const flag = (b: boolean) => (b ? '1' : '0');
  return {
    exported_at: date(deps.clock.now()),
    profile: {
      user_id: profile.id,
      user_name: profile.user_name,
      user_email: profile.user_email ?? '',
      user_phone: profile.user_phone,
      user_address: profile.user_address,
      city: profile.city,
      user_about_me: profile.user_about_me,
      whatsapp: profile.whatsapp,
      messenger: profile.messenger,
      language: profile.language,
      is_show_email: flag(profile.is_show_email),
      is_show_phone: flag(profile.is_show_phone),
      is_verify_blue_mark: String(profile.is_verify_blue_mark),
      is_verify_dealer: String(profile.is_verify_dealer),
      profile_photo_url: url(profile.user_profile_photo),
      cover_photo_url: url(profile.user_cover_photo),
      added_date: date(profile.added_date),
    },
    listings: listings.map((l) => ({
      item_id: l.id,
      title: l.title,
      description: l.description,
      price: l.price,
      currency: l.currency,
      status: STATUS_NAME[Number(l.status)] ?? String(l.status),
      added_date: date(l.added_date),
      photos: l.photos.map(url),
    })),
    messages: messages.map((m) => ({ chat_id: m.chat_id, item_id: m.item_id, from: m.mine ? 'me' : 'other', message: m.message, added_date: date(m.added_date) })),
    reviews: reviews.map((r) => ({
      rating_id: r.id,
      direction: r.written ? ('written' as const) : ('received' as const),
      other_user_id: r.other_user_id,
      rating: String(r.rating),
      title: r.title,
      description: r.description,
      added_date: date(r.added_date),
    })),
  };
}

