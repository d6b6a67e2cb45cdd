/**
 * The app-info object (api-and-config §3): stored settings, the languages offered, the caller's account status and
 * the deletions in a date range. Settings and the account status are read through their modules' public
 * functions; the delete history is this module's own read.
 */
import type { z } from 'zod';
import {
  wireAppInfo,
  wireAppSetting,
  wireAppVersion,
  wireFrontendConfig,
  wireItemUploadConfig,
  type appInfoBody,
  type AppUserStatus,
} from '@wheeldeal/contract';
import { LANGUAGES } from '@wheeldeal/i18n';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { emptyObject, flag, wireDate, type Wire } from '../../lib/wire.ts';
import { IMAGE_FIELDS } from '../catalog/index.ts';
import { enabledProviders } from '../payments/index.ts';
import { getSettings, SETTING_DEFAULTS } from '../settings/index.ts';
import { accountStatus } from '../users/index.ts';
import { deletionsBetween } from './appinfo.repository.ts';

function parseDate(s: string): Date | null {
  if (!s) return null;
  const d = new Date(s.includes('T') || s.includes('Z') ? s : s.replace(' ', 'T') + 'Z');
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A Language (api-and-config §3: language_code, country_code, name): the original clients read default_language
 * and each exclude_language entry as this object, not as a bare code. */
function presentLanguage(code: string): Wire {
  const l = LANGUAGES.find((x) => x.code === code);
  return { language_code: code, country_code: l?.country_code ?? '', name: l?.native_name ?? '' };
}

/** banner_src is stored as an uploads path; clients read it as an Image and build `{base}/uploads/{img_path}`.
 * No banner is the empty Image (every field "" plus is_empty_object "1"), never "". */
function presentBanner(path: string): Wire {
  if (!path) return emptyObject(IMAGE_FIELDS);
  const image = Object.fromEntries(IMAGE_FIELDS.map((f) => [f, ''])) as Wire;
  return { ...image, img_type: 'banner', img_path: path };
}

/**
 * Settings reach this public answer through an allow-list, never by spreading a stored group: a setting added to
 * a group later (or a stray key in its stored JSON) stays private until the contract names it here.
 */
const pick = <K extends string>(from: Record<string, unknown>, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, from[k]])) as Record<K, unknown>;

/** The payment fields of the answer: the contract's top-level keys that live in the payment group. */
const PAYMENT_FIELDS = Object.keys(wireAppInfo.shape).filter(
  (k) => k in SETTING_DEFAULTS.payment && !['currency_symbol', 'currency_short_form', 'oneday'].includes(k),
);
/** The frontend config fields that come as stored (the language and banner fields are built below). */
const FRONTEND_FIELDS = Object.keys(wireFrontendConfig.shape).filter((k) => !['banner_src', 'default_language', 'exclude_language'].includes(k));

/**
 * A payment provider's key as clients may see it: publishable keys only. Stripe and Paystack secret keys start with
 * `sk_` (restricted Stripe keys `rk_`); one pasted into a publishable field by mistake is not published.
 */
export const publishableKey = (key: string) => (/^\s*(sk|rk)_/i.test(key) ? '' : key);

/**
 * The web-push key clients may see: the VAPID public key (an uncompressed P-256 point, 65 bytes in base64url, 87
 * characters, starting with "B"). Anything else — a private key, a "public:private" pair — is withheld.
 */
export const vapidPublicKey = (key: string) => (/^B[A-Za-z0-9_-]{86}$/.test(key.trim()) ? key.trim() : '');

export async function appInfo(deps: Deps, rc: RequestContext, body: z.infer<typeof appInfoBody>) {
  const [s, pushKey] = await Promise.all([getSettings(deps.db), deps.push.publicKey()]);
  const providers = await enabledProviders(deps, deps.db, s.payment);
  let userStatus: AppUserStatus = 'nologinuser';
  const uid = rc.session?.userId;
  if (uid && (!body.user_id || body.user_id === uid)) userStatus = await accountStatus(deps, uid);
  const from = parseDate(body.start_date);
  const to = parseDate(body.end_date);
  const history = from ? await deletionsBetween(deps.db, from, to) : [];
  const fe = s.frontend_config;
  const payment = pick(s.payment, PAYMENT_FIELDS);
  // Which providers work follows configuration and the admin's flags (decision 015); their public keys come from the
  // same configuration as their secrets, so a client never gets a key of a provider that is off.
  const c = deps.config.payments;
  Object.assign(payment, {
    stripe_enabled: flag(providers.has('stripe')),
    paypal_enabled: flag(providers.has('paypal')),
    razor_enabled: flag(providers.has('razorpay')),
    paystack_enabled: flag(providers.has('paystack')),
    offline_enabled: flag(providers.has('offline')),
    sandbox_enabled: flag(providers.has('sandbox')),
    in_app_purchased_enabled: '0',
    stripe_publishable_key: providers.has('stripe') ? publishableKey(c.stripe!.publishableKey) : '',
    razor_key: providers.has('razorpay') ? c.razorpay!.keyId : '',
    paystack_key: providers.has('paystack') ? publishableKey(c.paystack!.publicKey) : '',
  });
  return {
    version: pick(s.version, Object.keys(wireAppVersion.shape)),
    app_setting: pick(s.app_setting, Object.keys(wireAppSetting.shape)),
    item_upload_config: pick(s.item_upload_config, Object.keys(wireItemUploadConfig.shape)),
    user_info: { user_status: userStatus },
    delete_history: history.map((h) => ({ id: h.id, type_id: h.typeId, type_name: h.typeName, deleted_date: wireDate(h.deletedDate) })),
    oneday: s.payment.oneday,
    currency_symbol: s.payment.currency_symbol,
    currency_short_form: s.payment.currency_short_form,
    ...payment,
    languages: LANGUAGES.filter((l) => !fe.exclude_language.includes(l.code)).map((l) => presentLanguage(l.code)),
    frontend_config_setting: {
      ...pick(fe, FRONTEND_FIELDS),
      // The push server key authenticates the server to the push service: it never leaves the server. The field
      // stays (the original clients read it) and is always "".
      fcm_server_key: '',
      // The key browsers subscribe with is the one the push adapter signs with (VAPID_* or the stored pair), whatever
      // the settings field holds: a subscription made with any other key could never be delivered.
      firebase_web_push_key_pair: vapidPublicKey(pushKey),
      banner_src: presentBanner(fe.banner_src),
      default_language: presentLanguage(fe.default_language),
      exclude_language: fe.exclude_language.map(presentLanguage),
    },
  };
}
