/**
 * Call, WhatsApp and e-mail buttons for a listing's seller — shown only when the seller shows that contact (the
 * server blanks hidden ones). Each tap is counted for the seller's statistics (`logs/add_log`); counting never holds
 * up the tap, and a failed count is not the buyer's problem.
 */
import { useTranslation } from 'react-i18next';
import type { ContactLogType } from '@wheeldeal/contract';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { buttonClasses } from '../../../components/ui/button';
import { call } from '../../../lib/api/call';
import type { Item } from '../../../lib/api/types';

function logContact(itemId: string, type: ContactLogType): void {
  call('logs/add_log', { body: { item_id: itemId, type } }).catch(() => undefined);
}

/** wa.me takes the number in international form, digits only. */
const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

export function SellerContacts({ item }: { item: Item }) {
  const { t } = useTranslation('account');
  const seller = item.user;
  if (!seller) return null;
  const links = [
    seller.user_phone && { type: 'call' as const, href: `tel:${seller.user_phone.replace(/[^\d+]/g, '')}`, label: t('contact.call'), icon: <PhoneIcon size={16} />, external: false },
    seller.whatsapp && { type: 'whatsapp' as const, href: whatsappLink(seller.whatsapp), label: t('contact.whatsapp'), icon: <ChatIcon size={16} />, external: true },
    seller.user_email && { type: 'email' as const, href: `mailto:${seller.user_email}`, label: t('contact.email'), icon: <MailIcon size={16} />, external: false },
  ].filter((l) => !!l);
  if (links.length === 0) return null;
  return (
    <div aria-label={t('contact.title')} role="group" className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      {links.map((l) => (
        <a
          key={l.type}
          href={l.href}
          data-testid={`contact-${l.type}`}
          onClick={() => logContact(item.id, l.type)}
          {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={buttonClasses('outline', 'md', 'w-full')}
        >
          {l.icon}
          {l.label}
        </a>
      ))}
    </div>
  );
}
