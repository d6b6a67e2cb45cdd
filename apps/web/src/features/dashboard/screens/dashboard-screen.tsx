import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemListPath } from '../../../app/routes';
import { SearchBox } from '../../../components/layout/search-box';
import { useNewPostPath } from '../../../components/layout/main-nav';
import { buttonClasses } from '../../../components/ui/button';
import { ClockIcon, PlusIcon, ShieldIcon, SparkIcon, TagIcon, TrendIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CategoryStrip } from '../components/category-strip';
import { ItemRail } from '../components/item-rail';

const LATEST = { order_by: 'added_date', orderType: 'desc' } as const;
const POPULAR = { order_by: 'touch_count', orderType: 'desc' } as const;

/** Home: search hero, categories and listing rails (spec §2.3 "Dashboard content"). */
export default function DashboardScreen() {
  const { t } = useTranslation('common');
  const newPost = useNewPostPath();
  useDocumentTitle(null);

  const chips = [
    { to: itemListPath(LATEST), label: t('dashboard.chip_latest') },
    { to: itemListPath(POPULAR), label: t('dashboard.chip_popular') },
    { to: itemListPath({ is_discount: '1' }), label: t('dashboard.chip_discount') },
    { to: itemListPath({ ad_post_type: 'only_paid_item', isPaid: 'only_paid_item' }), label: t('dashboard.chip_featured') },
  ];

  return (
    <div className="flex flex-col gap-12 pb-8">
      <section className="relative overflow-hidden bg-gradient-to-br from-hero-from to-hero-to text-white" aria-labelledby="hero-title">
        <svg aria-hidden="true" viewBox="0 0 400 400" className="pointer-events-none absolute -end-24 -top-24 h-[28rem] w-[28rem] text-white/[0.07]">
          <circle cx="200" cy="200" r="160" fill="none" stroke="currentColor" strokeWidth="36" />
          <circle cx="200" cy="200" r="48" fill="currentColor" />
          <path d="M200 40v112M200 248v112M40 200h112M248 200h112" stroke="currentColor" strokeWidth="22" />
        </svg>
        <div className="relative mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold ring-1 ring-white/20">
            <ShieldIcon size={14} />
            {t('dashboard.hero_badge')}
          </p>
          <h1 id="hero-title" className="max-w-3xl text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t('dashboard.hero_title')}
          </h1>
          <p className="max-w-2xl text-base text-white/85 sm:text-lg">{t('dashboard.hero_text')}</p>
          <div className="max-w-2xl text-fg">
            <SearchBox size="lg" />
          </div>
          <ul className="flex flex-wrap gap-2" aria-label={t('dashboard.quick_links')}>
            {chips.map((chip) => (
              <li key={chip.to}>
                <Link to={chip.to} className="inline-flex rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium ring-1 ring-white/25 hover:bg-white/20">
                  {chip.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 sm:px-6 lg:px-8">
        <CategoryStrip />
        <ItemRail
          id="featured"
          title={t('dashboard.featured_title')}
          subtitle={t('dashboard.featured_text')}
          icon={<SparkIcon />}
          filter={{ order_by: 'added_date', order_type: 'desc', ad_post_type: 'only_paid_item' }}
          seeAll={itemListPath({ ad_post_type: 'only_paid_item', isPaid: 'only_paid_item' })}
          hideWhenEmpty
        />
        <ItemRail
          id="recent"
          title={t('dashboard.recent_title')}
          subtitle={t('dashboard.recent_text')}
          icon={<ClockIcon />}
          filter={{ order_by: 'added_date', order_type: 'desc' }}
          seeAll={itemListPath(LATEST)}
        />
        <ItemRail
          id="popular"
          title={t('dashboard.popular_title')}
          subtitle={t('dashboard.popular_text')}
          icon={<TrendIcon />}
          filter={{ order_by: 'touch_count', order_type: 'desc' }}
          seeAll={itemListPath(POPULAR)}
        />
        <ItemRail
          id="discount"
          title={t('dashboard.discount_title')}
          subtitle={t('dashboard.discount_text')}
          icon={<TagIcon />}
          filter={{ order_by: 'added_date', order_type: 'desc', is_discount: '1' }}
          seeAll={itemListPath({ is_discount: '1' })}
          hideWhenEmpty
        />

        <section className="flex flex-col items-start justify-between gap-6 overflow-hidden rounded-3xl border border-line bg-surface p-8 shadow-card sm:flex-row sm:items-center sm:p-10">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-fg">{t('dashboard.sell_title')}</h2>
            <p className="mt-2 max-w-xl text-muted">{t('dashboard.sell_text')}</p>
          </div>
          <Link to={newPost} className={buttonClasses('accent', 'lg')}>
            <PlusIcon size={20} />
            {t('nav.new_post')}
          </Link>
        </section>
      </div>
    </div>
  );
}
