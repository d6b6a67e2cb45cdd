/** Wire shapes of the account module: a badge application as staff review it, and a seller's contact counts. */
import { formatWireDate } from '@wheeldeal/contract';
import type { ApplicationRow } from './badges.repository.ts';
import type { ContactCounts } from './contact-log.repository.ts';

export function presentApplication(a: ApplicationRow) {
  return {
    id: a.id,
    kind: a.kind,
    user_id: a.userId,
    user_name: a.userName,
    user_email: a.userEmail,
    note: a.note,
    document_path: a.documentPath,
    status: a.status,
    review_note: a.reviewNote,
    reviewer_user_id: a.reviewerUserId,
    added_date: formatWireDate(a.addedDate),
    reviewed_date: a.reviewedAt ? formatWireDate(a.reviewedAt) : '',
  };
}

export const presentContactCounts = (c: ContactCounts) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, String(v)]));
