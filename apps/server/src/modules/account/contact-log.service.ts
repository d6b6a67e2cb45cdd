/**
 * Contact taps on a listing (logs/add_log): a call, WhatsApp or e-mail button pressed on a live listing counts for
 * its seller's statistics. Open to visitors like the view counter, so it is rate-limited per address; the seller's
 * own taps do not count. Only the tapping account's id is kept (none for visitors), and it goes with the account.
 */
import { ITEM_STATUS, type ContactLogType } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { addressKey, hit, type Limit } from '../../lib/rate-limit.ts';
import { findItemAccess } from '../items/index.ts';
import * as repo from './contact-log.repository.ts';

/** A buyer taps a few contact buttons a day; a script tapping thousands would only inflate a seller's numbers. */
export const CONTACT_LOG_LIMIT: Limit = { bucket: 'contact-log-ip', max: 60, windowSeconds: 60 * 60 };

const DAY_MS = 24 * 60 * 60 * 1000;

export async function addContactLog(deps: Deps, itemId: string, type: ContactLogType, userId: string | null, ip: string): Promise<void> {
  const item = await findItemAccess(deps.db, itemId);
  if (!item || item.status !== ITEM_STATUS.published) throw badRequest('item.invalid_id');
  await hit(deps, CONTACT_LOG_LIMIT, addressKey(ip));
  if (item.addedUserId === userId) return;
  await repo.insertContactLog(deps.db, { id: newId(ID_PREFIX.contactLog), itemId, sellerUserId: item.addedUserId, userId, type, now: deps.clock.now() });
}

export function contactStats(deps: Deps, sellerUserId: string): Promise<repo.ContactCounts> {
  return repo.contactCounts(deps.db, sellerUserId, new Date(deps.clock.now().getTime() - 30 * DAY_MS));
}
