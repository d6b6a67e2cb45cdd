/**
 * SQL of the badge applications (`blue_mark_applications`, `dealer_applications`) and the badge state kept on the
 * user row (`is_verify_blue_mark`, `is_verify_dealer`): the application and the state change in one transaction,
 * so the list staff review and the badge users see never disagree (a table-level exception of the module map).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { type BadgeKind, type BadgeStatus } from '@wheeldeal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { blueMarkApplications, dealerApplications, users } from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';

const TABLE = { blue_mark: blueMarkApplications, dealer: dealerApplications } as const;
const STATE_COLUMN = { blue_mark: users.isVerifyBlueMark, dealer: users.isVerifyDealer } as const;

export interface ApplicationRow {
  id: string;
  kind: BadgeKind;
  userId: string;
  userName: string;
  userEmail: string;
  note: string;
  documentPath: string;
  status: BadgeStatus;
  reviewNote: string;
  reviewerUserId: string;
  addedDate: Date;
  reviewedAt: Date | null;
}

/** The user's badge state (0 none, 2 pending, 1 approved, 3 rejected), the row locked against a concurrent change. */
export async function lockBadgeState(tx: DbOrTx, userId: string, kind: BadgeKind): Promise<number | undefined> {
  const [row] = await tx
    .select({ state: STATE_COLUMN[kind] })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    .for('update');
  return row?.state;
}

export async function setBadgeState(tx: DbOrTx, userId: string, kind: BadgeKind, state: number, now: Date): Promise<void> {
  const set = kind === 'blue_mark' ? { isVerifyBlueMark: state } : { isVerifyDealer: state };
  await tx.update(users).set({ ...set, updatedDate: now }).where(eq(users.id, userId));
}

export async function insertApplication(tx: DbOrTx, kind: BadgeKind, row: { id: string; userId: string; note: string; documentPath?: string; now: Date }): Promise<void> {
  if (kind === 'blue_mark') await tx.insert(blueMarkApplications).values({ id: row.id, userId: row.userId, note: row.note, addedDate: row.now });
  else await tx.insert(dealerApplications).values({ id: row.id, userId: row.userId, note: row.note, documentPath: row.documentPath ?? '', addedDate: row.now });
}

function selectApplications(db: DbOrTx, kind: BadgeKind) {
  const a = TABLE[kind];
  return db
    .select({
      id: a.id,
      userId: a.userId,
      userName: users.userName,
      userEmail: sql<string>`coalesce(${users.userEmail}, '')`,
      note: a.note,
      documentPath: kind === 'dealer' ? dealerApplications.documentPath : sql<string>`''`,
      status: a.status,
      reviewNote: a.reviewNote,
      reviewerUserId: sql<string>`coalesce(${a.reviewerUserId}, '')`,
      addedDate: a.addedDate,
      reviewedAt: a.reviewedAt,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId));
}

const withKind = (kind: BadgeKind) => (r: Omit<ApplicationRow, 'kind' | 'status'> & { status: string }): ApplicationRow => ({ ...r, kind, status: r.status as BadgeStatus });

/** One kind's applications by state, oldest pending first (a queue); decided ones newest first. */
export async function listApplications(db: DbOrTx, kind: BadgeKind, status: BadgeStatus | 'all', page: Page): Promise<ApplicationRow[]> {
  const a = TABLE[kind];
  const rows = await selectApplications(db, kind)
    .where(status === 'all' ? undefined : eq(a.status, status))
    .orderBy(status === 'pending' ? a.addedDate : desc(a.addedDate), a.id)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(withKind(kind));
}

export async function findApplication(db: DbOrTx, kind: BadgeKind, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(db, kind).where(eq(TABLE[kind].id, id)).limit(1);
  return row && withKind(kind)(row);
}

/** Locks a pending application; undefined when it is not (or no longer) pending. */
export async function lockPendingApplication(tx: DbOrTx, kind: BadgeKind, id: string): Promise<{ id: string; userId: string } | undefined> {
  const a = TABLE[kind];
  const [row] = await tx.select({ id: a.id, userId: a.userId }).from(a).where(and(eq(a.id, id), eq(a.status, 'pending'))).for('update');
  return row;
}

export async function decideApplication(tx: DbOrTx, kind: BadgeKind, id: string, d: { status: 'approved' | 'rejected'; reviewerUserId: string; reviewNote: string; now: Date }): Promise<void> {
  const a = TABLE[kind];
  await tx.update(a).set({ status: d.status, reviewerUserId: d.reviewerUserId, reviewNote: d.reviewNote, reviewedAt: d.now }).where(eq(a.id, id));
}

/** Removes the user's pending dealer applications (the user withdrew); answers their certificates' files. */
export async function deletePendingDealer(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(dealerApplications)
    .where(and(eq(dealerApplications.userId, userId), eq(dealerApplications.status, 'pending')))
    .returning({ path: dealerApplications.documentPath });
  return rows.map((r) => r.path).filter(Boolean);
}

/** The stored certificates of a user's dealer applications (to remove their files with the account). */
export async function certificatePathsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ path: dealerApplications.documentPath }).from(dealerApplications).where(eq(dealerApplications.userId, userId));
  return rows.map((r) => r.path).filter(Boolean);
}
