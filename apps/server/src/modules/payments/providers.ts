/**
 * Which providers a buyer may use now: the sandbox when configured (never in production unless asked), offline when
 * its setting is on, and each real provider when its secrets are in the environment *and* its flag is on in the
 * payment settings. App info's `*_enabled` flags are read from here, so clients offer exactly what works.
 */
import { eq } from 'drizzle-orm';
import type { PaymentProviderName } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { createOfflineProvider } from '../../adapters/payments/offline.ts';
import { createSandboxProvider, type SandboxCharge } from '../../adapters/payments/sandbox.ts';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import { createPaypalProvider, PAYPAL_LIVE_API, PAYPAL_SANDBOX_API } from '../../adapters/payments/paypal.ts';
import { createPaystackProvider } from '../../adapters/payments/paystack.ts';
import { createRazorpayProvider } from '../../adapters/payments/razorpay.ts';
import { createStripeProvider } from '../../adapters/payments/stripe.ts';
import { getSettings } from '../settings/index.ts';

/** The sandbox's record of a charge: the outcome its card page decided, kept on our payment row. */
async function sandboxCharge(db: DbOrTx, ref: string): Promise<SandboxCharge | null> {
  const [p] = await db.select().from(payments).where(eq(payments.providerRef, ref)).limit(1);
  if (!p || p.provider !== 'sandbox') return null;
  const outcome = p.cardLast4 === '' ? 'none' : p.failureReason === '' ? 'succeeded' : (p.failureReason as SandboxCharge['outcome']);
  return { outcome, amountMinor: p.totalMinor, currency: p.currency, paymentId: p.id };
}

const cache = new WeakMap<Deps, Map<PaymentProviderName, PaymentProvider>>();

/** Every provider this process could speak to (configuration only; settings decide which are offered). */
export function configuredProviders(deps: Deps): Map<PaymentProviderName, PaymentProvider> {
  let all = cache.get(deps);
  if (all) return all;
  all = new Map();
  const c = deps.config.payments;
  all.set('offline', createOfflineProvider());
  if (c.sandbox) {
    all.set('sandbox', createSandboxProvider({ publicUrl: deps.config.publicUrl, webhookSecret: c.sandboxWebhookSecret, lookup: (ref) => sandboxCharge(deps.db, ref) }));
  }
  for (const p of realProviders(deps)) all.set(p.name as PaymentProviderName, p);
  cache.set(deps, all);
  return all;
}

/** Stripe, PayPal, Razorpay and Paystack, for those whose secrets are configured (PayPal's sandbox unless live). */
function realProviders(deps: Deps): PaymentProvider[] {
  const c = deps.config.payments;
  const out: PaymentProvider[] = [];
  if (c.stripe) out.push(createStripeProvider(c.stripe));
  if (c.paypal) out.push(createPaypalProvider({ ...c.paypal, baseUrl: c.paypal.baseUrl ?? (c.paypal.env === 'live' ? PAYPAL_LIVE_API : PAYPAL_SANDBOX_API) }));
  if (c.razorpay) out.push(createRazorpayProvider(c.razorpay));
  if (c.paystack) out.push(createPaystackProvider(c.paystack));
  return out;
}

/** The flag of the payment settings that offers each provider (the sandbox has none: configuration decides). */
const FLAG: Record<PaymentProviderName, string | null> = {
  sandbox: null,
  offline: 'offline_enabled',
  stripe: 'stripe_enabled',
  paypal: 'paypal_enabled',
  razorpay: 'razor_enabled',
  paystack: 'paystack_enabled',
};

/** The providers offered now, by name; `payment` is the payment settings group when the caller already read it. */
export async function enabledProviders(deps: Deps, db: DbOrTx = deps.db, payment?: Record<string, unknown>): Promise<Set<PaymentProviderName>> {
  const s = payment ?? ((await getSettings(db, ['payment'])).payment as Record<string, unknown>);
  const out = new Set<PaymentProviderName>();
  for (const [name] of configuredProviders(deps)) {
    const flag = FLAG[name];
    if (flag === null || s[flag] === '1') out.add(name);
  }
  return out;
}

export function providerOf(deps: Deps, name: string): PaymentProvider | undefined {
  return configuredProviders(deps).get(name as PaymentProviderName);
}
