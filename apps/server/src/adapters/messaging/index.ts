/**
 * Messaging adapter: phone verification codes. Every message is recorded in the outbox table (channel `whatsapp`
 * or `sms`), which the admin area shows and the tests read. The local adapter stops there (status `local`); the
 * WhatsApp Cloud API and Twilio adapters also deliver and record the outcome.
 *
 * Requests never call it: they enqueue a `phone-code` job (modules/users) and the job calls `send` with the job id
 * as `key`. The outbox row's id is derived from that key, so a job that runs again after its worker died finds its
 * row and sends nothing twice — the same contract as the mailer's.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { MessagingConfig } from './config.ts';
import { twilioDelivery } from './twilio.ts';
import { MessagingError, type Delivery, type Messenger } from './types.ts';
import { whatsappDelivery } from './whatsapp.ts';

export type { MessagingConfig } from './config.ts';
export { messagingConfig } from './config.ts';
export { MessagingError, type Delivery, type Messenger, type PhoneMessage, type SendOptions } from './types.ts';

const outboxId = (key: string | undefined) => (key ? `${ID_PREFIX.outbox}_${key}` : newId(ID_PREFIX.outbox));

/** The default: messages are only recorded, for the admin area (and the demo, where codes are read there). */
export function localMessenger(db: Db): Messenger {
  return {
    channel: 'whatsapp',
    async send(m, opts = {}) {
      await db
        .insert(outbox)
        .values({ id: outboxId(opts.key), channel: 'whatsapp', recipient: m.to, body: m.text, template: m.template, status: 'local' })
        .onConflictDoNothing({ target: outbox.id });
    },
  };
}

/**
 * Records the message, then delivers it unless an earlier run of the same job already did (or gave up). A
 * temporary failure fails the job so the queue retries it; a permanent one is recorded and ends there.
 */
export function deliveringMessenger(db: Db, channel: 'whatsapp' | 'sms', deliver: Delivery): Messenger {
  return {
    channel,
    async send(m, opts = {}) {
      const id = outboxId(opts.key);
      await db.insert(outbox).values({ id, channel, recipient: m.to, body: m.text, template: m.template, status: 'queued' }).onConflictDoNothing({ target: outbox.id });
      const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
      if (row?.status === 'sent' || row?.status === 'failed') return;
      try {
        await deliver(m);
        await db.update(outbox).set({ status: 'sent', attempts: sql`${outbox.attempts} + 1`, sentDate: new Date(), error: '' }).where(eq(outbox.id, id));
      } catch (err) {
        const permanent = err instanceof MessagingError && err.permanent;
        const message = err instanceof Error ? err.message : String(err);
        await db
          .update(outbox)
          .set({ status: permanent ? 'failed' : 'queued', attempts: sql`${outbox.attempts} + 1`, error: message })
          .where(eq(outbox.id, id));
        if (!permanent) throw err;
      }
    },
  };
}

/** The adapter the configuration asks for. `fetchImpl`: tests may hand in their own. */
export function messengerFromConfig(db: Db, config: MessagingConfig, fetchImpl: typeof fetch = fetch): Messenger {
  if (config.adapter === 'whatsapp') return deliveringMessenger(db, 'whatsapp', whatsappDelivery(config, fetchImpl));
  if (config.adapter === 'twilio') return deliveringMessenger(db, 'sms', twilioDelivery(config, fetchImpl));
  return localMessenger(db);
}
