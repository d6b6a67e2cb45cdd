/**
 * Badges and the account (issue 14): the blue-mark application, the dealer certificate and its cancellation, the
 * staff's review of both, account deletion with its data export, and the contact taps on a listing that feed the
 * seller's statistics. The web forms use these schemas; the server validates with the same ones.
 */
import { z } from 'zod';

const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const id = z.preprocess(asText, z.string().trim().min(1).max(64));
/** A user id naming the caller (the transport holds it to the session): may be left out. */
const self = z.string().optional().default('');

export const ACCOUNT_LIMITS = { noteMax: 1000, reasonMax: 500, passwordMax: 200 } as const;

/** The two badges a user applies for; their state on the User is `is_verify_blue_mark` / `is_verify_dealer`. */
export const BADGE_KINDS = ['blue_mark', 'dealer'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];
export const BADGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

/** users/apply_blue_mark: the note says why the account deserves the mark. */
export const applyBlueMarkBody = z.object({ user_id: self, note: z.string().trim().min(1).max(ACCOUNT_LIMITS.noteMax) });
export type ApplyBlueMarkBody = z.infer<typeof applyBlueMarkBody>;

/** images/upload_certificate: the dealer's document (a photo or scan, in `file`) with an optional note. */
export const uploadCertificateFields = z.object({ user_id: self, note: z.string().trim().max(ACCOUNT_LIMITS.noteMax).optional().default('') });

/** users/dealership_cancel: the caller stops being (or applying to be) a dealer. */
export const dealershipCancelBody = z.object({ user_id: self });

/** admin/badge_applications: one kind's applications, by state (pending first by default). */
export const adminBadgeListBody = z.object({ kind: z.enum(BADGE_KINDS), status: z.enum([...BADGE_STATUSES, 'all']).optional().default('pending') });

export const adminBadgeApproveBody = z.object({ kind: z.enum(BADGE_KINDS), application_id: id });
/** A refusal always carries its reason: the applicant is told it. */
export const adminBadgeRejectBody = adminBadgeApproveBody.extend({ reason: z.string().trim().min(1).max(ACCOUNT_LIMITS.reasonMax) });

/**
 * users/user_delete: not recoverable, so an account with a password confirms it with that password (a borrowed
 * session cannot delete the account); accounts of phone or social sign-in have none to give.
 */
export const userDeleteBody = z.object({ user_id: self, current_password: z.string().max(ACCOUNT_LIMITS.passwordMax).optional().default('') });

/** users/export_data: everything the account holds, as one download. */
export const accountExportBody = z.object({ user_id: self });

/** The contact actions on a listing that count for the seller: call, WhatsApp, e-mail. */
export const CONTACT_LOG_TYPES = ['call', 'whatsapp', 'email'] as const;
export type ContactLogType = (typeof CONTACT_LOG_TYPES)[number];
export const addLogBody = z.object({ item_id: id, type: z.enum(CONTACT_LOG_TYPES), user_id: z.string().optional().default('') });

/** logs/contact_stats: the seller's own counts. */
export const contactStatsBody = z.object({ user_id: self });
