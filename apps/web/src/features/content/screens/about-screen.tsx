/** `/about`: who we are (the about record, in the reader's language) and how to reach us. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { GlobeIcon, InfoIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { contentQueries } from '../../../lib/queries/content';
import { ContentShell, ContentState, ContentText } from '../components/content-shell';

export default function AboutScreen() {
  const { t, i18n } = useTranslation('content');
  const query = useQuery(contentQueries.about(i18n.language));
  const about = query.data;
  return (
    <ContentShell title={about?.about_title || t('common:placeholders.about.title')}>
      <ContentState query={query}>
        {() =>
          about ? (
            <>
              <ContentText text={about.about_description} />
              <Card className="p-5">
                <h2 className="mb-3 font-semibold text-fg">{t('about.reach_us')}</h2>
                <ul className="flex flex-col gap-2 text-sm">
                  {about.about_email && <Contact icon={<MailIcon size={16} />} href={`mailto:${about.about_email}`} text={about.about_email} />}
                  {about.about_phone && <Contact icon={<PhoneIcon size={16} />} href={`tel:${about.about_phone}`} text={about.about_phone} />}
                  {about.about_website && <Contact icon={<GlobeIcon size={16} />} href={about.about_website} text={about.about_website} />}
                  {about.about_address && <Contact icon={<MapPinIcon size={16} />} text={about.about_address} />}
                </ul>
                <Link to={pathFor('contact')} className={buttonClasses('primary', 'md', 'mt-4')}>
                  {t('about.write_us')}
                </Link>
              </Card>
            </>
          ) : (
            <EmptyState icon={<InfoIcon />} title={t('missing_title')} description={t('missing_text')} className="bg-surface" />
          )
        }
      </ContentState>
    </ContentShell>
  );
}

function Contact({ icon, href, text }: { icon: ReactNode; href?: string; text: string }) {
  return (
    <li className="flex items-center gap-2 text-fg">
      <span className="text-muted">{icon}</span>
      {href ? (
        <a href={href} className="text-primary hover:underline" dir="ltr" rel={href.startsWith('http') ? 'noopener noreferrer' : undefined}>
          {text}
        </a>
      ) : (
        <span dir="auto">{text}</span>
      )}
    </li>
  );
}
