/**
 * Badges (issue 14): the blue mark (applied for with a note) and the dealer badge (applied for with a certificate),
 * on the wire contract's scale 0 none, 2 pending, 1 approved, 3 rejected. A user applies when the state is none or
 * rejected; staff approve or reject a pending application with a reason, audited, and the user is told. The
 * application, the state on the user row, the audit row and the notification commit together.
 */
import { BLUE_MARK, type BadgeKind, type BadgeStatus } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { UploadedFile } from '../../http/upload.ts';
import type { Page } from '../../http/paging.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { audit } from '../audit/index.ts';
import { removeFiles, storeCertificate } from '../media/index.ts';
import { notifyBadgeDecision } from '../notifications/index.ts';
import * as repo from './badges.repository.ts';

/** The message of a refused application, by the state that refuses it. */
const REFUSAL: Record<BadgeKind, Partial<Record<number, string>>> = {
  blue_mark: { [BLUE_MARK.pending]: 'account.blue_mark_pending', [BLUE_MARK.approved]: 'account.blue_mark_approved' },
  dealer: { [BLUE_MARK.pending]: 'account.dealer_pending', [BLUE_MARK.approved]: 'account.dealer_approved' },
};

const certificateRows = (paths: readonly string[]) => paths.map((imgPath) => ({ imgPath, imgType: 'certificate' }));

/** Inside the transaction: the state allows a new application (none or rejected), else the wire's 400. */
async function assertMayApply(tx: Parameters<typeof repo.lockBadgeState>[0], userId: string, kind: BadgeKind): Promise<void> {
  const state = await repo.lockBadgeState(tx, userId, kind);
  if (state === undefined) throw notFound('auth.user_id_invalid');
  const refusal = REFUSAL[kind][state];
  if (refusal) throw badRequest(refusal);
}

/** users/apply_blue_mark: a pending application with the note; the user's state becomes pending. */
export async function applyBlueMark(deps: Deps, userId: string, note: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await assertMayApply(tx, userId, 'blue_mark');
    await repo.insertApplication(tx, 'blue_mark', { id: newId(ID_PREFIX.application), userId, note, now });
    await repo.setBadgeState(tx, userId, 'blue_mark', BLUE_MARK.pending, now);
  });
}

/** Checked before any byte of the certificate is stored: the state must allow an application. */
export async function checkDealerApplication(deps: Deps, userId: string): Promise<void> {
  await deps.db.transaction((tx) => assertMayApply(tx, userId, 'dealer'));
}

/** images/upload_certificate: the certificate is stored (re-encoded, metadata stripped), then the application. */
export async function applyDealer(deps: Deps, userId: string, note: string, file: UploadedFile): Promise<repo.ApplicationRow> {
  const now = deps.clock.now();
  const id = newId(ID_PREFIX.application);
  await storeCertificate(deps, file, (documentPath) =>
    deps.db.transaction(async (tx) => {
      // Checked again under the lock: a second upload racing the first is refused, and its file removed.
      await assertMayApply(tx, userId, 'dealer');
      await repo.insertApplication(tx, 'dealer', { id, userId, note, documentPath, now });
      await repo.setBadgeState(tx, userId, 'dealer', BLUE_MARK.pending, now);
    }),
  );
  return (await repo.findApplication(deps.db, 'dealer', id))!;
}

/** users/dealership_cancel: withdraws a pending application (its certificate removed) or gives up the badge. */
export async function cancelDealership(deps: Deps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    const state = await repo.lockBadgeState(tx, userId, 'dealer');
    if (state === undefined) throw notFound('auth.user_id_invalid');
    if (state !== BLUE_MARK.pending && state !== BLUE_MARK.approved) throw badRequest('account.not_dealer');
    const paths = state === BLUE_MARK.pending ? await repo.deletePendingDealer(tx, userId) : [];
    await repo.setBadgeState(tx, userId, 'dealer', BLUE_MARK.none, now);
    return paths;
  });
  await removeFiles(deps, certificateRows(removed));
}

export const listApplications = (deps: Deps, kind: BadgeKind, status: BadgeStatus | 'all', page: Page) => repo.listApplications(deps.db, kind, status, page);

export interface BadgeDecisionInput {
  kind: BadgeKind;
  applicationId: string;
  approved: boolean;
  reason: string;
}

/** admin/badge_approve | badge_reject: decides a pending application once; audited; the applicant is told. */
export async function decide(deps: Deps, staffUserId: string, d: BadgeDecisionInput): Promise<repo.ApplicationRow> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const app = await repo.lockPendingApplication(tx, d.kind, d.applicationId);
    if (!app) {
      const known = await repo.findApplication(tx, d.kind, d.applicationId);
      throw known ? badRequest('account.application_decided') : notFound('account.application_not_found');
    }
    const status = d.approved ? 'approved' : 'rejected';
    await repo.decideApplication(tx, d.kind, app.id, { status, reviewerUserId: staffUserId, reviewNote: d.reason, now });
    await repo.setBadgeState(tx, app.userId, d.kind, d.approved ? BLUE_MARK.approved : BLUE_MARK.rejected, now);
    await audit(tx, { actorUserId: staffUserId, action: `badge_${d.approved ? 'approve' : 'reject'}`, targetType: 'user', targetId: app.userId, detail: { kind: d.kind, application_id: app.id, reason: d.reason } }, now);
    await notifyBadgeDecision(deps, tx, { userId: app.userId, approved: d.approved, reason: d.reason, decisionId: app.id, kind: d.kind });
  });
  return (await repo.findApplication(deps.db, d.kind, d.applicationId))!;
}

/** The files of a user's certificates (removed with the account). */
export const certificateFilesOf = async (deps: Deps, userId: string) => certificateRows(await repo.certificatePathsOf(deps.db, userId));
