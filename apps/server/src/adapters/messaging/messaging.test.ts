/**
 * The messaging adapters against local HTTP peers speaking the providers' documented protocols: the peer records
 * exactly what arrived (path, auth header, body) and answers in the provider's shapes, so these tests check what
 * the adapter really sends, how it reads refusals, and that one job key means one outbox row and one delivery.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../../test/support/db.ts';
import { closedPort, startProviderPeer, type ProviderPeer } from '../payments/test-peer.ts';
import { messagingConfig, messengerFromConfig, type PhoneMessage } from './index.ts';

let db: TestDatabase;
let peer: ProviderPeer;
beforeAll(async () => {
  db = await freshDatabase();
  peer = await startProviderPeer();
});
afterAll(async () => {
  await peer.close();
  await db.close();
});

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const message = (to: string, lang = 'en'): PhoneMessage => ({ to, code: '482913', lang, template: 'phone_sign_in', text: 'Your Wheeldeal verification code is 482913.' });
const rowOf = async (key: string) => (await db.db.select().from(outbox).where(eq(outbox.id, `obx_${key}`)))[0];

describe('configuration', () => {
  it('is the local outbox by default and refuses a provider without its credentials', () => {
    expect(messagingConfig({})).toEqual({ adapter: 'local', defaultCountry: 'US' });
    expect(() => messagingConfig({ MESSAGING_ADAPTER: 'whatsapp' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: required when MESSAGING_ADAPTER=whatsapp/);
    expect(() => messagingConfig({ MESSAGING_ADAPTER: 'twilio', TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => messagingConfig({ TWILIO_ACCOUNT_SID: 'not-a-sid' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });
});

describe('local adapter', () => {
  it('records the message in the outbox once per key and delivers nothing', async () => {
    const local = messengerFromConfig(db.db, messagingConfig({}));
    await local.send(message('+14155550100'), { key: 'local-1' });
    await local.send(message('+14155550100'), { key: 'local-1' });
    expect(await db.db.select().from(outbox).where(eq(outbox.recipient, '+14155550100'))).toHaveLength(1);
    expect(await rowOf('local-1')).toMatchObject({ channel: 'whatsapp', status: 'local', template: 'phone_sign_in', body: 'Your Wheeldeal verification code is 482913.' });
  });
});

describe('WhatsApp Cloud API adapter', () => {
  const config = (base = peer.baseUrl) =>
    messagingConfig({ MESSAGING_ADAPTER: 'whatsapp', WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_ACCESS_TOKEN: 'EAAtest', WHATSAPP_TEMPLATE: 'wheeldeal_code', WHATSAPP_API_BASE: `${base}/v21.0` });

  it('posts the authentication template with the code, Bearer token, to /{phone-number-id}/messages', async () => {
    peer.on('POST', '/v21.0/106540352242922/messages', { json: { messaging_product: 'whatsapp', contacts: [{ input: '14155550101', wa_id: '14155550101' }], messages: [{ id: 'wamid.HBgL' }] } });
    const wa = messengerFromConfig(db.db, config());
    await wa.send(message('+14155550101', 'pt'), { key: 'wa-1' });
    await wa.send(message('+14155550101', 'pt'), { key: 'wa-1' });
    const seen = peer.seen('POST', '/v21.0/106540352242922/messages');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.authorization).toBe('Bearer EAAtest');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '14155550101',
      type: 'template',
      template: {
        name: 'wheeldeal_code',
        language: { code: 'pt_BR' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    });
    expect(await rowOf('wa-1')).toMatchObject({ channel: 'whatsapp', status: 'sent', attempts: 1, error: '' });
  });

  it("records a refusal with the provider's message and does not retry it", async () => {
    peer.on('POST', '/v21.0/106540352242922/messages', (req) =>
      JSON.parse(req.body).to === '14155550102' ? { status: 400, json: { error: { message: '(#131030) Recipient phone number not in allowed list', type: 'OAuthException', code: 131030, fbtrace_id: 'Az' } } } : undefined,
    );
    const wa = messengerFromConfig(db.db, config());
    await wa.send(message('+14155550102'), { key: 'wa-2' });
    expect(await rowOf('wa-2')).toMatchObject({ status: 'failed', error: '400: (#131030) Recipient phone number not in allowed list (code 131030)' });
  });

  it('leaves a server error or an unreachable host queued and throws, so the job is retried', async () => {
    peer.on('POST', '/v21.0/106540352242922/messages', (req) => (JSON.parse(req.body).to === '14155550103' ? { status: 503, json: { error: { message: 'Service temporarily unavailable', code: 2 } } } : undefined));
    await expect(messengerFromConfig(db.db, config()).send(message('+14155550103'), { key: 'wa-3' })).rejects.toThrow(/503/);
    expect(await rowOf('wa-3')).toMatchObject({ status: 'queued', attempts: 1 });
    await expect(messengerFromConfig(db.db, config(await closedPort())).send(message('+14155550104'), { key: 'wa-4' })).rejects.toThrow();
    expect(await rowOf('wa-4')).toMatchObject({ status: 'queued', attempts: 1 });
  });
});

describe('Twilio Messages API adapter', () => {
  const config = (from = '+15005550006') =>
    messagingConfig({ MESSAGING_ADAPTER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'tw-secret', TWILIO_FROM: from, TWILIO_API_BASE: peer.baseUrl });
  const path = `/2010-04-01/Accounts/${SID}/Messages.json`;

  it('posts To, From and Body form-encoded with Basic auth, once per key', async () => {
    peer.on('POST', path, (req) => (new URLSearchParams(req.body).get('To') === '+447911123456' || new URLSearchParams(req.body).get('To') === '+447911123457' ? { status: 201, json: { sid: 'SM123', status: 'queued' } } : undefined));
    const sms = messengerFromConfig(db.db, config());
    expect(sms.channel).toBe('sms');
    await sms.send(message('+447911123456'), { key: 'tw-1' });
    await sms.send(message('+447911123456'), { key: 'tw-1' });
    const seen = peer.seen('POST', path).filter((r) => r.body.includes('447911123456'));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:tw-secret`).toString('base64')}`);
    expect(seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({ To: '+447911123456', From: '+15005550006', Body: 'Your Wheeldeal verification code is 482913.' });
    expect(await rowOf('tw-1')).toMatchObject({ channel: 'sms', status: 'sent' });

    await messengerFromConfig(db.db, config(`MG${'a'.repeat(32)}`)).send(message('+447911123457'), { key: 'tw-2' });
    const viaService = peer.seen('POST', path).find((r) => r.body.includes('447911123457'))!;
    expect(new URLSearchParams(viaService.body).get('MessagingServiceSid')).toBe(`MG${'a'.repeat(32)}`);
    expect(new URLSearchParams(viaService.body).has('From')).toBe(false);
  });

  it("records Twilio's refusal (invalid number) as failed, and retries a rate limit (429)", async () => {
    peer.on('POST', path, (req) =>
      new URLSearchParams(req.body).get('To') === '+15005550001'
        ? { status: 400, json: { code: 21211, message: "The 'To' number +15005550001 is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 } }
        : undefined,
    );
    await messengerFromConfig(db.db, config()).send(message('+15005550001'), { key: 'tw-3' });
    expect(await rowOf('tw-3')).toMatchObject({ status: 'failed', error: "400: The 'To' number +15005550001 is not a valid phone number. (code 21211)" });
    peer.on('POST', path, (req) => (new URLSearchParams(req.body).get('To') === '+15005550002' ? { status: 429, json: { code: 20429, message: 'Too Many Requests', status: 429 } } : undefined));
    await expect(messengerFromConfig(db.db, config()).send(message('+15005550002'), { key: 'tw-4' })).rejects.toThrow(/429/);
    expect(await rowOf('tw-4')).toMatchObject({ status: 'queued' });
  });
});
