/**
 * Home (spec §2.3 "Dashboard content"): a search hero, categories, and rails — featured, recent, popular,
 * discounted, from followed sellers (signed in), user vehicle posts, blog — each with "see all" into the item list
 * with the matching filters. Rails load in parallel and keep their size while loading.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemListPath, pathFor } from '../../../app/routes';
import { useNewPostPath } from '../../../components/layout/main-nav';
import { buttonClasses } from '../../../components/ui/button';
import { ClockIcon, PlusIcon, ShieldIcon, SparkIcon, TagIcon, TrendIcon, UserIcon, HeartIcon } from '../../../components/icons';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFirstViewReady } from '../../../lib/first-view';
import { BlogRail } from '../components/blog-rail';
import { CategoryStrip } from '../components/category-strip';
import { HeroSearch } from '../components/hero-search';
import { ItemRail } from '../components/item-rail';

/** The item-list queries behind "see all" (spec §2.2 names; popular is sorting id 2 "POPULAR"). */
const SEE_ALL = {
  featured: itemListPath({ isPaid: 'only_paid_item', ad_post_type: 'only_paid_item' }),
  recent: itemListPath({ sorting_id: '0', sorting_name: 'LATEST', order_by: 'added_date', orderType: 'desc' }),
  popular: itemListPath({ sorting_id: '2', sorting_name: 'POPULAR', order_by: 'touch_count', orderType: 'desc' }),
  discount: itemListPath({ is_discount: '1' }),
  usersPost: itemListPath({ users_post: '1' }),
};

export default function DashboardScreen() {
  const { t } = useTranslation('items');
  const { t: tc } = useTranslation('common');
  const { isLoggedIn } = useSession();
  const newPost = useNewPostPath();
  useDocumentTitle(null);
  // The hero is the server's first view: it gives way at the screen's first render.
  useFirstViewReady(true);

  return (
    <div className="flex flex-col gap-10 pb-12 sm:gap-12">
      <section className="relative overflow-hidden bg-gradient-to-br from-hero-from to-hero-to text-white" aria-labelledby="hero-title">
        <svg aria-hidden="true" viewBox="0 0 400 400" className="pointer-events-none absolute -end-24 -top-24 h-[28rem] w-[28rem] text-white/[0.07]">
          <circle cx="200" cy="200" r="160" fill="none" stroke="currentColor" strokeWidth="36" />
          <circle cx="200" cy="200" r="48" fill="currentColor" />
          <path d="M200 40v112M200 248v112M40 200h112M248 200h112" stroke="currentColor" strokeWidth="22" />
        </svg>
        <div className="relative mx-auto flex max-w-7xl flex-col gap-5 px-4 pt-10 pb-10 sm:px-6 sm:pt-14 sm:pb-14 lg:px-8">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold ring-1 ring-white/20">
            <ShieldIcon size={14} />
            {tc('dashboard.hero_badge')}
          </p>
          <h1 id="hero-title" className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            {tc('dashboard.hero_title')}
          </h1>
          <p className="max-w-2xl text-base text-white/85 sm:text-lg">{tc('dashboard.hero_text')}</p>
          <HeroSearch />
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 sm:gap-12 sm:px-6 lg:px-8">
        <CategoryStrip />
        <ItemRail
          id="featured"
          title={tc('dashboard.featured_title')}
          subtitle={tc('dashboard.featured_text')}
          icon={<SparkIcon />}
          source={{ kind: 'search', filter: { ad_post_type: 'only_paid_item', order_by: 'added_date', order_type: 'desc' } }}
          seeAll={SEE_ALL.featured}
          hideWhenEmpty
          priority
        />
        <ItemRail
          id="recent"
          title={tc('dashboard.recent_title')}
          subtitle={tc('dashboard.recent_text')}
          icon={<ClockIcon />}
          source={{ kind: 'search', filter: { order_by: 'added_date', order_type: 'desc' } }}
          seeAll={SEE_ALL.recent}
        />
        <ItemRail
          id="popular"
          title={tc('dashboard.popular_title')}
          subtitle={tc('dashboard.popular_text')}
          icon={<TrendIcon />}
          source={{ kind: 'search', filter: { order_by: 'touch_count', order_type: 'desc' } }}
          seeAll={SEE_ALL.popular}
        />
        <ItemRail
          id="discount"
          title={tc('dashboard.discount_title')}
          subtitle={tc('dashboard.discount_text')}
          icon={<TagIcon />}
          source={{ kind: 'search', filter: { order_by: 'added_date', order_type: 'desc', is_discount: '1' } }}
          seeAll={SEE_ALL.discount}
          hideWhenEmpty
        />
        <ItemRail
          id="followed"
          title={t('dashboard.followed_title')}
          subtitle={t('dashboard.followed_text')}
          icon={<HeartIcon />}
          source={{ kind: 'followed' }}
          seeAll={pathFor('follower-items')}
          enabled={isLoggedIn}
          hideWhenEmpty
        />
        <ItemRail
          id="users-post"
          title={t('dashboard.users_post_title')}
          subtitle={t('dashboard.users_post_text')}
          icon={<UserIcon />}
          source={{ kind: 'search', filter: { order_by: 'added_date', order_type: 'desc', users_post: '1' } }}
          seeAll={SEE_ALL.usersPost}
          hideWhenEmpty
        />
        <BlogRail />

        <section className="wd-render-near flex flex-col items-start justify-between gap-6 overflow-hidden rounded-3xl [--wd-near-h:16rem] border border-line bg-surface p-8 shadow-card sm:flex-row sm:items-center sm:p-10">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-fg">{tc('dashboard.sell_title')}</h2>
            <p className="mt-2 max-w-xl text-muted">{tc('dashboard.sell_text')}</p>
          </div>
          <Link to={newPost} className={buttonClasses('accent', 'lg')}>
            <PlusIcon size={20} />
            {tc('nav.new_post')}
          </Link>
        </section>
      </div>
    </div>
  );
}
