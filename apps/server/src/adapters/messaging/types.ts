/** What the messaging adapters share: the message, the adapter's face and a provider's refusal. */
/** One code message, rendered when it was enqueued (plain data: it is a job payload). */
export interface PhoneMessage {
  /** The recipient in E.164. */
  to: string;
  /** The code itself: the WhatsApp template carries it as its parameter. */
  code: string;
  /** The whole text in the recipient's language (SMS body, and what the outbox shows). */
  text: string;
  /** The recipient's language (BCP 47 primary tag), for the WhatsApp template's language. */
  lang: string;
  /** Which flow produced it (phone_sign_in, phone_change), for the outbox viewer and tests. */
  template: string;
}

export interface SendOptions {
  /** Idempotency key (the job id): one outbox row, and at most one delivery, per key. */
  key?: string;
}

export interface Messenger {
  /** The outbox channel this adapter's messages go out on. */
  readonly channel: 'whatsapp' | 'sms';
  send(message: PhoneMessage, opts?: SendOptions): Promise<void>;
}

/** A provider's refusal. `permanent`: sending again cannot succeed (bad number, bad credentials). */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Hands one message to a provider; throws MessagingError (or a network error, which is worth a retry). */
export type Delivery = (message: PhoneMessage) => Promise<void>;

