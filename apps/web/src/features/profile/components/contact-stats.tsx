/** The seller's own contact statistics: how often buyers tapped call, WhatsApp and e-mail on their listings. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { Card } from '../../../components/ui/card';
import { call } from '../../../lib/api/call';
import { formatNumber } from '../../../lib/format';

export function ContactStats({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const stats = useQuery({ queryKey: ['logs/contact_stats', userId], queryFn: ({ signal }) => call('logs/contact_stats', { body: { user_id: userId }, signal }) });
  if (!stats.data) return null;
  const rows = [
    { key: 'call', icon: <PhoneIcon size={18} />, label: t('stats.calls'), total: stats.data.call_count, recent: stats.data.call_count_30d },
    { key: 'whatsapp', icon: <ChatIcon size={18} />, label: t('stats.whatsapp'), total: stats.data.whatsapp_count, recent: stats.data.whatsapp_count_30d },
    { key: 'email', icon: <MailIcon size={18} />, label: t('stats.emails'), total: stats.data.email_count, recent: stats.data.email_count_30d },
  ];
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-fg">{t('stats.title')}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {rows.map((r) => (
          <li key={r.key} data-testid={`contact-stat-${r.key}`} className="flex items-center gap-3 rounded-xl bg-surface-2 px-3 py-2">
            <span className="text-primary">{r.icon}</span>
            <span className="min-w-0">
              <span className="block text-sm text-muted">{r.label}</span>
              <span className="block text-lg font-bold text-fg tabular-nums">{formatNumber(r.total)}</span>
              <span className="block text-xs text-muted">{t('stats.last_30', { count: r.recent, formatted: formatNumber(r.recent) })}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
