/**
 * Paystack, through transaction initialize / verify (decision 015). We initialize a transaction (Bearer secret key,
 * amount in the currency's subunit, the buyer's e-mail, our idempotency key as its `reference`, so a retried
 * initialize names the same transaction) and send the buyer to its authorization_url; Paystack brings the buyer
 * back to our return URL with the reference, and we verify the transaction with Paystack rather than trust it.
 *
 * Webhooks carry `x-paystack-signature` = hex HMAC-SHA512 of the raw body with the secret key (Paystack has no
 * separate webhook secret). Events carry no event id of their own: ours is the event name and the id of the
 * transaction or refund it is about, the same for every delivery of that event.
 *
 * Refunds carry no idempotency key at Paystack: our key goes in the refund's merchant_note, and a refund of the
 * transaction already carrying that note is answered instead of refunding twice.
 */
import { field, int, providerHttp, str } from './http.ts';
import { hmacHex, sameHex } from './signing.ts';
import { checkAmount } from './units.ts';
import { WebhookVerificationError, type HttpDeps, type PaymentProvider, type ProviderEvent, type RefundResult } from './types.ts';

export const PAYSTACK_API = 'https://api.paystack.co';

export interface PaystackOptions extends Omit<HttpDeps, 'baseUrl'> {
  secretKey: string;
  /** Handed to the page with each payment, for Paystack's inline script; the redirect needs none. */
  publicKey: string;
  baseUrl?: string;
}

/** Paystack wraps every answer as `{ status, message, data }`. */
interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
}

interface Transaction {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  gateway_response?: string | null;
  metadata?: unknown;
}

/**
 * A transaction's state. `abandoned` is Paystack's word for "the buyer has not finished": the authorization page
 * still works, so it stays pending (failing it would refuse a payment that may still arrive).
 */
const TRANSACTION_TYPES: Record<string, ProviderEvent['type']> = {
  success: 'succeeded',
  failed: 'failed',
  reversed: 'refunded',
};

const REFUND_STATUS: Record<string, RefundResult['status']> = { processed: 'succeeded', failed: 'failed' };

/** Our payment id, from metadata Paystack may hand back as an object or as the JSON text it was given. */
function paymentIdOf(metadata: unknown): string | undefined {
  if (typeof metadata === 'string') {
    try {
      return paymentIdOf(JSON.parse(metadata));
    } catch {
      return undefined;
    }
  }
  return str(field(metadata, 'payment_id'));
}

function transactionEvent(tx: Transaction, eventId: string, type: ProviderEvent['type'], raw: unknown): ProviderEvent {
  const paymentId = paymentIdOf(tx.metadata);
  const reason = type === 'failed' ? (tx.gateway_response ?? undefined) : undefined;
  return {
    eventId,
    type,
    providerRef: tx.reference,
    ...(paymentId ? { paymentId } : {}),
    amountMinor: tx.amount,
    currency: tx.currency,
    ...(reason ? { reason } : {}),
    raw,
  };
}

interface PaystackRefund {
  id: number;
  status: string;
  amount?: number;
  /** The refunded transaction's id (an object with it, in some answers). */
  transaction?: number | { id?: number };
  merchant_note?: string | null;
}

const refundNote = (key: string) => `wheeldeal-refund:${key}`;

export function createPaystackProvider(opts: PaystackOptions): PaymentProvider {
  const http = providerHttp({ ...opts, baseUrl: opts.baseUrl ?? PAYSTACK_API }, (body) => ({
    message: str(field(body, 'message')),
    code: str(field(body, 'code')),
  }));
  const auth = { authorization: `Bearer ${opts.secretKey}` };

  const readTransaction = async (reference: string) =>
    (await http<Envelope<Transaction>>({ method: 'GET', path: `/transaction/verify/${encodeURIComponent(reference)}`, headers: auth })).data;

  async function verify(reference: string): Promise<ProviderEvent> {
    const tx = await readTransaction(reference);
    const type = TRANSACTION_TYPES[tx.status] ?? 'pending';
    return transactionEvent(tx, `state:${reference}:${type}`, type, tx);
  }

  const refundsOf = async (reference: string) => {
    const res = await http<Envelope<PaystackRefund[]>>({ method: 'GET', path: `/refund?reference=${encodeURIComponent(reference)}`, headers: auth });
    return Array.isArray(res.data) ? res.data : [];
  };

  /**
   * `refund.processed` names one refund; like the other adapters we report the total refunded on the transaction so
   * far (partial refunds add up): this refund plus the other processed refunds of the same transaction. Refunds
   * name their transaction by its id, so the transaction is read first; a list that also held other transactions'
   * refunds could not inflate the total.
   */
  async function refundEvent(data: unknown, raw: unknown): Promise<ProviderEvent | null> {
    const reference = str(field(data, 'transaction_reference'));
    const amount = int(field(data, 'amount'));
    const currency = str(field(data, 'currency'));
    const refundId = field(data, 'id') ?? field(data, 'refund_reference');
    if (!reference || amount === undefined || !currency) return null;
    const txId = (await readTransaction(reference)).id;
    const others = (await refundsOf(reference)).filter(
      (r) => r.status === 'processed' && String(r.id) !== String(refundId) && String(field(r, 'transaction', 'id') ?? r.transaction) === String(txId),
    );
    const total = others.reduce((sum, r) => sum + (int(r.amount) ?? 0), amount);
    return { eventId: `refund.processed:${String(refundId ?? reference)}`, type: 'refunded', providerRef: reference, amountMinor: total, currency, raw };
  }

  return {
    name: 'paystack',
    async createPayment(input) {
      checkAmount(input.amountMinor, input.currency.toUpperCase());
      const res = await http<Envelope<{ authorization_url: string; reference: string }>>({
        method: 'POST',
        path: '/transaction/initialize',
        headers: auth,
        json: {
          email: input.customerEmail,
          amount: String(input.amountMinor),
          currency: input.currency.toUpperCase(),
          reference: input.idempotencyKey,
          callback_url: input.returnUrl,
          // Paystack's checkout shows a cancel link to this URL.
          metadata: { payment_id: input.paymentId, cancel_action: input.cancelUrl },
        },
      });
      return { providerRef: res.data.reference, redirectUrl: res.data.authorization_url, publicKey: opts.publicKey };
    },
    async completeReturn(providerRef, params) {
      // Paystack appends `reference` (and `trxref`); another transaction's return is not this payment's.
      const named = params.reference ?? params.trxref;
      if (named && named !== providerRef) throw new WebhookVerificationError('The return names another Paystack transaction');
      return verify(providerRef);
    },
    fetchStatus: verify,
    async parseWebhook(rawBody, headers) {
      if (!sameHex(hmacHex('sha512', opts.secretKey, rawBody), headers['x-paystack-signature']))
        throw new WebhookVerificationError('Paystack webhook signature does not match');
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('Paystack webhook body is not JSON');
      }
      const name = str(field(event, 'event'));
      const data = field(event, 'data');
      if (!name || !data || typeof data !== 'object') throw new WebhookVerificationError('Paystack webhook is not an event');
      if (name === 'charge.success' || name === 'charge.failed') {
        const tx = data as Transaction;
        if (typeof tx.reference !== 'string' || int(tx.amount) === undefined || typeof tx.currency !== 'string')
          throw new WebhookVerificationError('Paystack charge event carries no transaction');
        return transactionEvent(tx, `${name}:${String(tx.id ?? tx.reference)}`, name === 'charge.success' ? 'succeeded' : 'failed', event);
      }
      if (name === 'refund.processed') return refundEvent(data, event);
      return null;
    },
    async refund(input) {
      checkAmount(input.amountMinor, input.currency.toUpperCase());
      const note = refundNote(input.idempotencyKey);
      const made =
        (await refundsOf(input.providerRef)).find((r) => r.merchant_note === note) ??
        (
          await http<Envelope<PaystackRefund>>({
            method: 'POST',
            path: '/refund',
            headers: auth,
            json: { transaction: input.providerRef, amount: String(input.amountMinor), currency: input.currency.toUpperCase(), merchant_note: note },
          })
        ).data;
      return { refundRef: String(made.id), status: REFUND_STATUS[made.status] ?? 'pending' };
    },
  };
}
