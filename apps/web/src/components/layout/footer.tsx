import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemListPath, pathFor, type RouteName } from '../../app/routes';
import { useAppInfo } from '../../lib/app-info/use-app-info';
import { frontendConfig } from '../../lib/app-info/frontend-config';
import { AlertIcon, AppleIcon, GooglePlayIcon } from '../icons';
import { LogoMark } from './logo';

interface FooterLink {
  to: string;
  label: string;
}

function Column({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-fg">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded text-sm text-muted hover:text-primary">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StoreBadge({ href, icon, small, big }: { href: string; icon: ReactNode; small: string; big: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-2.5 rounded-xl bg-fg px-3.5 py-2 text-bg transition-opacity hover:opacity-90"
    >
      {icon}
      <span className="flex flex-col leading-tight">
        <span className="text-[10px] uppercase tracking-wide opacity-80">{small}</span>
        <span className="text-sm font-semibold">{big}</span>
      </span>
    </a>
  );
}

/** Footer driven by app info (spec §2.3): link columns, optional store badges, copyright. */
export function Footer() {
  const { t } = useTranslation('common');
  const { data } = useAppInfo();
  const cfg = frontendConfig(data);
  const route = (name: RouteName, label: string): FooterLink => ({ to: pathFor(name), label });
  const year = new Date().getFullYear();

  return (
    <footer className="wd-render-near mt-16 border-t border-line bg-surface [--wd-near-h:40rem]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-2 text-lg font-extrabold text-fg">
            <LogoMark />
            {t('app.name')}
          </div>
          <p className="max-w-xs text-sm text-muted">{t('footer.about_text')}</p>
          {(cfg.showGooglePlay || cfg.showAppStore) && (
            <div className="flex flex-wrap gap-2">
              {cfg.showGooglePlay && (
                <StoreBadge href={cfg.googlePlayUrl} icon={<GooglePlayIcon size={22} />} small={t('footer.get_it_on')} big={t('footer.google_play')} />
              )}
              {cfg.showAppStore && (
                <StoreBadge href={cfg.appStoreUrl} icon={<AppleIcon size={22} />} small={t('footer.download_on')} big={t('footer.app_store')} />
              )}
            </div>
          )}
        </div>
        <Column
          title={t('footer.shop')}
          links={[
            route('category-list', t('footer.categories')),
            { to: itemListPath({ order_by: 'added_date', orderType: 'desc' }), label: t('footer.latest_posts') },
            { to: itemListPath({ order_by: 'touch_count', orderType: 'desc' }), label: t('footer.popular_posts') },
          ]}
        />
        <Column
          title={t('footer.support')}
          links={[
            route('contact', t('footer.contact')),
            route('safety', t('footer.safety')),
            route('privacy', t('footer.privacy')),
            route('terms-and-conditions', t('footer.terms')),
            route('faq', t('footer.faq')),
          ]}
        />
        <Column title={t('footer.company')} links={[route('about', t('footer.about')), route('blog-list', t('footer.blogs'))]} />
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-muted sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{cfg.copyRight || t('footer.copyright', { year, name: t('app.name') })}</p>
          <p className="flex items-center gap-1.5">
            <AlertIcon size={14} className="text-accent" />
            {t('footer.demo_notice')}
          </p>
        </div>
      </div>
    </footer>
  );
}
