/**
 * WhatsApp Cloud API (Meta Graph API): `POST {base}/{phone-number-id}/messages` with a Bearer access token and a
 * JSON body sending an approved authentication template. The code is the template's body parameter and, as
 * copy-code authentication templates require, the parameter of its button (index 0, sub-type url).
 * A refusal answers `{"error": {"message", "type", "code", "fbtrace_id"}}`.
 */
import type { Delivery } from './types.ts';
import type { MessagingConfig } from './config.ts';
import { field, postToProvider } from './http.ts';

type WhatsAppConfig = Extract<MessagingConfig, { adapter: 'whatsapp' }>;

/** WhatsApp's language code of a template for our language: most are the bare code; a few need a region. */
const TEMPLATE_LANGUAGE: Record<string, string> = { pt: 'pt_BR', zh: 'zh_CN' };
export const templateLanguage = (lang: string) => TEMPLATE_LANGUAGE[lang] ?? lang;

/** The template body of one code message. WhatsApp wants the recipient as digits with the country code. */
export function whatsappPayload(template: string, to: string, code: string, lang: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: template,
      language: { code: templateLanguage(lang) },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    },
  };
}

const errorText = (body: unknown) => {
  const message = field(body, 'error', 'message');
  const code = field(body, 'error', 'code');
  return typeof message === 'string' ? `${message}${code !== undefined ? ` (code ${String(code)})` : ''}` : undefined;
};

export function whatsappDelivery(config: WhatsAppConfig, fetchImpl: typeof fetch): Delivery {
  const url = `${config.baseUrl}/${config.phoneNumberId}/messages`;
  return async (m) => {
    const body = await postToProvider(
      fetchImpl,
      url,
      { headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(whatsappPayload(config.template, m.to, m.code, m.lang)) },
      errorText,
    );
    // Accepted means a message id came back; anything else is not a delivery we can vouch for.
    if (typeof field(body, 'messages', '0', 'id') !== 'string') throw new Error('WhatsApp answered without a message id');
  };
}
