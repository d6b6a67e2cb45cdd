/**
 * User row → wire User (spec §3). Never sends the password (D2) or codes. Contact details are shown to the user
 * themself and to staff, and to others only when the user chose to show them; the saved position only to them.
 */
import { ROLE, type WireOf, type wireRatingDetails, type wireUser } from '@wheeldeal/contract';
import { flag, money, relativeTime, str, wireDate } from '../../lib/wire.ts';
import type { Translate } from '../../lib/messages.ts';
import type { UserExtras, UserRow } from './users.repository.ts';

export interface UserView {
  viewerId: string | null;
  viewerIsStaff: boolean;
  now: Date;
  t: Translate;
}

const STARS = [
  [5, 'five'],
  [4, 'four'],
  [3, 'three'],
  [2, 'two'],
  [1, 'one'],
] as const;

export function ratingDetails(counts: UserExtras['ratingCounts'] | undefined): WireOf<typeof wireRatingDetails> {
  const c = counts ?? { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const total = STARS.reduce((s, [n]) => s + c[n], 0);
  const value = STARS.reduce((s, [n]) => s + n * c[n], 0);
  const out = {} as WireOf<typeof wireRatingDetails>;
  for (const [n, word] of STARS) {
    out[`${word}_star_count`] = String(c[n]);
    out[`${word}_star_percent`] = total ? String(Math.round((c[n] / total) * 1000) / 10) : '0';
  }
  out.total_rating_count = String(total);
  out.total_rating_value = String(value);
  return out;
}

export function presentUser(u: UserRow, view: UserView, extras?: Partial<UserExtras>): WireOf<typeof wireUser> {
  const self = view.viewerId === u.id;
  const privileged = self || view.viewerIsStaff;
  const showEmail = privileged || u.isShowEmail;
  const showPhone = privileged || u.isShowPhone;
  return {
    user_id: u.id,
    user_is_sys_admin: flag(u.isSysAdmin),
    facebook_id: self ? str(u.facebookId) : '',
    google_id: self ? str(u.googleId) : '',
    phone_id: self ? str(u.phoneId) : '',
    apple_id: self ? str(u.appleId) : '',
    user_name: u.userName,
    user_email: showEmail ? str(u.userEmail) : '',
    user_phone: showPhone ? u.userPhone : '',
    user_address: u.userAddress,
    // Where someone lives is theirs: only they and staff see the position they saved (issue 10 item 6).
    user_lat: privileged ? str(u.userLat) : '',
    user_lng: privileged ? str(u.userLng) : '',
    city: u.city,
    user_password: '',
    user_about_me: u.userAboutMe,
    is_show_email: flag(u.isShowEmail),
    is_show_phone: flag(u.isShowPhone),
    show_profile: flag(u.showProfile),
    user_cover_photo: u.userCoverPhoto,
    user_profile_photo: u.userProfilePhoto,
    role_id: String(u.roleId),
    status: String(u.status),
    is_banned: flag(u.isBanned),
    added_date: wireDate(u.addedDate),
    added_date_str: relativeTime(u.addedDate, view.now, view.t),
    added_date_timestamp: String(Math.floor(u.addedDate.getTime() / 1000)),
    device_token: self ? u.deviceToken : '',
    code: '',
    overall_rating: money(u.overallRating),
    whatsapp: showPhone ? u.whatsapp : '',
    messenger: u.messenger,
    follower_count: String(u.followerCount),
    following_count: String(u.followingCount),
    email_verify: flag(u.emailVerify),
    apple_verify: flag(u.appleVerify),
    facebook_verify: flag(u.facebookVerify),
    google_verify: flag(u.googleVerify),
    phone_verify: flag(u.phoneVerify),
    rating_count: String(u.ratingCount),
    is_followed: flag(extras?.isFollowed),
    rating_details: ratingDetails(extras?.ratingCounts),
    is_favourited: '0',
    is_owner: flag(self),
    is_verify_blue_mark: String(u.isVerifyBlueMark),
    is_verify_dealer: String(u.isVerifyDealer),
    post_count: u.roleId === ROLE.user ? 'limited' : 'unlimited',
    remaining_post: privileged ? String(u.remainingPost) : '',
    active_item_count: String(extras?.activeItemCount ?? 0),
    user_type: u.userType,
    plan_expiry_date: wireDate(u.planExpiryDate),
  };
}
