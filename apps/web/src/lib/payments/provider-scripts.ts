/**
 * The browser scripts of the providers whose own UI takes the card (Stripe Elements, Razorpay Checkout), loaded
 * only when the buyer chose that provider, once per page. Only the few calls we use are typed here.
 */

export const STRIPE_JS = 'https://js.stripe.com/v3/';
export const RAZORPAY_JS = 'https://checkout.razorpay.com/v1/checkout.js';

export interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}
export interface StripeElements {
  create(type: 'payment'): StripeElement;
}
export interface StripeClient {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>;
}

/** What Razorpay Checkout hands its success handler (the proof the server checks: HMAC of order|payment). */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name?: string;
  description?: string;
  handler: (answer: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

const loading = new Map<string, Promise<void>>();

/** Adds `<script src>` once; later calls share the first load (a failed load may be tried again). */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Stripe.js (once; a page that has it already uses it). */
export async function loadStripe(publicKey: string): Promise<StripeClient> {
  if (!window.Stripe) await loadScript(STRIPE_JS);
  if (!window.Stripe) throw new Error('Stripe.js did not load');
  return window.Stripe(publicKey);
}

/** Razorpay Checkout over the page (its script once; a page that has it already uses it). */
export async function openRazorpay(options: RazorpayOptions): Promise<void> {
  if (!window.Razorpay) await loadScript(RAZORPAY_JS);
  if (!window.Razorpay) throw new Error('Razorpay Checkout did not load');
  new window.Razorpay(options).open();
}
