/**
 * Moderation of listings (staff): moves along the contract's state machine (staff transitions), stores the reason
 * of a rejection, tells the owner in-app and by e-mail and writes the audit log; the queue of pending listings,
 * the staff's listing search, and reports (listings with open reports, dismissing them). The admin area's calls
 * use these; nothing outside this module writes items.
 */
import { ITEM_STATUS, transitionByName, type ItemTransition } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import { wireDate, type Wire } from '../../lib/wire.ts';
import type { Page } from '../../http/paging.ts';
import { audit } from '../audit/index.ts';
import { enqueue } from '../jobs/index.ts';
import { presentImage } from '../catalog/index.ts';
import { findImagesOf } from '../media/index.ts';
import { notifyUser } from '../notifications/index.ts';
import { itemUrl } from './item-url.ts';
import { getItemWire, presentItemIds } from './items.read.service.ts';
import { illegalTransition } from './items.write.service.ts';
import * as writeRepo from './items.write.repository.ts';
import * as repo from './items.moderation.repository.ts';

export type StaffAction = Extract<ItemTransition['name'], 'approve' | 'reject' | 'disable' | 'enable'>;

/** The owner's notification texts per moderation action. */
const NOTICES: Record<StaffAction, { title: string; body: string }> = {
  approve: { title: 'notify.item_approved_title', body: 'notify.item_approved_body' },
  reject: { title: 'notify.item_rejected_title', body: 'notify.item_rejected_body' },
  disable: { title: 'notify.item_disabled_title', body: 'notify.item_disabled_body' },
  enable: { title: 'notify.item_enabled_title', body: 'notify.item_enabled_body' },
};

export async function moderate(deps: Deps, staffUserId: string, itemId: string, action: StaffAction, reason = ''): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await writeRepo.lockItem(tx, itemId);
    if (!row) throw badRequest('item.invalid_id');
    const transition = transitionByName(action, row.status, 'staff');
    if (!transition) throw illegalTransition(row.status);
    await writeRepo.updateItem(tx, row.id, {
      status: transition.to,
      rejectReason: transition.needsReason ? reason : transition.to === ITEM_STATUS.published ? '' : row.rejectReason,
    });
    // Published (approved, or enabled again): its alerts go out, once per recipient (modules/alerts).
    if (transition.to === ITEM_STATUS.published && row.status !== ITEM_STATUS.published) await enqueue(tx, 'listing-alerts', { item_id: row.id });
    // A listing taken down closes the reports that pointed at it.
    if (action === 'disable') await repo.closeReports(tx, row.id, 'actioned');
    const auditId = newId(ID_PREFIX.audit);
    await audit(tx, { id: auditId, actorUserId: staffUserId, action: `item_${action}`, targetType: 'item', targetId: row.id, detail: { from: row.status, to: transition.to, ...(reason ? { reason } : {}) } }, now);
    // The owner's notice and its e-mail commit with the change; the e-mail is a queued job, so a mail server
    // that is down delays it without holding up (or undoing) the moderation.
    await notifyUser(deps, tx, {
      userId: row.addedUserId,
      flag: 'approval',
      // No actor: a decision on one's listing must arrive even from a moderator one has blocked.
      eventKey: `moderation:${auditId}`,
      itemId: row.id,
      titleKey: NOTICES[action].title,
      messageKey: NOTICES[action].body,
      vars: { title: row.title, reason },
      data: { item_id: row.id, status: String(transition.to) },
      email: { template: `item_${action}`, link: itemUrl(deps.config.publicUrl, row.id, row.title) },
    });
  });
}

/** Items as a member of staff sees them (contact details, unpublished listings). */
const staffItems = (deps: Deps, ids: string[], staffUserId: string, t: Translate) => presentItemIds(deps, ids, staffUserId, t, { viewerIsStaff: true });

/** One Item as staff see it (the answer of a moderation call). */
export const staffItem = (deps: Deps, itemId: string, staffUserId: string, t: Translate) => getItemWire(deps, itemId, staffUserId, t, { viewerIsStaff: true });

/** The moderation queue, longest waiting first; each Item also carries `images` (every photo). */
export async function pendingQueue(deps: Deps, page: Page, staffUserId: string, t: Translate): Promise<Wire[]> {
  const ids = await repo.pendingItemIds(deps.db, page);
  const [wires, photos] = await Promise.all([staffItems(deps, ids, staffUserId, t), findImagesOf(deps.db, ids, ['item'])]);
  return wires.map((w) => ({ ...w, images: photos.filter((p) => p.imgParentId === w.id).map(presentImage) }));
}

const STAFF_STATUS: Record<string, number | null> = { ...ITEM_STATUS, all: null };

/** Listings by state and keyword (title, item id or owner id), newest first. */
export async function searchListings(deps: Deps, status: string, keyword: string, page: Page, staffUserId: string, t: Translate): Promise<Wire[]> {
  return staffItems(deps, await repo.adminItemIds(deps.db, STAFF_STATUS[status] ?? null, keyword, page), staffUserId, t);
}

/** The report summary added to a reported Item. */
function reportFields(r: repo.ReportSummary): Wire {
  return { report_count: String(r.count), report_reasons: r.reasons, last_reported_date: wireDate(r.lastReported) };
}

/** Listings with open reports, the most reported first, each with its report summary. */
export async function reportedListings(deps: Deps, page: Page, staffUserId: string, t: Translate): Promise<Wire[]> {
  const reports = await repo.reportedItems(deps.db, page);
  const wires = await staffItems(
    deps,
    reports.map((r) => r.itemId),
    staffUserId,
    t,
  );
  return wires.map((w) => ({ ...w, ...reportFields(reports.find((r) => r.itemId === w.id)!) }));
}

/** Closes every open report of a listing (404 when it has none). */
export async function dismissReports(deps: Deps, staffUserId: string, itemId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const n = await repo.closeReports(tx, itemId, 'dismissed');
    if (n === 0) throw notFound('record_not_found');
    await audit(tx, { actorUserId: staffUserId, action: 'report_dismiss', targetType: 'item', targetId: itemId, detail: { reports: n } }, now);
  });
}
