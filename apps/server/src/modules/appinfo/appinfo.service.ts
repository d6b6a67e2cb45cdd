/**
 * The app-info object (api-and-config §3): stored settings, the languages offered, the caller's account status and
 * the deletions in a date range. Settings and the account status are read through their modules' public
 * functions; the delete history is this module's own read.
 */
import type { z } from 'zod';
import type { appInfoBody, AppUserStatus } from '@wheeldeal/contract';
import { LANGUAGES } from '@wheeldeal/i18n';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { emptyObject, wireDate, type Wire } from '../../lib/wire.ts';
import { IMAGE_FIELDS } from '../catalog/index.ts';
import { getSettings } from '../settings/index.ts';
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

export async function appInfo(deps: Deps, rc: RequestContext, body: z.infer<typeof appInfoBody>) {
  const s = await getSettings(deps.db);
  let userStatus: AppUserStatus = 'nologinuser';
  const uid = rc.session?.userId;
  if (uid && (!body.user_id || body.user_id === uid)) userStatus = await accountStatus(deps, uid);
  const from = parseDate(body.start_date);
  const to = parseDate(body.end_date);
  const history = from ? await deletionsBetween(deps.db, from, to) : [];
  const fe = s.frontend_config;
  const { currency_symbol, currency_short_form, oneday, ...payment } = s.payment;
  return {
    version: s.version,
    app_setting: s.app_setting,
    item_upload_config: s.item_upload_config,
    user_info: { user_status: userStatus },
    delete_history: history.map((h) => ({ id: h.id, type_id: h.typeId, type_name: h.typeName, deleted_date: wireDate(h.deletedDate) })),
    oneday,
    currency_symbol,
    currency_short_form,
    ...payment,
    languages: LANGUAGES.filter((l) => !fe.exclude_language.includes(l.code)).map((l) => presentLanguage(l.code)),
    frontend_config_setting: {
      ...fe,
      banner_src: presentBanner(fe.banner_src),
      default_language: presentLanguage(fe.default_language),
      exclude_language: fe.exclude_language.map(presentLanguage),
    },
  };
}
