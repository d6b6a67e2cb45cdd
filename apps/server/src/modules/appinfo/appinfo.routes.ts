/** POST appinfo/get_delete_history: the whole app-info object (api-and-config §3), from stored settings. Never 404. */
import { and, gte, lte } from 'drizzle-orm';
import { appInfoBody, type AppUserStatus, USER_STATUS } from '@wheeldeal/contract';
import { LANGUAGES } from '@wheeldeal/i18n';
import { defineAction } from '../../http/action.ts';
import { deleteHistory } from '../../db/schema.ts';
import { emptyObject, wireDate, type Wire } from '../../lib/wire.ts';
import { IMAGE_FIELDS } from '../catalog/catalog.presenter.ts';
import { findUserById } from '../users/users.repository.ts';
import { getSettings } from '../settings/settings.service.ts';

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

export const appinfoActions = [
  defineAction({
    resource: 'appinfo',
    action: 'get_delete_history',
    method: 'POST',
    auth: 'none',
    summary: 'App info: version, settings, upload config, payment flags, frontend config, the caller status and deletions in a date range.',
    body: appInfoBody,
    async handler(ctx) {
      const s = await getSettings(ctx.deps.db);
      let userStatus: AppUserStatus = 'nologinuser';
      const uid = ctx.session?.userId;
      if (uid && (!ctx.body.user_id || ctx.body.user_id === uid)) {
        const u = await findUserById(ctx.deps.db, uid);
        userStatus = !u ? 'deleted' : u.isBanned ? 'banned' : u.status === USER_STATUS.active ? 'active' : u.status === USER_STATUS.pending ? 'pending' : 'unpublished';
      }
      const from = parseDate(ctx.body.start_date);
      const to = parseDate(ctx.body.end_date);
      const history = from
        ? await ctx.deps.db
            .select()
            .from(deleteHistory)
            .where(and(gte(deleteHistory.deletedDate, from), to ? lte(deleteHistory.deletedDate, to) : undefined))
            .limit(1000)
        : [];
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
    },
  }),
];
