/**
 * Twilio Programmable Messaging: `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth
 * (account SID : auth token) and a form-encoded body `To`, `From` (or `MessagingServiceSid`), `Body`. A created
 * message answers 201 with its `sid`; a refusal answers `{"code", "message", "more_info", "status"}`.
 */
import type { Delivery } from './types.ts';
import type { MessagingConfig } from './config.ts';
import { field, postToProvider } from './http.ts';

type TwilioConfig = Extract<MessagingConfig, { adapter: 'twilio' }>;

/** The form fields of one SMS: a Messaging Service SID goes in its own field, a number in `From`. */
export function twilioForm(from: string, to: string, text: string): Record<string, string> {
  return { To: to, [from.startsWith('MG') ? 'MessagingServiceSid' : 'From']: from, Body: text };
}

const errorText = (body: unknown) => {
  const message = field(body, 'message');
  const code = field(body, 'code');
  return typeof message === 'string' ? `${message}${code !== undefined ? ` (code ${String(code)})` : ''}` : undefined;
};

export function twilioDelivery(config: TwilioConfig, fetchImpl: typeof fetch): Delivery {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return async (m) => {
    const body = await postToProvider(
      fetchImpl,
      url,
      { headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(twilioForm(config.from, m.to, m.text)).toString() },
      errorText,
    );
    if (typeof field(body, 'sid') !== 'string') throw new Error('Twilio answered without a message sid');
  };
}
