/**
 * Wire answers of the money calls (issue 13) as the server sends them, for web unit tests: app info with its
 * payment flags and promotion settings, packages, payments, promotions. Built field by field from the contract's
 * closed schemas, so a test states only the values it reads.
 */
import { z } from 'zod';
import { wireAppInfo, wireItemUploadConfig, wirePackage, wirePaidItem, wirePayment, type WireOf } from '@wheeldeal/contract';
import { wireItemFixture, wireRecordFixture } from './wire-item';

/** Every scalar "0", nested groups filled the same way, lists empty: a valid closed group to override. */
function zeroWire(schema: z.ZodObject): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    out[key] = field instanceof z.ZodObject ? zeroWire(field) : field instanceof z.ZodArray ? [] : '0';
  }
  return out;
}

/** App info with the given payment flags ("1"/"0") and top-level values; the promotion settings under `frontend`. */
export function wireAppInfoFixture(values: Record<string, unknown> = {}, frontend: Record<string, unknown> = {}): WireOf<typeof wireAppInfo> {
  const base = zeroWire(wireAppInfo);
  const front = base.frontend_config_setting as Record<string, unknown>;
  return {
    ...base,
    user_info: { user_status: 'active' },
    item_upload_config: zeroWire(wireItemUploadConfig),
    currency_symbol: '$',
    currency_short_form: 'USD',
    app_setting: { ...(base.app_setting as object), is_paid_app: '1', max_img_upload_of_item: '5' },
    frontend_config_setting: {
      ...front,
      banner_src: {
        img_id: '',
        img_parent_id: '',
        img_type: '',
        img_path: '',
        img_width: '',
        img_height: '',
        img_desc: '',
        ordering: '',
        is_empty_object: '1',
      },
      default_language: { language_code: 'en', country_code: 'US', name: 'English' },
      ...frontend,
    },
    ...values,
  } as unknown as WireOf<typeof wireAppInfo>;
}

export const wirePackageFixture = (id: string, title: string, price: string, posts: string, values: Record<string, unknown> = {}): WireOf<typeof wirePackage> =>
  wireRecordFixture(wirePackage, {
    id,
    package_id: id,
    title,
    price,
    price_minor: String(Math.round(Number(price) * 100)),
    currency_code: 'USD',
    currency_id: '',
    currency: { id: '', currency_short_form: '', currency_symbol: '', status: '', added_date: '', is_empty_object: '1' },
    post_count: posts,
    package_days: '0',
    status: '1',
    added_date: '2026-11-20 10:00:00',
    added_date_str: '6 days ago',
    ...values,
  });

export const wirePaymentFixture = (id: string, values: Record<string, unknown> = {}): WireOf<typeof wirePayment> =>
  wireRecordFixture(wirePayment, {
    id,
    user_id: 'seller1',
    kind: 'package',
    subject_id: 'pkg1',
    description: 'Starter pack',
    amount: '5',
    discount: '0',
    total: '5',
    amount_minor: '500',
    discount_minor: '0',
    total_minor: '500',
    refunded: '0',
    currency: 'USD',
    provider: 'sandbox',
    status: 'created',
    succeeded_at: '',
    added_date: '2026-11-26 04:00:00',
    added_date_str: 'just now',
    ...values,
  });

export const wirePaidItemFixture = (id: string, paidStatus: string, title: string, values: Record<string, unknown> = {}): WireOf<typeof wirePaidItem> =>
  wireRecordFixture(wirePaidItem, {
    id,
    item_id: `itm_${id}`,
    user_id: 'seller1',
    start_date: '2026-11-26 00:00:00',
    end_date: '2026-12-03 00:00:00',
    how_many_day: '7',
    amount: '7',
    currency_code: 'USD',
    payment_method: 'sandbox',
    payment_id: `pay_${id}`,
    paid_status: paidStatus,
    status: 'approved',
    added_date: '2026-11-26 04:00:00',
    added_date_str: 'just now',
    payment: wireRecordFixture(wirePayment, { is_empty_object: '1' }),
    item: wireItemFixture({ id: `itm_${id}`, title }),
    ...values,
  });
