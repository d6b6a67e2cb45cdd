/**
 * Item detail `/item/{itemName}?item_id=…` (spec §2.1, §3): gallery and video, price, key specs, highlights,
 * description, seller, map, share/favourite/report, chat and offer (edit for the owner) and similar listings.
 * The item, its gallery and (from a cached list copy) the similar listings load in parallel; one view is counted
 * per visit.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ownerItemActions } from '@wheeldeal/contract';
import { itemPath, pathFor } from '../../../app/routes';
import { useAuthLinks } from '../../../app/redirect';
import { ChatIcon, ChevronRightIcon, ClockIcon, EditIcon, HeartIcon, InfoIcon, MapPinIcon, ShieldIcon, CheckIcon } from '../../../components/icons';
import { APPROXIMATE_AREA_METRES, LocationMap } from '../../../components/map';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PriceTag } from '../../../components/ui/price-tag';
import { config } from '../../../lib/config';
import type { Image, Item } from '../../../lib/api/types';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGallery } from '../api/get-gallery';
import { useItem } from '../api/get-item';
import { touchItem } from '../api/touch-item';
import { Gallery, type Slide } from '../components/gallery';
import { EyeOpenIcon, FlagIcon, ShareIcon } from '../components/item-icons';
import { ReportDialog } from '../components/report-dialog';
import { SellerCard } from '../components/seller-card';
import { ShareDialog } from '../components/share-dialog';
import { SimilarItems } from '../components/similar-items';
import { SpecGrid } from '../components/spec-grid';
import { useFavourite } from '../hooks/use-favourite';
import { currencySymbolOf, discountRateOf, nameOf, placeOf } from '../lib/item-facts';
import { isPromoted } from '../../../lib/payments/promoted';
import { listHref } from '../lib/list-query';
import { QuestionsSection } from '../components/questions-section';
import { PromoteAction } from '../../../components/payments/promote-dialog';
import { BiddingPanel } from '../../../components/bidding/bidding-panel';
import { useFirstViewReady } from '../../../lib/first-view';

/** Counts one view per visit of an item (touches/touch_item), not per render. */
function useCountView(id: string) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    void touchItem(id);
  }, [id]);
}

export default function ItemDetailScreen() {
  const { t } = useTranslation('items');
  const [params] = useSearchParams();
  const id = params.get('item_id') ?? '';
  const item = useItem(id);
  const gallery = useGallery(id);
  useCountView(id);
  useFirstViewReady(Boolean(item.data) || item.isError || !id);
  useDocumentTitle(item.data?.title || params.get('item_name') || null);

  if (!id || (item.isError && !item.data)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          title={t('detail.unavailable_title')}
          description={t('detail.unavailable_text')}
          action={
            <Link to={pathFor('item-list')} className={buttonClasses('primary')}>
              {t('detail.browse')}
            </Link>
          }
          className="bg-surface"
        />
      </div>
    );
  }
  if (!item.data) return <DetailSkeleton />;
  return <ItemDetail item={item.data} images={gallery.data} fresh={!item.isPlaceholderData} />;
}

function slidesOf(item: Item, images: Image[] | undefined): Slide[] {
  const slides: Slide[] = [];
  const photos = images && images.length > 0 ? images : item.default_photo ? [item.default_photo] : [];
  for (const p of photos) if (p.img_path) slides.push({ kind: 'image', path: p.img_path, desc: p.img_desc });
  if (item.default_video?.img_path) {
    const poster = item.default_video_icon?.img_path || undefined;
    slides.push({ kind: 'video', path: item.default_video.img_path, poster });
  }
  return slides;
}

function ItemDetail({ item, images, fresh }: { item: Item; images: Image[] | undefined; fresh: boolean }) {
  const { t } = useTranslation('items');
  const slides = useMemo(() => slidesOf(item, images), [item, images]);
  const place = placeOf(item);
  // The sections below the first screen (specs, highlights, description, location, questions) render as a
  // transition right after the rest, in slices, rather than in the answer's own blocking render; their room is held
  // meanwhile. The server's first view holds none of them, so nothing shown gives way to the blank.
  const below = useDeferredValue(item, null);
  const highlights = (item.highlight_info ?? '')
    .split(/\s*[·•|\n]\s*|,\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

  return (
    <div className="mx-auto w-full max-w-7xl pb-28 sm:px-6 sm:pt-5 lg:px-8 lg:pb-14">
      <Breadcrumbs item={item} />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-start lg:gap-x-8 lg:gap-y-8 xl:grid-cols-[minmax(0,1fr)_25rem]">
        <div className="order-1 lg:col-start-1 lg:row-start-1">
          <Gallery slides={slides} title={item.title} />
        </div>

        <aside aria-label={t('detail.summary')} className="contents lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-5">
          <div className="order-2 flex flex-col gap-5 px-4 sm:px-0">
            <Summary item={item} place={place} />
            <BiddingPanel item={item} />
          </div>
          <div className="order-4 px-4 sm:px-0">
            <SellerCard item={item} />
          </div>
          <div className="order-5 hidden px-4 sm:px-0 lg:block">
            <SafetyNote />
          </div>
        </aside>

        <div className="order-3 flex min-w-0 flex-col gap-8 px-4 sm:px-0 lg:col-start-1 lg:row-start-2" aria-busy={!fresh || undefined}>
          {below === null ? (
            <div aria-hidden="true" className="min-h-[60rem]" />
          ) : (
            <>
              <section aria-labelledby="specs-title" className="wd-render-near flex flex-col gap-4 [--wd-near-h:24rem]">
                <h2 id="specs-title" className="text-xl font-bold tracking-tight text-fg">
                  {t('detail.specs')}
                </h2>
                <SpecGrid item={item} />
              </section>

              {highlights.length > 0 && (
                <section aria-labelledby="highlights-title" className="flex flex-col gap-3">
                  <h2 id="highlights-title" className="text-xl font-bold tracking-tight text-fg">
                    {t('detail.highlights')}
                  </h2>
                  <ul className="flex flex-wrap gap-2">
                    {highlights.map((h) => (
                      <li key={h} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-fg">
                        <CheckIcon size={16} className="text-success" />
                        <bdi>{h}</bdi>
                      </li>
                    ))}
                  </ul>
                </section>
              )}

              {item.description && <Description text={item.description} />}

              <section aria-labelledby="location-title" className="wd-render-near flex flex-col gap-3 [--wd-near-h:22rem]">
                <h2 id="location-title" className="text-xl font-bold tracking-tight text-fg">
                  {t('detail.location')}
                </h2>
                {(item.address || place) && (
                  <p className="flex items-start gap-2 text-sm text-muted">
                    <MapPinIcon size={18} className="mt-0.5 shrink-0 text-primary" />
                    <bdi>{item.address || place}</bdi>
                  </p>
                )}
                {/* Only the owner gets the exact position from the server; anyone else a coarse one (~1 km), shown as an area. */}
                {item.is_owner ? (
                  <LocationMap lat={item.lat} lng={item.lng} address={place || item.address} label={t('detail.map_label')} pinLabel={item.title} />
                ) : (
                  <>
                    <LocationMap lat={item.lat} lng={item.lng} address={place || item.address} label={t('detail.map_area_label')} areaMetres={APPROXIMATE_AREA_METRES} />
                    <p className="text-sm text-muted">{t('detail.map_area_note')}</p>
                  </>
                )}
              </section>

              <QuestionsSection item={item} />

              <div className="lg:hidden">
                <SafetyNote />
              </div>
            </>
          )}
        </div>
      </div>

      <div className="wd-render-near mt-12 px-4 sm:px-0">
        <SimilarItems item={item} />
      </div>

      <MobileActionBar item={item} />
    </div>
  );
}

function Breadcrumbs({ item }: { item: Item }) {
  const { t } = useTranslation('items');
  const category = item.category;
  const make = nameOf(item.sub_category);
  const crumbs = [
    { to: pathFor('dashboard'), label: t('detail.home') },
    category && { to: listHref({ cat_id: item.cat_id, cat_name: category.cat_name }), label: category.cat_name },
    make && { to: listHref({ cat_id: item.cat_id, cat_name: category?.cat_name, sub_cat_id: item.sub_cat_id, sub_cat_name: make }), label: make },
  ].filter(Boolean) as { to: string; label: string }[];
  return (
    <nav aria-label={t('detail.breadcrumbs')} className="hidden px-4 pb-4 sm:block sm:px-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {crumbs.map((c) => (
          <li key={c.to} className="flex items-center gap-1">
            <Link to={c.to} className="hover:text-primary hover:underline">
              {c.label}
            </Link>
            <ChevronRightIcon size={14} />
          </li>
        ))}
        <li aria-current="page" className="truncate font-medium text-fg">
          <bdi>{item.title}</bdi>
        </li>
      </ol>
    </nav>
  );
}

/** Chat / offer links (spec §2.3 chat query names); visitors log in first and come back here. */
function useContactLinks(item: Item) {
  const { user } = useSession();
  const links = useAuthLinks();
  if (!user) return { chat: links.login, offer: links.login };
  const query = {
    buyer_user_id: user.user_id,
    seller_user_id: item.added_user_id,
    item_name: item.title,
    item_id: item.id,
    item_image_name: item.default_photo?.img_path ?? '',
    item_price: String(item.price),
    currency: currencySymbolOf(item),
    condition: nameOf(item.condition_of_item),
    chat_flag: 'buyer',
  };
  return { chat: pathFor('chat', {}, query), offer: pathFor('chat', {}, { ...query, make_offer: '1' }) };
}

function isOwnerOf(item: Item, userId: string | undefined): boolean {
  return item.is_owner || (Boolean(userId) && userId === item.added_user_id);
}

function Summary({ item, place }: { item: Item; place: string }) {
  const { t } = useTranslation('items');
  const { user } = useSession();
  const favourite = useFavourite(item);
  const links = useAuthLinks();
  const contact = useContactLinks(item);
  const [shareOpen, setShareOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const owner = isOwnerOf(item, user?.user_id);
  const sold = item.is_sold_out;
  const rate = discountRateOf(item);
  const priceType = nameOf(item.item_price_type);
  const shareUrl = `${config.publicUrl}${itemPath(item)}`;
  const iconAction = 'flex flex-1 flex-col items-center gap-1 rounded-xl px-2 py-2 text-xs font-semibold text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring';

  return (
    <section aria-labelledby="item-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
      <div className="flex flex-wrap gap-1.5">
        {isPromoted(item) && <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-on-accent">{t('card.promoted')}</span>}
        {sold && <span className="rounded-full bg-fg px-2.5 py-0.5 text-xs font-bold text-bg">{t('card.sold')}</span>}
        {rate > 0 && <span className="rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-white dark:text-bg">{t('card.discount', { rate: formatNumber(rate) })}</span>}
        {nameOf(item.condition_of_item) && <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-fg">{nameOf(item.condition_of_item)}</span>}
      </div>
      <div>
        <h1 id="item-title" className="text-2xl leading-tight font-extrabold tracking-tight text-fg">
          <bdi>{item.title}</bdi>
        </h1>
        {item.subtitle && (
          <p className="mt-1 text-base text-muted">
            <bdi>{item.subtitle}</bdi>
          </p>
        )}
      </div>
      <div data-testid="item-price">
        <PriceTag price={item.price} discountPrice={item.discount_price} discountRate={rate} symbol={currencySymbolOf(item)} size="xl" />
        {priceType && <p className="mt-0.5 text-sm text-muted">{priceType}</p>}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {place && (
          <li className="flex items-center gap-1">
            <MapPinIcon size={16} />
            <bdi>{place}</bdi>
          </li>
        )}
        {item.added_date_str && (
          <li className="flex items-center gap-1">
            <ClockIcon size={16} />
            {item.added_date_str}
          </li>
        )}
        <li className="flex items-center gap-1">
          <EyeOpenIcon size={16} />
          {t('detail.views', { count: item.touch_count, formatted: formatNumber(item.touch_count) })}
        </li>
      </ul>

      <div className="hidden flex-col gap-2 lg:flex">
        <ContactButtons item={item} owner={owner} sold={sold} chat={contact.chat} offer={contact.offer} />
      </div>
      {owner && <PromoteAction item={item} />}

      <div className="flex gap-1 border-t border-line pt-3">
        {!owner && (
          <button type="button" onClick={favourite.toggle} aria-pressed={favourite.pressed} disabled={favourite.busy} className={iconAction}>
            <HeartIcon size={22} className={favourite.pressed ? 'text-danger' : undefined} fill={favourite.pressed ? 'currentColor' : 'none'} />
            {favourite.pressed ? t('detail.saved') : t('detail.save')}
          </button>
        )}
        <button type="button" onClick={() => setShareOpen(true)} className={iconAction} aria-haspopup="dialog">
          <ShareIcon size={22} />
          {t('detail.share')}
        </button>
        {!owner &&
          (user ? (
            <button type="button" onClick={() => setReportOpen(true)} className={iconAction} aria-haspopup="dialog">
              <FlagIcon size={22} />
              {t('detail.report')}
            </button>
          ) : (
            <Link to={links.login} className={iconAction}>
              <FlagIcon size={22} />
              {t('detail.report')}
            </Link>
          ))}
      </div>
      <ShareDialog open={shareOpen} onOpenChange={setShareOpen} url={shareUrl} title={item.title} />
      {user && <ReportDialog open={reportOpen} onOpenChange={setReportOpen} itemId={item.id} />}
    </section>
  );
}

function ContactButtons({ item, owner, sold, chat, offer, compact = false }: { item: Item; owner: boolean; sold: boolean; chat: string; offer: string; compact?: boolean }) {
  const { t } = useTranslation('items');
  if (owner) {
    // The owner's buttons follow the contract's owner rules, which the server enforces too: a sold listing is finished.
    if (!ownerItemActions({ status: item.status, isSoldOut: item.is_sold_out }).edit) {
      return <span className={buttonClasses('secondary', 'lg', 'w-full pointer-events-none')}>{t('card.sold')}</span>;
    }
    return (
      <Link to={pathFor('item-entry', {}, { item_id: item.id })} className={buttonClasses('primary', 'lg', 'w-full')}>
        <EditIcon size={18} />
        {t('detail.edit')}
      </Link>
    );
  }
  return (
    <div className={clsx('grid gap-2', compact ? 'grid-cols-2' : 'grid-cols-1')}>
      <Link to={chat} className={buttonClasses('primary', 'lg', 'w-full')}>
        <ChatIcon size={18} />
        {compact ? t('detail.chat_short') : t('detail.chat')}
      </Link>
      {sold ? (
        <span className={buttonClasses('secondary', 'lg', 'w-full pointer-events-none')}>{t('card.sold')}</span>
      ) : (
        <Link to={offer} className={buttonClasses('outline', 'lg', 'w-full')}>
          {compact ? t('detail.offer_short') : t('detail.offer')}
        </Link>
      )}
    </div>
  );
}

function MobileActionBar({ item }: { item: Item }) {
  const { user } = useSession();
  const contact = useContactLinks(item);
  const owner = isOwnerOf(item, user?.user_id);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-pop backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <div className="min-w-0 shrink">
          <PriceTag price={item.price} discountPrice={item.discount_price} discountRate={discountRateOf(item)} symbol={currencySymbolOf(item)} size="md" className="flex-nowrap" />
        </div>
        <div className="ms-auto min-w-0 flex-1 sm:max-w-sm">
          <ContactButtons item={item} owner={owner} sold={item.is_sold_out} chat={contact.chat} offer={contact.offer} compact />
        </div>
      </div>
    </div>
  );
}

function Description({ text }: { text: string }) {
  const { t } = useTranslation('items');
  const long = text.length > 600;
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="description-title" className="flex flex-col gap-3">
      <h2 id="description-title" className="text-xl font-bold tracking-tight text-fg">
        {t('detail.description')}
      </h2>
      <div className={clsx('relative', long && !open && 'max-h-56 overflow-hidden')}>
        <p dir="auto" className="text-start text-[15px] leading-7 whitespace-pre-line text-fg">
          {text}
        </p>
        {long && !open && <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-bg to-transparent" />}
      </div>
      {long && (
        <button type="button" onClick={() => setOpen((v) => !v)} aria-expanded={open} className="self-start text-sm font-semibold text-primary hover:underline">
          {open ? t('detail.show_less') : t('detail.show_more')}
        </button>
      )}
    </section>
  );
}

function SafetyNote() {
  const { t } = useTranslation('items');
  return (
    <aside className="flex gap-3 rounded-2xl border border-line bg-surface-2 p-4 text-sm">
      <ShieldIcon size={20} className="mt-0.5 shrink-0 text-success" />
      <div>
        <p className="font-semibold text-fg">{t('detail.safety_title')}</p>
        <p className="mt-1 text-muted">{t('detail.safety_text')}</p>
        <Link to={pathFor('safety')} className="mt-2 inline-flex items-center gap-1 font-semibold text-primary hover:underline">
          <InfoIcon size={16} />
          {t('detail.safety_link')}
        </Link>
      </div>
    </aside>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('items');
  return (
    <div className="mx-auto w-full max-w-7xl pb-16 sm:px-6 sm:pt-5 lg:px-8" role="status" aria-label={t('detail.loading')}>
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_25rem]">
        <Skeleton className="aspect-[4/3] w-full rounded-none sm:rounded-3xl" />
        <div className="flex flex-col gap-4 px-4 sm:px-0">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-10 w-1/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </div>
  );
}
