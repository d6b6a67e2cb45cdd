/**
 * No server secret ever appears in an answer (issue 10 item 6). With every secret-bearing setting configured — the
 * push server key, a VAPID private key pasted where the public one goes, secret payment keys pasted into the
 * publishable fields, the SMTP password, the S3 secret — the app-info answer holds exactly the contract's public
 * fields, and neither it nor the other config-bearing answers (the page's runtime config, the API docs, health)
 * contain any of the secrets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSettings } from '../settings/settings.service.ts';
import { publishableKey, vapidPublicKey } from './appinfo.service.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';

const VAPID_PUBLIC = 'BNbxGYNMhEIi9zrneh7mqV4EuanjLUEsxVwYl3iCKq1AqFPOrmVQ8F8iq5oT7k4f0IuDz6MjbwLZ3I1m-8pgeFY';
const SECRETS = {
  fcmServerKey:
    'AAAAsecret-fcm-server-key:APA91bHPRgkF3JUikC4ENAHEeMrd41Zxv3hVZjC9KtT8OvPVGJ-hQMRKRrZuJAEcl7B338qju59zJMjw2DELjzEvxwYv7hH5Ynpc1ODQ0aT4U4OFEeco8ohsN5PjL1iC2dNtk2BAokeMCg2ZXKqpc8FXKmhX94kIxQ',
  vapidPrivate: 'vapid-private-mx3IP7i6cPTl2iuKR6uQ0MmXbYbD8VQ8ZCdxFyo2wWE',
  stripeSecret: 'sk_live_51Hsecretstripekey000000000000000000000000',
  paystackSecret: 'sk_test_paystacksecret0000000000000000000000',
  razorSecret: 'rk_live_restrictedrazorkey00000000',
  smtpPassword: 'smtp-pa55word-very-secret',
  s3Secret: 's3-secret-access-key-wJalrXUtnFEMI-K7MDENG-bPxRfiCY',
  databasePassword: 'database-secret-password',
  stripeWebhook: 'whsec_stripewebhooksecret000000000000',
  paypalSecret: 'paypal-client-secret-EFGH000000000000',
  razorKeySecret: 'razorpay-key-secret-000000000000000',
  razorWebhook: 'razorpay-webhook-secret-0000000000',
  paystackEnvSecret: 'sk_live_paystackenvsecret00000000000000',
  sandboxWebhook: 'sandbox-webhook-secret-0000000000000',
  // phone sign-in (issue 14): the messaging providers' credentials
  whatsappToken: 'EAAGwhatsappaccesstokensecret000000000',
  twilioAuthToken: 'twilio-auth-token-secret-00000000000',
};

/** Every field of the app-info answer, group by group (api-and-config §3): nothing else may appear. */
const APP_INFO_FIELDS = [
  'version',
  'app_setting',
  'item_upload_config',
  'user_info',
  'delete_history',
  'oneday',
  'currency_symbol',
  'currency_short_form',
  'stripe_publishable_key',
  'paypal_enabled',
  'stripe_enabled',
  'razor_enabled',
  'razor_key',
  'offline_enabled',
  'deposit_percent',
  'cooldown_period',
  'membership_duration',
  'membership_amount',
  'bid_fee',
  'upload_fee',
  'paystack_enabled',
  'paystack_key',
  'in_app_purchased_enabled',
  'in_app_purchased_prd_id_android',
  'in_app_purchased_prd_id_ios',
  'sandbox_enabled',
  'languages',
  'frontend_config_setting',
];
const FRONTEND_FIELDS = [
  'map_key',
  'is_enable_video_setting',
  'show_user_profile',
  'no_filter_with_location_on_map',
  'price_format',
  'enable_notification',
  'fcm_server_key',
  'firebase_web_push_key_pair',
  'ad_client',
  'ad_slot',
  'copy_right',
  'google_play_url',
  'app_store_url',
  'google_setting',
  'app_store_setting',
  'banner_src',
  'google_map',
  'open_street_map',
  'map_tile_url',
  'mile',
  'promote_first_choice_day',
  'promote_second_choice_day',
  'promote_third_choice_day',
  'promote_fourth_choice_day',
  'item_upload_ui1',
  'item_upload_ui2',
  'default_language',
  'exclude_language',
];
const sorted = (keys: string[]) => [...keys].sort();

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Wheeldeal</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({
    WEB_DIST_DIR: dist,
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtps://mailer:${SECRETS.smtpPassword}@smtp.example.com`,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: 'https://s3.example.com',
    S3_BUCKET: 'wheeldeal',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLEACCESSKEY',
    S3_SECRET_ACCESS_KEY: SECRETS.s3Secret,
    DATABASE_URL: `postgres://wheeldeal:${SECRETS.databasePassword}@db.example.com:5432/wheeldeal`,
    // Every payment provider configured (decision 015): only their public keys may be published.
    STRIPE_SECRET_KEY: SECRETS.stripeSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hpublishable',
    STRIPE_WEBHOOK_SECRET: SECRETS.stripeWebhook,
    PAYPAL_CLIENT_ID: 'paypal-public-client-id',
    PAYPAL_CLIENT_SECRET: SECRETS.paypalSecret,
    PAYPAL_WEBHOOK_ID: 'WH-PUBLICID',
    RAZORPAY_KEY_ID: 'rzp_live_key',
    RAZORPAY_KEY_SECRET: SECRETS.razorKeySecret,
    RAZORPAY_WEBHOOK_SECRET: SECRETS.razorWebhook,
    PAYSTACK_SECRET_KEY: SECRETS.paystackEnvSecret,
    PAYSTACK_PUBLIC_KEY: 'pk_test_paystack',
    SANDBOX_WEBHOOK_SECRET: SECRETS.sandboxWebhook,
    // The messaging adapter (issue 14): WhatsApp chosen, Twilio's token set as well.
    MESSAGING_ADAPTER: 'whatsapp',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_ACCESS_TOKEN: SECRETS.whatsappToken,
    TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
    TWILIO_AUTH_TOKEN: SECRETS.twilioAuthToken,
    TWILIO_FROM: '+15005550006',
  });
  await updateSettings(t.deps.db, 'frontend_config', {
    fcm_server_key: SECRETS.fcmServerKey,
    firebase_web_push_key_pair: `${VAPID_PUBLIC}:${SECRETS.vapidPrivate}`,
  });
  await updateSettings(t.deps.db, 'payment', {
    stripe_publishable_key: SECRETS.stripeSecret,
    paystack_key: SECRETS.paystackSecret,
    razor_key: SECRETS.razorSecret,
  });
  // A key a future version (or a hand-edited row) keeps in a group: it is not published until the contract says so.
  await t.deps.pool.query(`update app_settings set value = value || '{"stripe_secret_key": "${SECRETS.stripeSecret}"}'::jsonb where key = 'payment'`);
  await t.deps.pool.query(`update app_settings set value = value || '{"vapid_private_key": "${SECRETS.vapidPrivate}"}'::jsonb where key = 'frontend_config'`);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const expectNoSecret = (body: string, what: string) => {
  for (const [name, secret] of Object.entries(SECRETS)) expect(body.includes(secret), `${what} holds ${name}`).toBe(false);
};

describe('POST appinfo/get_delete_history with every secret configured', () => {
  it('answers exactly the public fields, group by group', async () => {
    const r = await t.post('appinfo/get_delete_history', {});
    expect(r.status).toBe(200);
    expect(sorted(Object.keys(r.json))).toEqual(sorted(APP_INFO_FIELDS));
    expect(sorted(Object.keys(r.json.frontend_config_setting))).toEqual(sorted(FRONTEND_FIELDS));
    expect(sorted(Object.keys(r.json.version))).toEqual(
      sorted(['version_no', 'version_force_update', 'version_title', 'version_message', 'version_need_clear_data']),
    );
    expect(sorted(Object.keys(r.json.app_setting))).toEqual(
      sorted(['lat', 'lng', 'is_sub_location', 'is_thumb2x_3x_generate', 'is_paid_app', 'is_block_user', 'is_subcat_subscription', 'max_img_upload_of_item']),
    );
    expect(r.json.user_info).toEqual({ user_status: 'nologinuser' });
  });

  it('sends the push server key and secret payment keys as "", and no VAPID private key', async () => {
    const r = await t.post('appinfo/get_delete_history', {});
    expect(r.json.frontend_config_setting.fcm_server_key).toBe('');
    // The key browsers subscribe with is the push adapter's own pair (generated and stored once), never the field.
    expect(r.json.frontend_config_setting.firebase_web_push_key_pair).toBe(await t.deps.push.publicKey());
    expect(r.json.frontend_config_setting.firebase_web_push_key_pair).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const { rows } = await t.deps.pool.query(`select value->>'privateKey' as key from app_settings where key = 'web_push_vapid'`);
    expect(rows[0].key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(r.json)).not.toContain(rows[0].key);
    expect(r.json.stripe_publishable_key).toBe('');
    expect(r.json.paystack_key).toBe('');
    expect(r.json.razor_key).toBe('');
    expectNoSecret(JSON.stringify(r.json), 'app info');
  });

  it('publishes the push adapter\'s VAPID public key, and the configured providers\' public keys once they are switched on', async () => {
    await updateSettings(t.deps.db, 'frontend_config', { firebase_web_push_key_pair: VAPID_PUBLIC });
    await updateSettings(t.deps.db, 'payment', { stripe_enabled: '1', paystack_enabled: '1', razor_enabled: '1', paypal_enabled: '1' });
    try {
      const r = await t.post('appinfo/get_delete_history', {});
      // A well-formed key in the settings field is not the pair the server signs with: the adapter's key is published.
      expect(r.json.frontend_config_setting.firebase_web_push_key_pair).toBe(await t.deps.push.publicKey());
      expect(r.json).toMatchObject({
        stripe_publishable_key: 'pk_live_51Hpublishable',
        paystack_key: 'pk_test_paystack',
        razor_key: 'rzp_live_key',
        stripe_enabled: '1',
        paystack_enabled: '1',
        razor_enabled: '1',
        paypal_enabled: '1',
      });
      expect((await t.get('paypal/get_token')).json).toEqual({ client_id: 'paypal-public-client-id', environment: 'sandbox', enabled: '1' });
      expectNoSecret(JSON.stringify(r.json), 'app info with providers on');
    } finally {
      await updateSettings(t.deps.db, 'frontend_config', { firebase_web_push_key_pair: `${VAPID_PUBLIC}:${SECRETS.vapidPrivate}` });
      await updateSettings(t.deps.db, 'payment', { stripe_enabled: '0', paystack_enabled: '0', razor_enabled: '0', paypal_enabled: '0' });
    }
  });
});

describe('other answers that carry configuration', () => {
  it('keeps every secret out of the page (its runtime config), the API docs and health', async () => {
    for (const url of ['/', '/item-list', '/api/docs/json', '/api/health/live', '/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expectNoSecret(res.body, url);
    }
    // Readiness is 503 here (the test app runs no job queue); its answer names parts, never configuration.
    const ready = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([200, 503], '/api/health').toContain(ready.statusCode);
    expectNoSecret(ready.body, '/api/health');
  });

  it('keeps them out of error answers too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/index.php/rest/appinfo/get_delete_history/api_key/test-key',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBe(400);
    expectNoSecret(res.body, 'a 400');
  });
});

describe('the key filters', () => {
  it('tells publishable keys from secret ones', () => {
    expect(publishableKey('pk_live_abc')).toBe('pk_live_abc');
    expect(publishableKey('rzp_live_abc')).toBe('rzp_live_abc');
    expect(publishableKey('sk_live_abc')).toBe('');
    expect(publishableKey(' SK_test_abc')).toBe('');
    expect(publishableKey('rk_live_abc')).toBe('');
  });

  it('lets only a VAPID public key through', () => {
    expect(vapidPublicKey(VAPID_PUBLIC)).toBe(VAPID_PUBLIC);
    expect(vapidPublicKey(SECRETS.vapidPrivate)).toBe('');
    expect(vapidPublicKey(`${VAPID_PUBLIC}:${SECRETS.vapidPrivate}`)).toBe('');
    expect(vapidPublicKey(VAPID_PUBLIC.slice(0, 43))).toBe('');
  });
});
